import { plantLabel } from '../catalog/plant-label';
import type { OrderLine } from '../sales/order';
import { type StockedItem, stockedItemStreamId } from './stocked-item';

/** Units of one stocked item an order takes, and how the shopper knows the plant should there be too few. */
export interface StockNeed extends StockedItem {
  quantity: number;
  label: string;
}

/** The stocked items an order's lines take: those of products whose stock the shop counts, one per size. */
export function stockNeedsOf(
  lines: readonly Pick<OrderLine, 'productId' | 'variantId' | 'quantity' | 'productName' | 'variantName'>[],
  tracksStock: (productId: string) => boolean,
): StockNeed[] {
  const needs = new Map<string, StockNeed>();
  for (const { productId, variantId, quantity, productName, variantName } of lines) {
    if (!tracksStock(productId)) continue;
    const key = stockedItemStreamId(productId, variantId);
    const taken = needs.get(key)?.quantity ?? 0;
    needs.set(key, {
      productId,
      variantId,
      quantity: taken + quantity,
      label: plantLabel(productName, variantName),
    });
  }
  return [...needs.values()];
}
