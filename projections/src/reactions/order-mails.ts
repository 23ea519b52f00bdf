import type { OrderEvent } from '@verdant/domain/sales/order';
import { FIVE_TRIES, MAIL_QUEUE, type MailJob } from './jobs';
import type { Reaction } from './reaction';

/** The customer hears of their order: one mail when it is placed, one when it is cancelled. */
export const orderMailsReaction: Reaction<OrderEvent> = {
  name: 'order-mails',
  handles: ['OrderPlaced', 'OrderCancelled'],
  jobFor(event) {
    if (event.type === 'OrderStatusChanged') return null;
    const { orderId } = event.data;
    const kind = event.type === 'OrderPlaced' ? 'order-placed' : 'order-cancelled';
    const payload: MailJob = { kind, orderId };
    return {
      queue: MAIL_QUEUE,
      job: { id: `${kind}-mail-${orderId}`, name: `${kind}-mail`, payload },
      options: FIVE_TRIES,
    };
  },
};
