import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { OrderEvent } from '@verdant/domain/sales/order';
import type { PurchaseHistoryEvent } from '@verdant/domain/sales/purchase-history';
import type { JobRequest, Reaction } from '@verdant/platform';
import { FIVE_TRIES, ORDERS_QUEUE, type OrderJob } from './jobs';

/** Placing places the order right after recording the purchase; the follow-up only matters if it did not. */
const PURCHASE_CHECK_DELAY_MS = 30_000;
/** A claimed coupon use whose purchase is missing this long after is given back. */
const CLAIM_CHECK_DELAY_MS = 15 * 60_000;

const orderJob = (id: string, payload: OrderJob, delayMs = 0): JobRequest => ({
  queue: ORDERS_QUEUE,
  job: { id, name: payload.kind, payload },
  options: { ...FIVE_TRIES, delayMs },
});

/**
 * What must follow a checkout's events for the shop to stay whole: a little after each step a checkout
 * stops at (a purchase recorded, a coupon use claimed) the checkout is taken up again, and finishes or gives
 * its claim back; a cancelled order gives its coupon use back.
 */
export const orderFollowUpReaction: Reaction<PurchaseHistoryEvent | OrderEvent | CouponEvent> = {
  name: 'order-follow-up',
  handles: ['PurchaseRecorded', 'OrderCancelled', 'CouponRedeemed'],
  jobFor(event) {
    switch (event.type) {
      case 'PurchaseRecorded': {
        const { orderId, customerId, order } = event.data;
        return orderJob(
          `resume-checkout-${orderId}`,
          { kind: 'resume-checkout', orderId, customerId, couponCode: order.couponCode },
          PURCHASE_CHECK_DELAY_MS,
        );
      }
      case 'CouponRedeemed': {
        const { orderId, customerId, code } = event.data;
        return orderJob(
          `resume-claimed-checkout-${orderId}`,
          { kind: 'resume-checkout', orderId, customerId, couponCode: code },
          CLAIM_CHECK_DELAY_MS,
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
