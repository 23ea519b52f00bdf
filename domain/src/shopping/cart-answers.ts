import type { CartEvent, CartLine, CartState } from './cart';
import { type CartLineKey, sameLine } from './cart-line';

/** Add to Cart tells the shopper 'Added to cart' for a new line, 'Updated cart quantity' for one that grew. */
export type AddOutcome = 'added' | 'updated';

/** Whether the addition, now in the cart, started a line or grew one the cart already had. */
export function addOutcome(cartAfter: CartState, addition: CartLine): AddOutcome {
  const line = cartAfter.lines.find((candidate) => sameLine(candidate, addition));
  return line && line.quantity > addition.quantity ? 'updated' : 'added';
}

/**
 * How many of the guest cart's lines a merge left out (plants that can no longer be bought), so the shopper
 * can be told. A guest cart merged before records nothing again: a retry, not lines left out.
 */
export function guestLinesLeftOut(
  guestLines: readonly CartLineKey[],
  mergeId: string,
  decided: readonly CartEvent[],
  cartAfter: CartState,
): number {
  if (decided.length === 0 && cartAfter.mergedGuestCarts.includes(mergeId)) return 0;
  const merged = decided.flatMap((event) => (event.type === 'GuestCartMerged' ? event.data.lines : []));
  return guestLines.filter((line) => !merged.some((candidate) => sameLine(candidate, line))).length;
}
