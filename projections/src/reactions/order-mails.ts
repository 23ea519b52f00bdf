import type { OrderEvent } from '@verdant/domain/sales/order';
import type { Reaction } from '@verdant/platform';
import { mailJob } from './mail-job';

/**
 * The customer hears of their order: one mail when it is placed, one when it is cancelled. A replacement's
 * placement is told in the mail of the claim it replaces plants for.
 */
export const orderMailsReaction: Reaction<OrderEvent> = {
  name: 'order-mails',
  handles: ['OrderPlaced', 'OrderCancelled'],
  jobFor(event) {
    if (event.type !== 'OrderPlaced' && event.type !== 'OrderCancelled') return null;
    if (event.type === 'OrderPlaced' && event.data.replacementFor) return null;
    const { orderId } = event.data;
    const kind = event.type === 'OrderPlaced' ? 'order-placed' : 'order-cancelled';
    return mailJob(`${kind}-mail-${orderId}`, { kind, orderId });
  },
};
