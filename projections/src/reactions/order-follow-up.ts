import type { CouponEvent } from '@verdant/domain/sales/coupon';
import type { OrderEvent } from '@verdant/domain/sales/order';
import type { CartEvent } from '@verdant/domain/shopping/cart';
import { FIVE_TRIES, ORDERS_QUEUE, type OrderJob } from './jobs';
import type { JobRequest, Reaction } from './reaction';

/** Placing writes the order right after the checkout; the follow-up only matters if it did not. */
const COMPLETION_DELAY_MS = 30_000;
/** A claimed coupon use whose order is missing this long after is given back. */
const CLAIM_CHECK_DELAY_MS = 15 * 60_000;

const orderJob = (id: string, payload: OrderJob, delayMs = 0): JobRequest => ({
  queue: ORDERS_QUEUE,
  job: { id, name: payload.kind, payload },
  options: { ...FIVE_TRIES, delayMs },
});

/**
 * What must follow an order's events for the shop to stay whole: a checked-out cart becomes an order even
 * when placing stopped halfway, a cancelled order gives its coupon use back, and a coupon use no order
 * followed is given back too.
 */
export const orderFollowUpReaction: Reaction<CartEvent | OrderEvent | CouponEvent> = {
  name: 'order-follow-up',
  handles: ['CartCheckedOut', 'OrderCancelled', 'CouponRedeemed'],
  jobFor(event) {
    switch (event.type) {
      case 'CartCheckedOut': {
        const { orderId, customerId } = event.data;
        return orderJob(
          `complete-order-${orderId}`,
          { kind: 'complete-order', orderId, customerId },
          COMPLETION_DELAY_MS,
        );
      }
      case 'OrderCancelled':
        return orderJob(`release-coupon-${event.data.orderId}`, {
          kind: 'release-coupon',
          orderId: event.data.orderId,
        });
      case 'CouponRedeemed': {
        const { orderId, customerId, code } = event.data;
        return orderJob(
          `check-coupon-claim-${orderId}`,
          { kind: 'check-coupon-claim', orderId, customerId, code },
          CLAIM_CHECK_DELAY_MS,
        );
      }
      default:
        return null;
    }
  },
};
