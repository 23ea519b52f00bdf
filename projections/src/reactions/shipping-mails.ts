import type { OrderEvent } from '@verdant/domain/sales/order';
import type { Reaction } from '@verdant/platform';
import { mailJob } from './mail-job';

/**
 * The customer hears when their order is shipped and when it is delivered, once each: an order moved back
 * and on again is not announced twice. A tracking number set after the order shipped is mailed too, each
 * number once; one set before goes in the shipped mail.
 */
export const shippingMailsReaction: Reaction<OrderEvent> = {
  name: 'shipping-mails',
  handles: ['OrderStatusChanged', 'TrackingNumberSet'],
  jobFor(event) {
    const revision = Number(event.revision);
    switch (event.type) {
      case 'OrderStatusChanged': {
        const { orderId, to } = event.data;
        if (to !== 'shipped' && to !== 'delivered') return null;
        const kind = to === 'shipped' ? 'order-shipped' : 'order-delivered';
        return mailJob(`${kind}-mail-${orderId}`, { kind, orderId, revision });
      }
      case 'TrackingNumberSet': {
        const { orderId, trackingNumber } = event.data;
        if (trackingNumber === null) return null;
        return mailJob(`tracking-number-mail-${orderId}-${revision}`, {
          kind: 'tracking-number',
          orderId,
          revision,
        });
      }
      default:
        return null;
    }
  },
};
