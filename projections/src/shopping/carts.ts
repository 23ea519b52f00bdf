import { type CartEvent, type CartLine, cartDecider, cartEvents } from '@verdant/domain/shopping/cart';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/**
 * A customer's cart: its lines and the code of the coupon it holds. Prices and discounts are never kept
 * here; the cart query prices from the catalogue and checks the coupon as they are now.
 */
export interface CartView extends StoredDocument {
  lines: CartLine[];
  couponCode: string | null;
  updatedAt: string;
}

/** Every signed-in customer's cart, one document per customer (its `_id` is the customer's id). */
export const cartsProjection = documentProjection<CartEvent, CartView>({
  name: 'carts',
  // Version 2 keeps the applied coupon's code.
  version: 2,
  collection: 'carts',
  handles: cartEvents.map((definition) => definition.type),
  documentId: (event) => event.data.customerId,
  evolve(cart, event) {
    // Folded exactly as the cart's decisions fold it, so the two can never disagree.
    const { lines, couponCode } = cartDecider.evolve(
      { ...cartDecider.initialState(), lines: cart?.lines ?? [], couponCode: cart?.couponCode ?? null },
      event,
    );
    return { _id: event.data.customerId, lines: [...lines], couponCode, updatedAt: event.metadata.at };
  },
});
