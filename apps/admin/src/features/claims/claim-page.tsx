import { CLAIM_NOT_FOUND } from '@verdant/domain/sales/order-claim-rules';
import { ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ClaimDetails } from './claim-details';

/** /admin/claims/{id}: a claim's story in the customer's words and photos, and the shop's decision. */
export function ClaimPage() {
  const { id = '' } = useParams();
  const claim = trpc.admin.claims.get.useQuery(
    { claimId: id },
    // A refund asked of the gateway settles a moment later: follow it until it does.
    { refetchInterval: (query) => (query.state.data?.refund?.status === 'requested' ? 3_000 : false) },
  );

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
        <ClaimDetails claim={claim.data} />
      )}
    </section>
  );
}
