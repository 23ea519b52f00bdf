import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { purchaseHistoryDecider, purchaseHistoryStreamId } from '@verdant/domain/sales/purchase-history';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  type JobHandler,
  loadAggregate,
  systemContext,
} from '@verdant/platform';
import type { OrderJob } from '@verdant/projections/reactions/jobs';
import { placeReplacement } from '../aftercare/replacements';
import { announceIfBack } from '../engagement/back-in-stock';
import { moveOrderStock } from '../inventory/stock-movements';
import type { Checkout } from './checkout';
import { releaseCouponClaim } from './checkout-steps';

/**
 * The orders queue's work: taking up stopped checkouts, giving coupon uses and reserved stock back, shipping
 * reserved stock, placing replacements, telling those waiting for a plant that is back. Each job is safe to
 * run again.
 */
export function orderJobs(deps: {
  eventSourcing: EventSourcing;
  checkout: Checkout;
}): JobHandler<OrderJob, { done: string }> {
  return async (job) => {
    const context = systemContext(job.id);
    const payload = job.payload;
    switch (payload.kind) {
      case 'resume-checkout':
      case 'complete-order':
      case 'check-coupon-claim': {
        const code =
          payload.kind === 'resume-checkout'
            ? payload.couponCode
            : payload.kind === 'check-coupon-claim'
              ? payload.code
              : null;
        const reservedItems =
          payload.kind === 'resume-checkout' && payload.reservedItem ? [payload.reservedItem] : [];
        const written = await deps.checkout.resume(
          payload.customerId,
          payload.orderId,
          { claimedCode: code, reservedItems },
          context,
        );
        return { done: written === null ? 'nothing left to do' : 'taken up' };
      }
      case 'release-coupon':
        return { done: await giveCouponUseBack(deps.eventSourcing, payload.orderId, context) };
      case 'release-stock':
      case 'ship-stock':
        return { done: await moveOrderStock(deps.eventSourcing, payload.orderId, payload.kind, context) };
      case 'place-replacement': {
        const { orderId, claimId } = payload;
        return { done: (await placeReplacement(deps.eventSourcing, orderId, claimId, context)).done };
      }
      case 'announce-back-in-stock':
        return { done: await announceIfBack(deps.eventSourcing, payload.productId, context) };
    }
  };
}

/** A cancelled order's coupon use, given back on the coupon's own stream and in the customer's purchases. */
async function giveCouponUseBack(eventSourcing: EventSourcing, orderId: string, context: CommandContext) {
  const { state: order } = await loadAggregate(eventSourcing, orderDecider, orderStreamId(orderId));
  if (!order?.couponCode) return 'no coupon';
  const { couponCode: code, customerId } = order;
  const [claim, use] = await Promise.all([
    releaseCouponClaim(eventSourcing, code, orderId, context),
    handleCommand(
      eventSourcing,
      purchaseHistoryDecider,
      purchaseHistoryStreamId(customerId),
      { type: 'ReturnCouponUse', data: { customerId, orderId } },
      context,
    ),
  ]);
  return claim.events.length + use.events.length > 0 ? 'given back' : 'not held';
}
