import {
  type StockedItem,
  stockedItemDecider,
  stockedItemStreamId,
} from '@verdant/domain/inventory/stocked-item';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { type CommandContext, type EventSourcing, handleCommand, loadAggregate } from '@verdant/platform';

/**
 * Parallel checkouts against one coupon, or one plant, each decide again on the newer stream: enough tries
 * for a rush.
 */
export const RUSH_ATTEMPTS = 50;

/** Gives back the units of one plant an order holds (nothing when it holds none). */
export function releaseStock(
  eventSourcing: EventSourcing,
  { productId, variantId }: StockedItem,
  orderId: string,
  reason: 'cancelled' | 'checkout_unfinished',
  context: CommandContext,
) {
  return handleCommand(
    eventSourcing,
    stockedItemDecider,
    stockedItemStreamId(productId, variantId),
    { type: 'ReleaseReservation', data: { productId, variantId, orderId, reason } },
    context,
    { attempts: RUSH_ATTEMPTS },
  );
}

/** The units of one plant an order holds leave the shop with it (nothing when it holds none). */
function shipStock(
  eventSourcing: EventSourcing,
  { productId, variantId }: StockedItem,
  orderId: string,
  context: CommandContext,
) {
  return handleCommand(
    eventSourcing,
    stockedItemDecider,
    stockedItemStreamId(productId, variantId),
    { type: 'ShipReservation', data: { productId, variantId, orderId } },
    context,
    { attempts: RUSH_ATTEMPTS },
  );
}

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
    [...items.values()].map((item) =>
      movement === 'release-stock'
        ? releaseStock(eventSourcing, item, orderId, 'cancelled', context)
        : shipStock(eventSourcing, item, orderId, context),
    ),
  );
  const count = moved.reduce((sum, { events }) => sum + events.length, 0);
  return count === 0 ? 'none held' : `${count} moved`;
}
