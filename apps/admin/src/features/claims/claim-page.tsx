import { CLAIM_NOT_FOUND } from '@verdant/domain/sales/order-claim-rules';
import { trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RecordPage } from '../records/record-page';
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

  return (
    <RecordPage
      title={(found) => (found ? `Claim on order ${found.orderNumber}` : 'Claim')}
      description="A claim under the 7-day guarantee: what the customer reported, and the shop's decision."
      list={{ path: '/claims', name: 'Claims' }}
      query={claim}
      idField="claimId"
      loading="Loading the claim…"
      notFound={{
        heading: CLAIM_NOT_FOUND,
        hint: 'No claim has this id. Find it in the claims list instead.',
      }}
      failed="We couldn't load the claim."
    >
      {(found) => <ClaimDetails claim={found} asOf={asOf} view={view} onBackToNow={() => setAsOf(null)} />}
    </RecordPage>
  );
}
