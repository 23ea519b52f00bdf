// No zod here: the storefront's product page reads these, and its scripts stay without a schema library.
import type { StockStatus } from '../catalog/product-statuses';

/** How a size is named among a product's counts: its variant's id, or 'one-size' for a one-size plant. */
export const stockedSizeKey = (variantId: string | null) => variantId ?? 'one-size';

/** Until an admin sets the shop's own, at or below this many available a counted plant is low in stock. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** A counted plant's stock status, from how many are available and the shop's low-stock threshold. */
export const countedStockStatus = (available: number, lowAt: number): StockStatus =>
  available <= 0 ? 'out_of_stock' : available <= lowAt ? 'low_stock' : 'in_stock';

/**
 * The stock status shoppers see: a counted plant's follows its count (`available`, over all its sizes), an
 * uncounted one's is the status an admin set by hand.
 */
export const shownStockStatus = (
  product: { tracksStock: boolean; stockStatus: StockStatus; available: number | null },
  lowAt: number,
): StockStatus =>
  product.tracksStock && product.available !== null
    ? countedStockStatus(product.available, lowAt)
    : product.stockStatus;

/** The sizes a plant is counted in: each of its variants, or its one size (null) when it has none. */
export const countedSizes = (variantIds: readonly string[]): readonly (string | null)[] =>
  variantIds.length === 0 ? [null] : variantIds;
