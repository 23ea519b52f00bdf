import { keepPreviousData } from '@tanstack/react-query';
import { EmptyState, ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { PackageOpen } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../filters/filter-select';
import { type ReturnState, returnStateLabels, stateFilterOf } from './return';
import { ReturnsTable } from './returns-table';

/**
 * Admin > Returns: requests to answer, plants awaiting receipt and refunds falling due, in that order. The
 * filter comes from the address (?status=approved), so the dashboard can link here.
 */
export function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const status = stateFilterOf(params.get('status'));
  const filterBy = (value: string) =>
    setParams(
      (current) => {
        if (value === 'all') current.delete('status');
        else current.set('status', value);
        return current;
      },
      { replace: true },
    );
  const returns = trpc.admin.returns.list.useQuery(
    { status },
    // Keep showing the last list while the next one loads, instead of flashing a spinner per filter.
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="space-y-6">
      <PageMeta
        title="Returns | Verdant Admin"
        description="Plants customers send back within 7 days of delivery, and their refunds."
      />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Returns</h1>
        <p className="mt-1 text-stone-700">
          Plants sent back within 7 days of delivery. Each is refunded within 10 business days of reaching us.
        </p>
      </div>

      <search className="flex flex-wrap items-end gap-4">
        <FilterSelect
          label="State"
          value={status}
          options={['all', ...(Object.keys(returnStateLabels) as ReturnState[])]}
          labels={{ all: 'All', ...returnStateLabels }}
          onChange={filterBy}
        />
      </search>

      {returns.isPending ? (
        <Spinner label="Loading returns…" />
      ) : returns.isError ? (
        <ErrorState
          message={refusalOf(returns.error)?.message ?? "We couldn't load the returns."}
          onRetry={() => void returns.refetch()}
        />
      ) : returns.data.length === 0 ? (
        <EmptyState
          icon={<PackageOpen className="size-10" />}
          title={status === 'all' ? 'No returns yet' : 'No matching returns'}
        >
          {status === 'all'
            ? 'Returns appear here as soon as customers ask to send plants back.'
            : 'No return is in this state. Try another filter.'}
        </EmptyState>
      ) : (
        <ReturnsTable returns={returns.data} />
      )}
    </section>
  );
}
