import { keepPreviousData } from '@tanstack/react-query';
import { EmptyState, ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { reasonFilterOf, statusFilterOf } from './claim';
import { ClaimsFilters } from './claims-filters';
import { ClaimsTable } from './claims-table';

/**
 * Admin > Claims: the 7-day guarantee's claims with their 24-hour review clocks, open ones first. The filters
 * come from the address (?status=open&reason=arrived_damaged), so other screens can link here.
 */
export function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFilterOf(params.get('status'));
  const reason = reasonFilterOf(params.get('reason'));
  const filterBy = (name: 'status' | 'reason', value: string) =>
    setParams(
      (current) => {
        if (value === 'all') current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace: true },
    );
  const claims = trpc.admin.claims.list.useQuery(
    { status, reason },
    // Keep showing the last list while the next one loads, instead of flashing a spinner per filter.
    { placeholderData: keepPreviousData },
  );
  const filtered = status !== 'all' || reason !== 'all';

  return (
    <section className="space-y-6">
      <PageMeta
        title="Claims | Verdant Admin"
        description="Problems customers reported under the 7-day guarantee, each reviewed within 24 hours."
      />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Claims</h1>
        <p className="mt-1 text-stone-700">
          Problems reported under the 7-day guarantee: each is reviewed within 24 hours, the one due soonest
          first.
        </p>
      </div>

      <ClaimsFilters status={status} reason={reason} onFilter={filterBy} />

      {claims.isPending ? (
        <Spinner label="Loading claims…" />
      ) : claims.isError ? (
        <ErrorState
          message={refusalOf(claims.error)?.message ?? "We couldn't load the claims."}
          onRetry={() => void claims.refetch()}
        />
      ) : claims.data.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck className="size-10" />}
          title={filtered ? 'No matching claims' : 'No claims yet'}
        >
          {filtered
            ? 'No claim has this state and reason. Try other filters.'
            : 'Claims appear here as soon as customers report a problem with a delivered order.'}
        </EmptyState>
      ) : (
        <ClaimsTable claims={claims.data} />
      )}
    </section>
  );
}
