import type { OrderEvent } from '@verdant/domain/sales/order';
import { isOnlineGateway } from '@verdant/domain/sales/payment-methods';
import type { Reaction } from '@verdant/platform';
import { mailJob } from './mail-job';

/**
 * The customer hears when their online payment arrives (once per order: a second payment is given back,
 * and its refund is mailed) and when each refund is completed. Cash collected on delivery gets no mail of
 * its own (the delivered mail goes at the same moment), nor does an order with nothing to pay.
 */
export const paymentMailsReaction: Reaction<OrderEvent> = {
  name: 'payment-mails',
  handles: ['PaymentCaptured', 'RefundCompleted'],
  jobFor(event) {
    switch (event.type) {
      case 'PaymentCaptured': {
        const { orderId, gateway } = event.data;
        if (!isOnlineGateway(gateway)) return null;
        return mailJob(`payment-received-mail-${orderId}`, {
          kind: 'payment-received',
          orderId,
          revision: Number(event.revision),
        });
      }
      case 'RefundCompleted': {
        const { orderId, refundId } = event.data;
        return mailJob(`refund-completed-mail-${refundId}`, { kind: 'refund-completed', orderId, refundId });
      }
      default:
        return null;
    }
  },
};
