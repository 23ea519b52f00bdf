import type { Paise } from '../shared/money';

/**
 * The shop's one shipping setting: free when the subtotal is ₹399 or more, otherwise ₹99.
 * The cart, checkout, the shipping page and the FAQ all read it from here, so they can never disagree.
 */
export const SHIPPING = { freeFrom: 39_900, fee: 9_900 } as const satisfies Record<string, Paise>;

/** Nothing to ship costs nothing; a fee applies below the free-shipping threshold. */
export function shippingCharge(subtotal: Paise): Paise {
  if (subtotal <= 0) return 0;
  return subtotal >= SHIPPING.freeFrom ? 0 : SHIPPING.fee;
}

/** How much more the shopper would spend for free shipping; 0 once it is free, or with nothing to ship. */
export function freeShippingShortfall(subtotal: Paise): Paise {
  return shippingCharge(subtotal) === 0 ? 0 : SHIPPING.freeFrom - subtotal;
}

/** Subtotal plus shipping, less any discount, and never below ₹0. */
export function orderTotal(subtotal: Paise, shipping: Paise, discount: Paise = 0): Paise {
  return Math.max(0, subtotal + shipping - discount);
}
