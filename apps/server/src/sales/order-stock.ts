import { stockedItemDecider, stockedItemStreamId } from '@verdant/domain/inventory/stocked-item';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { type CommandContext, type EventSourcing, handleCommand, loadAggregate } from '@verdant/platform';

/**
 * Gives back, or ships, the units an order holds of each plant it bought: on each plant's own stream, where
 * the order's reservation is (a plant whose stock is not counted holds none, and nothing is written for it).
 */
export async function moveOrderStock(
  eventSourcing: EventSourcing,
  orderId: string,
  movement: 'release-stock' | 'ship-stock',
  context: CommandContext,
): Promise<string> {
  const { state: order } = await loadAggregate(eventSourcing, orderDecider, orderStreamId(orderId));
  if (!order) return 'no such order';
  const items = new Map(
    order.lines.map(({ productId, variantId }) => [
      stockedItemStreamId(productId, variantId),
      { productId, variantId },
    ]),
  );
  const moved = await Promise.all(
    [...items].map(([streamId, item]) =>
      handleCommand(
        eventSourcing,
        stockedItemDecider,
        streamId,
        movement === 'release-stock'
          ? { type: 'ReleaseReservation', data: { ...item, orderId, reason: 'cancelled' } }
          : { type: 'ShipReservation', data: { ...item, orderId } },
        context,
        { attempts: 50 },
      ),
    ),
  );
  const count = moved.reduce((sum, { events }) => sum + events.length, 0);
  return count === 0 ? 'none held' : `${count} moved`;
}
