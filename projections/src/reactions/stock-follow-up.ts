import type { OrderEvent } from '@verdant/domain/sales/order';
import type { JobRequest, Reaction } from '@verdant/platform';
import { FIVE_TRIES, ORDERS_QUEUE, type OrderJob } from './jobs';

const stockJob = (id: string, payload: OrderJob): JobRequest => ({
  queue: ORDERS_QUEUE,
  job: { id, name: payload.kind, payload },
  options: FIVE_TRIES,
});

/**
 * An order's reserved plants follow the order: a cancelled (or expired) order gives them back, a shipped one
 * takes them off the count on hand. Each job is named for its order, so each happens once.
 */
export const stockFollowUpReaction: Reaction<OrderEvent> = {
  name: 'stock-follow-up',
  handles: ['OrderCancelled', 'OrderStatusChanged'],
  jobFor(event) {
    const { orderId } = event.data;
    if (event.type === 'OrderCancelled')
      return stockJob(`release-stock-${orderId}`, { kind: 'release-stock', orderId });
    if (event.type === 'OrderStatusChanged' && (event.data.to === 'shipped' || event.data.to === 'delivered'))
      return stockJob(`ship-stock-${orderId}`, { kind: 'ship-stock', orderId });
    return null;
  },
};
