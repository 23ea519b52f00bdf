import { type CartEvent, type CartLine, cartDecider, cartEvents } from '@verdant/domain/shopping/cart';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import { documentProjection } from '../document-projection';

/** A customer's cart: its lines only. Prices are never kept here; the cart query prices from the catalogue. */
export interface CartView extends StoredDocument {
  lines: CartLine[];
  updatedAt: string;
}

/** Every signed-in customer's cart, one document per customer (its `_id` is the customer's id). */
export const cartsProjection = documentProjection<CartEvent, CartView>({
  name: 'carts',
  version: 1,
  collection: 'carts',
  handles: cartEvents.map((definition) => definition.type),
  documentId: (event) => event.data.customerId,
  evolve(cart, event) {
    // Folded exactly as the cart's decisions fold it, so the two can never disagree.
    const { lines } = cartDecider.evolve({ lines: cart?.lines ?? [], mergedGuestCarts: [] }, event);
    return { _id: event.data.customerId, lines: [...lines], updatedAt: event.metadata.at };
  },
});
