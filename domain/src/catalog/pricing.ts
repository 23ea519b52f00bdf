import type { Paise } from '../shared/money';

/** A product's prices: `salePrice` null means the product is not on sale. */
export interface ProductPrices {
  readonly basePrice: Paise;
  readonly salePrice: Paise | null;
}

/** What a shopper pays for the product itself: the sale price while there is one, else the base price. */
export const sellingPrice = ({ basePrice, salePrice }: ProductPrices): Paise => salePrice ?? basePrice;

/**
 * The price of one item: the selling price plus the chosen variant's adjustment, which may be negative. The
 * product decider refuses any price or adjustment that would take it below ₹0, so a negative result means
 * corrupt data: better to stop than to pay a shopper for buying.
 */
export function unitPrice(prices: ProductPrices, priceAdjustment: Paise = 0): Paise {
  const price = sellingPrice(prices) + priceAdjustment;
  if (price < 0) throw new RangeError(`A unit price cannot be negative, got ${price} paise`);
  return price;
}

/** The price of a cart or order line: the unit price times the quantity (at least 1; 0 removes the line). */
export function linePrice(unit: Paise, quantity: number): Paise {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`A line needs a whole quantity of at least 1, got ${quantity}`);
  }
  return unit * quantity;
}
