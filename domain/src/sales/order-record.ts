import { type Order, type OrderEvent, orderDecider } from './order';
import { paidInTestMode } from './order-payments';

/**
 * An order as people read it: the order's own fold (`orderDecider.evolve`, the one its decisions are made
 * on) with the moments it happened at. The admin's order page and its past states, the order mails and the
 * customer's orders all read this one record.
 */
export interface OrderRecord extends Order {
  placedAt: string;
  itemCount: number;
  /** Paid through the test-mode gateway: no money was taken for it. */
  testMode: boolean;
  cancelledAt: string | null;
  /** When the record last changed. */
  updatedAt: string;
}

/** An order event with the moment it was recorded, as the event store hands it back. */
export type TimedOrderEvent = OrderEvent & { metadata: { at: string } };

export function evolveOrderRecord(record: OrderRecord | null, event: TimedOrderEvent): OrderRecord | null {
  const order = orderDecider.evolve(record, event);
  if (!order) return null;
  const { at } = event.metadata;
  return {
    ...order,
    placedAt: record?.placedAt ?? at,
    itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
    testMode: paidInTestMode(order.payment),
    cancelledAt: event.type === 'OrderCancelled' ? at : (record?.cancelledAt ?? null),
    updatedAt: at,
  };
}
