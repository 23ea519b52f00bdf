import { type WishlistEvent, wishlistDecider, wishlistEvents } from '@verdant/domain/shopping/wishlist';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** A customer's wishlist: the products, in the order they were added. */
export interface WishlistView extends StoredDocument {
  productIds: string[];
  updatedAt: string;
}

/** Every signed-in customer's wishlist, one document per customer (its `_id` is the customer's id). */
export const wishlistsProjection = documentProjection<WishlistEvent, WishlistView>({
  name: 'wishlists',
  version: 1,
  collection: 'wishlists',
  handles: wishlistEvents.map((definition) => definition.type),
  documentId: (event) => event.data.customerId,
  evolve(wishlist, event) {
    const { productIds } = wishlistDecider.evolve({ productIds: wishlist?.productIds ?? [] }, event);
    return { _id: event.data.customerId, productIds: [...productIds], updatedAt: event.metadata.at };
  },
});
