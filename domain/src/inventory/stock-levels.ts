// No zod here: the storefront's product page reads these, and its scripts stay without a schema library.

/** How a size is named among a product's counts: its variant's id, or 'one-size' for a one-size plant. */
export const stockedSizeKey = (variantId: string | null) => variantId ?? 'one-size';

/** At or below this many available, a counted plant shows as low in stock. */
export const LOW_STOCK_THRESHOLD = 5;

/** A counted plant's stock status, from how many are available. */
export const countedStockStatus = (available: number, lowAt = LOW_STOCK_THRESHOLD) =>
  available <= 0 ? 'out_of_stock' : available <= lowAt ? 'low_stock' : 'in_stock';

/** The sizes a plant is counted in: each of its variants, or its one size (null) when it has none. */
export const countedSizes = (variantIds: readonly string[]): readonly (string | null)[] =>
  variantIds.length === 0 ? [null] : variantIds;
