import { type CartEvent, type CartLine, cartDecider, cartEvents } from '@verdant/domain/shopping/cart';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

/** A customer's cart: its lines only. Prices are never kept here; the cart query prices from the catalogue. */
export interface CartView extends StoredDocument {
  lines: CartLine[];
  updatedAt: string;
  /** Log position of the last event applied: an event delivered again is skipped, so quantities never double. */
  appliedPosition: number;
}

/** Every signed-in customer's cart, one document per customer (its `_id` is the customer's id). */
export const cartsProjection: Projection<CartEvent> = {
  name: 'carts',
  version: 1,
  handles: cartEvents.map((definition) => definition.type),
  collections: { carts: [] },
  async apply(event, collections) {
    const carts = collections.collection<CartView>('carts');
    const { customerId } = event.data;
    const stored = await carts.findOne({ _id: customerId });
    const appliedPosition = Number(event.position);
    if (stored && stored.appliedPosition >= appliedPosition) return;
    // The read model folds the events exactly as the decider does, so the two can never disagree.
    const { lines } = cartDecider.evolve({ lines: stored?.lines ?? [], mergedGuestCarts: [] }, event);
    await carts.upsert({ _id: customerId, lines: [...lines], updatedAt: event.metadata.at, appliedPosition });
  },
};
