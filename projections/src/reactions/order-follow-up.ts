import { type StockedItemEvent, stockedItemStreamId } from '@verdant/domain/inventory/stocked-item';
import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { OrderEvent } from '@verdant/domain/sales/order';
import type { PurchaseHistoryEvent } from '@verdant/domain/sales/purchase-history';
import type { CartEvent } from '@verdant/domain/shopping/cart';
import {
  type CheckoutEvent,
  type CheckoutState,
  checkoutWorkflow,
} from '@verdant/domain/shopping/checkout-workflow';
import type { JobRequest, ProjectedEvent, Reaction } from '@verdant/platform';
import { FIVE_TRIES, ORDERS_QUEUE, type OrderJob } from './jobs';

/** Placing places the order right after recording the purchase; the follow-up only matters if it did not. */
const PURCHASE_CHECK_DELAY_MS = 30_000;
/** Deciding a replacement places it at once; the follow-up only matters if it did not. */
const REPLACEMENT_CHECK_DELAY_MS = 30_000;
/** A claimed coupon use whose purchase is missing this long after is given back. */
const CLAIM_CHECK_DELAY_MS = 15 * 60_000;

const orderJob = (id: string, payload: OrderJob, delayMs = 0): JobRequest => ({
  queue: ORDERS_QUEUE,
  job: { id, name: payload.kind, payload },
  options: { ...FIVE_TRIES, delayMs },
});

const resumeCheckoutId = (orderId: string) => `resume-checkout-${orderId}`;
const placeReplacementId = (claimId: string) => `place-replacement-${claimId}`;
const resumeClaimedCheckoutId = (orderId: string) => `resume-claimed-checkout-${orderId}`;
const resumeReservedCheckoutId = (orderId: string, item: { productId: string; variantId: string | null }) =>
  `resume-reserved-checkout-${orderId}:${stockedItemStreamId(item.productId, item.variantId)}`;

type FollowedEvent = PurchaseHistoryEvent | OrderEvent | CouponEvent | CartEvent | StockedItemEvent;

/** The checkout's recorded steps (a refusal is recorded nowhere). */
type CheckoutStepRecorded = Exclude<CheckoutEvent, { type: 'CheckoutRefused' }>;

const CHECKOUT_STEPS: ReadonlySet<string> = new Set<CheckoutStepRecorded['type']>([
  'CouponRedeemed',
  'CouponRedemptionReleased',
  'PurchaseRecorded',
  'OrderPlaced',
  'CartCheckedOut',
  'StockReserved',
  'StockReservationReleased',
]);

const isCheckoutStep = (
  event: ProjectedEvent<FollowedEvent>,
): event is ProjectedEvent<CheckoutStepRecorded> => CHECKOUT_STEPS.has(event.type);

/**
 * What must follow a checkout's events for the shop to stay whole: a little after each step a checkout
 * stops at (a purchase recorded, a coupon use claimed, units of a plant reserved) the checkout is taken up
 * again, and finishes or gives back what it held; a cancelled order gives its coupon use back; a claim
 * replaced has its replacement placed. A checkout whose later steps the same read of the log shows needs no
 * taking up: as the checkout itself decides, nothing is left to do; nor does a replacement placed there.
 */
export const orderFollowUpReaction: Reaction<FollowedEvent> = {
  name: 'order-follow-up',
  handles: [
    'PurchaseRecorded',
    'OrderCancelled',
    'CouponRedeemed',
    'CouponRedemptionReleased',
    'OrderPlaced',
    'CartCheckedOut',
    'StockReserved',
    'StockReservationReleased',
    'ClaimReplaced',
  ],
  needlessJobs(events) {
    const needless = new Set<string>();
    for (const event of events) {
      if (event.type === 'OrderPlaced' && event.data.replacementFor)
        needless.add(placeReplacementId(event.data.replacementFor.claimId));
    }
    for (const [orderId, { checkout, reserved }] of checkoutsBegunIn(events)) {
      const holdsNeedless = [
        resumeClaimedCheckoutId(orderId),
        ...reserved.map((item) => resumeReservedCheckoutId(orderId, item)),
      ];
      // A recorded purchase is taken up on its own, sooner than the claims before it would be.
      if (checkout.purchase) for (const id of holdsNeedless) needless.add(id);
      if (checkoutWorkflow.decide({ type: 'ResumeCheckout' }, checkout).length === 0) {
        needless.add(resumeCheckoutId(orderId));
        for (const id of holdsNeedless) needless.add(id);
      }
    }
    return needless;
  },
  jobFor(event) {
    switch (event.type) {
      case 'PurchaseRecorded': {
        const { orderId, customerId, order } = event.data;
        return orderJob(
          resumeCheckoutId(orderId),
          { kind: 'resume-checkout', orderId, customerId, couponCode: order.couponCode },
          PURCHASE_CHECK_DELAY_MS,
        );
      }
      case 'CouponRedeemed': {
        const { orderId, customerId, code } = event.data;
        return orderJob(
          resumeClaimedCheckoutId(orderId),
          { kind: 'resume-checkout', orderId, customerId, couponCode: code },
          CLAIM_CHECK_DELAY_MS,
        );
      }
      case 'StockReserved': {
        const { orderId, customerId, productId, variantId } = event.data;
        const reservedItem = { productId, variantId };
        return orderJob(
          resumeReservedCheckoutId(orderId, reservedItem),
          { kind: 'resume-checkout', orderId, customerId, couponCode: null, reservedItem },
          CLAIM_CHECK_DELAY_MS,
        );
      }
      case 'ClaimReplaced': {
        const { orderId, claimId } = event.data;
        return orderJob(
          placeReplacementId(claimId),
          { kind: 'place-replacement', orderId, claimId },
          REPLACEMENT_CHECK_DELAY_MS,
        );
      }
      case 'OrderCancelled':
        return orderJob(`release-coupon-${event.data.orderId}`, {
          kind: 'release-coupon',
          orderId: event.data.orderId,
        });
      default:
        return null;
    }
  },
};

type ReservedItem = { productId: string; variantId: string | null };

/**
 * The checkouts whose first step (a claim, a reservation, or a purchase) is among the events, each folded
 * over them, with the plants it reserved there.
 */
function checkoutsBegunIn(
  events: readonly ProjectedEvent<FollowedEvent>[],
): Map<string, { checkout: CheckoutState; reserved: ReservedItem[] }> {
  const checkouts = new Map<string, { checkout: CheckoutState; reserved: ReservedItem[] }>();
  for (const event of events) {
    if (!isCheckoutStep(event)) continue;
    const { orderId } = event.data;
    const begins =
      event.type === 'CouponRedeemed' || event.type === 'PurchaseRecorded' || event.type === 'StockReserved';
    const followed =
      checkouts.get(orderId) ??
      (begins ? { checkout: checkoutWorkflow.initialState(), reserved: [] } : undefined);
    if (!followed) continue;
    if (event.type === 'StockReserved')
      followed.reserved.push({ productId: event.data.productId, variantId: event.data.variantId });
    checkouts.set(orderId, { ...followed, checkout: checkoutWorkflow.evolve(followed.checkout, event) });
  }
  return checkouts;
}
