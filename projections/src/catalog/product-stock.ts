import type { Product } from '@verdant/domain/catalog/product';
import type { StockStatus } from '@verdant/domain/catalog/product-rules';
import { countedSizes, countedStockStatus, stockedSizeKey } from '@verdant/domain/inventory/stock-levels';
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
 * What shoppers see of a product's stock. A counted product's status follows what is available over all its
 * sizes, and each size says how many are left; an uncounted one keeps the status an admin set by hand.
 */
export function shownStock(
  product: Product,
  counts: ProductCounts,
): { stockStatus: StockStatus; availableBySize: Record<string, number> | null } {
  if (!product.tracksStock) return { stockStatus: product.stockStatus, availableBySize: null };
  const sizes = countedSizes(product.variants.map(({ variantId }) => variantId)).map(stockedSizeKey);
  const availableBySize: Record<string, number> = {};
  let available = 0;
  for (const size of sizes) {
    const count = counts[size] ?? { onHand: 0, reserved: 0 };
    const left = Math.max(0, count.onHand - count.reserved);
    availableBySize[size] = left;
    available += left;
  }
  return { stockStatus: countedStockStatus(available), availableBySize };
}
