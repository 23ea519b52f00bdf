import { CLAIM_REASON_LABELS } from '@verdant/domain/sales/order-claim-rules';
import { isUndecided } from '@verdant/domain/sales/order-claims';
import { formatRupees, formatShopDateTime, OrderStatusBadge } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import { PlantItems } from '../aftercare/plant-items';
import { AsOfControls } from '../history/as-of-controls';
import { Detail, OrderPanel } from '../orders/order-panel';
import { OrderTimeline } from '../orders/order-timeline';
import type { ClaimStory } from './claim';
import { ClaimDecisions } from './claim-decisions';
import { ClaimStatusBadge } from './claim-status-badge';
import { ClaimSteps } from './claim-steps';
import { ReviewClockText } from './review-clock-text';

interface ClaimDetailsProps {
  claim: ClaimStory;
  /** The past moment the claim is shown as of, or null for now: nothing can be decided in the past. */
  asOf: string | null;
  view: (at: string) => Promise<void>;
  onBackToNow: () => void;
}

/** The claim at a glance, what it is about, everything that happened, and (until decided) the decisions. */
export function ClaimDetails({ claim, asOf, view, onBackToNow }: ClaimDetailsProps) {
  const openedAt = claim.steps[0]?.at;
  return (
    <>
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Claim on order {claim.orderNumber}</h1>
        {openedAt && (
          <p className="mt-2 text-stone-700">
            Opened on <time dateTime={openedAt}>{formatShopDateTime(openedAt)}</time>
          </p>
        )}
      </div>

      <AsOfControls subject="claim" asOf={asOf} view={view} onBackToNow={onBackToNow} />

      <OrderPanel title="Summary">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Detail term="Reason">{CLAIM_REASON_LABELS[claim.reason]}</Detail>
          <Detail term="State">
            <ClaimStatusBadge status={claim.status} />
          </Detail>
          <Detail term="Review">
            <ReviewState claim={claim} asOf={asOf} />
          </Detail>
          <Detail term="Order">
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to={`/orders/${claim.orderId}`}
                className="text-leaf-700 underline underline-offset-2 hover:text-leaf-900"
              >
                View order {claim.orderNumber}
              </Link>
              <OrderStatusBadge status={claim.orderStatus} />
            </span>
          </Detail>
          {claim.replacementFor && (
            <Detail term="Replacement for">
              <Link
                to={`/claims/${claim.replacementFor.claimId}`}
                className="text-leaf-700 underline underline-offset-2 hover:text-leaf-900"
              >
                The claim on order {claim.replacementFor.orderNumber}
              </Link>
            </Detail>
          )}
          {claim.refund && (
            <Detail term="Refund">
              <RefundState refund={claim.refund} />
            </Detail>
          )}
        </dl>
      </OrderPanel>

      <PlantItems items={claim.items} caption="Items in this claim" />
      <ClaimSteps steps={claim.steps} />
      {/* The whole order's story beside the claim's: what was paid, shipped, refunded, and by whom. */}
      <OrderTimeline
        orderId={claim.orderId}
        updatedAt={`${claim.steps.at(-1)?.at}:${claim.refund?.status ?? ''}`}
      />
      {asOf === null && isUndecided(claim.status) && <ClaimDecisions claim={claim} />}
    </>
  );
}

const REFUND_STATES = {
  requested: 'asked of the payment gateway',
  completed: 'completed',
  failed: 'failed: try it again from the order',
} as const;

/** How the claim's money went back: its amount and state, and the transfer's reference when paid by hand. */
function RefundState({ refund }: { refund: NonNullable<ClaimStory['refund']> }) {
  return (
    <span className="block space-y-0.5">
      <span className="block">
        {formatRupees(refund.amount)}, {REFUND_STATES[refund.status]}
      </span>
      {refund.byHand && (
        <span className="block text-sm font-normal text-stone-600">
          Paid back by hand: {refund.reference}
        </span>
      )}
    </span>
  );
}

/** The review clock and when it falls due, or why it is not running: at the moment shown. */
function ReviewState({ claim, asOf }: { claim: ClaimStory; asOf: string | null }) {
  const dueAt = claim.reviewDueAt;
  if (dueAt) {
    return (
      <span className="block space-y-0.5">
        <ReviewClockText dueAt={dueAt} at={asOf} />
        <span className="block text-sm font-normal text-stone-600">
          Due <time dateTime={dueAt}>{formatShopDateTime(dueAt)}</time>
        </span>
      </span>
    );
  }
  return claim.status === 'awaiting_photos'
    ? "Stopped until the customer's photos arrive"
    : 'Not running: the claim is decided';
}
