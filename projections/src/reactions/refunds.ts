import type { OrderEvent } from '@verdant/domain/sales/order';
import type { Reaction } from '@verdant/platform';
import { PAYMENTS_QUEUE, type PaymentJob } from './jobs';

/** Ten tries over about three hours (1 min, 2 min, 4 min, … apart); the reconciliation retries after that. */
const REFUND_TRIES = { attempts: 10, backoff: { type: 'exponential', delayMs: 60_000 } } as const;

/** A refund the shop decided on is asked of the gateway at once, with retries, as one job per refund. */
export const refundsReaction: Reaction<OrderEvent> = {
  name: 'refunds',
  handles: ['RefundRequested'],
  jobFor(event) {
    if (event.type !== 'RefundRequested') return null;
    const { orderId, refundId } = event.data;
    const payload: PaymentJob = { kind: 'refund', orderId, refundId };
    return { queue: PAYMENTS_QUEUE, job: { id: refundId, name: 'refund', payload }, options: REFUND_TRIES };
  },
};
