import type { OrderEvent, PlacedOrder } from '@verdant/domain/sales/order';
import { orderStreamId } from '@verdant/domain/sales/order';
import type { EventSourcing } from '../command-handling/handle-command';

/**
 * The order as it was placed, read from its own stream with its personal fields opened: null when it was
 * never placed. Once the customer is erased, those fields read as null.
 */
export async function placedOrderOf(
  { eventStore, codec }: EventSourcing,
  orderId: string,
): Promise<PlacedOrder | null> {
  const [first] = await eventStore.readStream(orderStreamId(orderId));
  if (!first) return null;
  const event = await codec.decode<OrderEvent>(first);
  return event.type === 'OrderPlaced' ? event.data : null;
}
