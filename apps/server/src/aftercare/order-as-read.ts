import { ORDER_NOT_FOUND, type OrderEvent, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { notFound } from '@verdant/domain/shared/domain-error';
import { type EventSourcing, type ProjectedEvent, type ReadModels, streamEvents } from '@verdant/platform';
import { adminNamesOf } from '../identity/admin-names';

/** When the order was last marked delivered: the guarantee's and the returns' windows count from it. */
export function lastDelivery(events: readonly ProjectedEvent<OrderEvent>[]): Date | null {
  const delivery = events.findLast(
    (event) => event.type === 'OrderStatusChanged' && event.data.to === 'delivered',
  );
  return delivery ? new Date(delivery.metadata.at) : null;
}

/**
 * One read of the order's stream for a decision on it: its state as the decider folds it (handed to the
 * command, so the stream is not read twice), and when it was delivered.
 */
export async function orderAsRead(eventSourcing: EventSourcing, orderId: string) {
  const events = await streamEvents<OrderEvent>(eventSourcing, orderStreamId(orderId));
  const state = events.reduce(orderDecider.evolve, orderDecider.initialState());
  return {
    order: state,
    deliveredAt: lastDelivery(events),
    // An order's events are personal (its address): its state is never kept between commands.
    loaded: { state, revision: events.at(-1)?.revision ?? null, keepable: false },
  };
}

/** The order as people read it (its record) with its events, for a view of it; a missing one is not found. */
export async function orderRecordOf(eventSourcing: EventSourcing, orderId: string) {
  const events = await streamEvents<OrderEvent>(eventSourcing, orderStreamId(orderId));
  const record = events.reduce<OrderRecord | null>(evolveOrderRecord, null);
  if (!record) throw notFound(ORDER_NOT_FOUND);
  return { record, events };
}

/**
 * One of the customer's own orders as /order/{id} shows its aftercare: its record and events, its plants, and
 * when it was delivered (null before); another customer's order is not found.
 */
export async function customersOrderOf(eventSourcing: EventSourcing, customerId: string, orderId: string) {
  const { record, events } = await orderRecordOf(eventSourcing, orderId);
  if (record.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
  const plants = record.lines.map(({ productId, variantId, productName, variantName, quantity }) => ({
    productId,
    variantId,
    productName,
    variantName,
    quantity,
  }));
  return { record, events, plants, deliveredAt: record.status === 'delivered' ? lastDelivery(events) : null };
}

/**
 * Who took each step, as the back office reads it: the customer, an admin by name, the payment gateway, or
 * the shop (its own jobs).
 */
export async function stepTakers(readModels: ReadModels, events: readonly ProjectedEvent<OrderEvent>[]) {
  const names = await adminNamesOf(readModels, events);
  return ({ metadata: { actor } }: ProjectedEvent<OrderEvent>) => {
    if (actor.role === 'admin') return (actor.userId && names.get(actor.userId)) ?? 'An admin';
    if (actor.role === 'gateway') return 'The payment gateway';
    return actor.role === 'customer' ? 'The customer' : 'The shop';
  };
}
