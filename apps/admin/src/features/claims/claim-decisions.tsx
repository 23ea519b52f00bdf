import { trpc } from '@verdant/web-kit';
import { DecisionForm } from '../aftercare/decision-form';
import { OrderPanel } from '../orders/order-panel';
import type { ClaimStory } from './claim';
import { RefundClaim } from './refund-claim';
import { ReplaceClaim } from './replace-claim';

const WORDS_HINT = '10 to 1,000 characters. The customer reads this on their order.';

/**
 * What the shop can decide on a claim still under review: replace, refund, ask for photos, decline. While
 * the customer owes photos, asking again is refused (they were told once), so it is not offered then.
 */
export function ClaimDecisions({
  claim,
}: {
  claim: Pick<ClaimStory, 'orderId' | 'claimId' | 'status' | 'orderNumber' | 'refundOffer'>;
}) {
  const { orderId, claimId } = claim;
  const requestPhotos = trpc.admin.claims.requestPhotos.useMutation();
  const decline = trpc.admin.claims.decline.useMutation();
  const utils = trpc.useUtils();
  const readAgain = () => utils.admin.claims.invalidate();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OrderPanel title="Replace">
        <ReplaceClaim claim={claim} />
      </OrderPanel>
      <OrderPanel title="Refund">
        {claim.refundOffer && <RefundClaim claim={claim} offer={claim.refundOffer} />}
      </OrderPanel>
      <OrderPanel title="Ask for more photos">
        {claim.status === 'awaiting_photos' ? (
          <p className="text-stone-700">
            The customer has been asked for more photos. The review clock starts again when they add them.
          </p>
        ) : (
          <DecisionForm
            title="Ask for more photos"
            label="Message to the customer"
            hint={`What to photograph, and why. ${WORDS_HINT}`}
            submitLabel="Ask for photos"
            field="message"
            done="Photos asked for"
            variant="secondary"
            send={(message) => requestPhotos.mutateAsync({ orderId, claimId, message })}
            sending={requestPhotos.isPending}
            readAgain={readAgain}
          />
        )}
      </OrderPanel>
      <OrderPanel title="Decline">
        <DecisionForm
          title="Decline"
          label="Reason the customer reads"
          hint={`Why the guarantee does not cover this. ${WORDS_HINT}`}
          submitLabel="Decline claim"
          field="reason"
          done="Claim declined"
          variant="danger"
          send={(reason) => decline.mutateAsync({ orderId, claimId, reason })}
          sending={decline.isPending}
          readAgain={readAgain}
        />
      </OrderPanel>
    </div>
  );
}
