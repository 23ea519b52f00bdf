import { type OrderEvent, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { type EventSourcing, type ProjectedEvent, streamEvents } from '@verdant/platform';

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
