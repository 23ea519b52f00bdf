import type { Product } from '@verdant/domain/catalog/product';
import { countedSizes, stockedSizeKey } from '@verdant/domain/inventory/stock-levels';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';

/** One size's count: on hand, and held by orders not yet shipped or given back. */
export interface SizeCount {
  onHand: number;
  reserved: number;
}

/** A product's counts by size (see stockedSizeKey). */
export type ProductCounts = Record<string, SizeCount>;

/** The counts after a movement: the same arithmetic as the stocked item's own stream. */
export function countsAfter(counts: ProductCounts, event: StockedItemEvent): ProductCounts {
  const key = stockedSizeKey(event.data.variantId);
  const { onHand, reserved } = counts[key] ?? { onHand: 0, reserved: 0 };
  const moved = (change: Partial<SizeCount>): ProductCounts => ({
    ...counts,
    [key]: { onHand: onHand + (change.onHand ?? 0), reserved: reserved + (change.reserved ?? 0) },
  });
  switch (event.type) {
    case 'StockReceived':
      return moved({ onHand: event.data.quantity });
    case 'StockAdjusted':
      return moved({ onHand: event.data.change });
    case 'StockReserved':
      return moved({ reserved: event.data.quantity });
    case 'StockReservationReleased':
      return moved({ reserved: -event.data.quantity });
    case 'StockShipped':
      return moved({ onHand: -event.data.quantity, reserved: -event.data.quantity });
  }
}

/**
 * How many of a counted plant are left, in all and size by size; nulls for a plant the shop does not count.
 * Whether that is low is judged as it is read, against the shop's low-stock threshold of the moment.
 */
export function availableStock(
  product: Product,
  counts: ProductCounts,
): { available: number | null; availableBySize: Record<string, number> | null } {
  if (!product.tracksStock) return { available: null, availableBySize: null };
  const sizes = countedSizes(product.variants.map(({ variantId }) => variantId)).map(stockedSizeKey);
  const availableBySize: Record<string, number> = {};
  let available = 0;
  for (const size of sizes) {
    const count = counts[size] ?? { onHand: 0, reserved: 0 };
    const left = Math.max(0, count.onHand - count.reserved);
    availableBySize[size] = left;
    available += left;
  }
  return { available, availableBySize };
}
