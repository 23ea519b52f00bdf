import { type WishlistEvent, wishlistDecider, wishlistEvents } from '@verdant/domain/shopping/wishlist';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

/** A customer's wishlist: the products, in the order they were added. */
export interface WishlistView extends StoredDocument {
  productIds: string[];
  updatedAt: string;
  /** Log position of the last event applied: an event delivered again is skipped. */
  appliedPosition: number;
}

/** Every signed-in customer's wishlist, one document per customer (its `_id` is the customer's id). */
export const wishlistsProjection: Projection<WishlistEvent> = {
  name: 'wishlists',
  version: 1,
  handles: wishlistEvents.map((definition) => definition.type),
  collections: { wishlists: [] },
  async apply(event, collections) {
    const wishlists = collections.collection<WishlistView>('wishlists');
    const { customerId } = event.data;
    const stored = await wishlists.findOne({ _id: customerId });
    const appliedPosition = Number(event.position);
    if (stored && stored.appliedPosition >= appliedPosition) return;
    const { productIds } = wishlistDecider.evolve({ productIds: stored?.productIds ?? [] }, event);
    await wishlists.upsert({
      _id: customerId,
      productIds: [...productIds],
      updatedAt: event.metadata.at,
      appliedPosition,
    });
  },
};
