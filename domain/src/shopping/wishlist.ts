import { z } from 'zod';
import type { ProductStatus } from '../catalog/product-rules';
import type { Decider } from '../shared/decider';
import { invalid } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import { PLANT_UNAVAILABLE } from './cart';
import { PLANT_REQUIRED } from './cart-rules';

/** One wishlist per signed-in customer: visitors must sign in to keep one. */
export const wishlistStreamId = (customerId: string) => `wishlist-${customerId}`;

const customerId = z.string().min(1);
const productId = z.string().min(1);
export const WishlistItemAdded = defineEvent('WishlistItemAdded', z.object({ customerId, productId }));
export const WishlistItemRemoved = defineEvent('WishlistItemRemoved', z.object({ customerId, productId }));
export const wishlistEvents = [WishlistItemAdded, WishlistItemRemoved] as const;
export type WishlistEvent = EventsOf<typeof wishlistEvents>;

export const wishlistItemRules = z.object({ productId: z.string().trim().min(1, PLANT_REQUIRED).max(100) });

/**
 * Toggling adds the product when it is absent and removes it when present. The product's status is read
 * from its stream when asked: only a plant on sale can be added, while any plant, even one no longer sold,
 * can be taken off.
 */
export type WishlistCommand = {
  type: 'ToggleWishlistItem';
  data: { customerId: string; productId: string; productStatus: ProductStatus | null };
};

export interface WishlistState {
  /** In the order they were added. */
  productIds: readonly string[];
}

export const wishlistDecider: Decider<WishlistCommand, WishlistEvent, WishlistState> = {
  initialState: () => ({ productIds: [] }),

  decide(command, state) {
    const { customerId, productStatus } = command.data;
    const { productId } = parseOrRefuse(wishlistItemRules, command.data);
    if (state.productIds.includes(productId)) {
      return [{ type: 'WishlistItemRemoved', data: { customerId, productId } }];
    }
    if (productStatus !== 'active') throw invalid(PLANT_UNAVAILABLE);
    return [{ type: 'WishlistItemAdded', data: { customerId, productId } }];
  },

  evolve(state, event) {
    const { productId } = event.data;
    const others = state.productIds.filter((id) => id !== productId);
    return { productIds: event.type === 'WishlistItemAdded' ? [...others, productId] : others };
  },
};
