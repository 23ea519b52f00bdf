/**
 * What a cart line is, without the validation library: the storefront's guest cart needs these on every
 * page, and zod would weigh down each page's first download.
 */

/** A cart line holds at most this many of one plant in one size: larger orders go through the shop. */
export const MAX_LINE_QUANTITY = 99;
export const LINE_LIMIT_REACHED = `You can have at most ${MAX_LINE_QUANTITY} of a plant in your cart`;

/** A cart line is the pair of product and variant; a product without sizes has no variant (null). */
export interface CartLineKey {
  productId: string;
  variantId: string | null;
}

export const sameLine = (a: CartLineKey, b: CartLineKey) =>
  a.productId === b.productId && a.variantId === b.variantId;
