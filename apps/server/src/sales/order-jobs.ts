import { couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import type { JobHandler } from '@verdant/infrastructure/job-queue/job-queue';
import type { OrderJob } from '@verdant/projections/reactions/jobs';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  systemContext,
} from '../command-handling/handle-command';
import type { OrderCompletion } from './order-completion';

/** Enough tries for a coupon in a rush of checkouts, each deciding again on the newer coupon. */
const COUPON_ATTEMPTS = 50;

/** The orders queue's work: completing an order, giving a coupon use back. Each job is safe to run again. */
export function orderJobs(deps: {
  eventSourcing: EventSourcing;
  completion: OrderCompletion;
}): JobHandler<OrderJob, { done: string }> {
  const release = async (code: string, orderId: string, context: CommandContext) => {
    const { events } = await handleCommand(
      deps.eventSourcing,
      couponDecider,
      couponStreamId(code),
      { type: 'ReleaseRedemption', data: { code, orderId } },
      context,
      { attempts: COUPON_ATTEMPTS },
    );
    return events.length > 0;
  };
  return async (job) => {
    const context = systemContext(job.id);
    const payload = job.payload;
    switch (payload.kind) {
      case 'complete-order': {
        const written = await deps.completion.complete(payload.customerId, payload.orderId, context);
        return { done: written === null ? 'already placed' : 'placed' };
      }
      case 'release-coupon': {
        const { state: order } = await loadAggregate(
          deps.eventSourcing,
          orderDecider,
          orderStreamId(payload.orderId),
        );
        if (!order?.couponCode) return { done: 'no coupon' };
        return {
          done: (await release(order.couponCode, payload.orderId, context)) ? 'released' : 'not held',
        };
      }
      case 'check-coupon-claim': {
        await deps.completion.complete(payload.customerId, payload.orderId, context);
        const { state: order } = await loadAggregate(
          deps.eventSourcing,
          orderDecider,
          orderStreamId(payload.orderId),
        );
        if (order) return { done: 'order placed' };
        return { done: (await release(payload.code, payload.orderId, context)) ? 'released' : 'not held' };
      }
    }
  };
}
