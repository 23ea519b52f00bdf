import type { OrderEvent } from '@verdant/domain/sales/order';
import type { Reaction } from '@verdant/platform';
import { mailJob } from './mail-job';

/** The customer hears of their order: one mail when it is placed, one when it is cancelled. */
export const orderMailsReaction: Reaction<OrderEvent> = {
  name: 'order-mails',
  handles: ['OrderPlaced', 'OrderCancelled'],
  jobFor(event) {
    if (event.type !== 'OrderPlaced' && event.type !== 'OrderCancelled') return null;
    const { orderId } = event.data;
    const kind = event.type === 'OrderPlaced' ? 'order-placed' : 'order-cancelled';
    return mailJob(`${kind}-mail-${orderId}`, { kind, orderId });
  },
};
