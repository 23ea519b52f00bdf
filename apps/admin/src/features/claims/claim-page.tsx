import { CLAIM_NOT_FOUND } from '@verdant/domain/sales/order-claim-rules';
import { ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ClaimDetails } from './claim-details';

/**
 * /admin/claims/{id}: a claim's story in the customer's words and photos, and the shop's decision; or the
 * claim as it stood at a past moment.
 */
export function ClaimPage() {
  const { id = '' } = useParams();
  // Another claim (a link followed from this one) starts in the present.
  return <ClaimScreen key={id} id={id} />;
}

/** The claim now, or as it stood at a past moment. */
function ClaimScreen({ id }: { id: string }) {
  const [asOf, setAsOf] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const claim = trpc.admin.claims.get.useQuery(asOf ? { claimId: id, at: asOf } : { claimId: id }, {
    // A refund asked of the gateway settles a moment later: follow it until it does (the present only).
    refetchInterval: (query) =>
      asOf === null && query.state.data?.refund?.status === 'requested' ? 3_000 : false,
  });

  // Loaded before it is shown, so a moment the server refuses leaves the screen as it was.
  const view = async (at: string) => {
    await utils.admin.claims.get.fetch({ claimId: id, at });
    setAsOf(at);
  };

  // No such claim, or an id that cannot be one: both are a claim not found.
  const refusal = claim.isError ? refusalOf(claim.error) : null;
  const notFound = refusal !== null && (refusal.status === 404 || refusal.fieldErrors.claimId !== undefined);
  return (
    <section className="space-y-6">
      <PageMeta
        title={`${claim.data ? `Claim on order ${claim.data.orderNumber}` : 'Claim'} | Verdant Admin`}
        description="A claim under the 7-day guarantee: what the customer reported, and the shop's decision."
      />
      <Link
        to="/claims"
        className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Claims
      </Link>
      {claim.isPending ? (
        <Spinner label="Loading the claim…" />
      ) : notFound ? (
        <div className="space-y-2">
          <h1 className="font-display text-4xl text-leaf-900">{CLAIM_NOT_FOUND}</h1>
          <p className="text-stone-700">No claim has this id. Find it in the claims list instead.</p>
        </div>
      ) : claim.isError ? (
        <ErrorState
          message={refusal?.message ?? "We couldn't load the claim."}
          onRetry={() => void claim.refetch()}
        />
      ) : (
        <ClaimDetails claim={claim.data} asOf={asOf} view={view} onBackToNow={() => setAsOf(null)} />
      )}
    </section>
  );
}
