import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { PLANT_UNAVAILABLE } from './cart';
import { PLANT_REQUIRED } from './cart-rules';
import { type WishlistCommand, type WishlistEvent, wishlistDecider } from './wishlist';

const spec = deciderSpecification(wishlistDecider);
const customerId = 'c-1';
const toggle = (
  productId: string,
  productStatus: WishlistCommand['data']['productStatus'],
): WishlistCommand => ({
  type: 'ToggleWishlistItem',
  data: { customerId, productId, productStatus },
});
const addedEvent = (productId: string): WishlistEvent => ({
  type: 'WishlistItemAdded',
  data: { customerId, productId },
});
const removedEvent = (productId: string): WishlistEvent => ({
  type: 'WishlistItemRemoved',
  data: { customerId, productId },
});

describe('wishlist', () => {
  it('adds a plant that is not on the wishlist', () => {
    spec
      .given([])
      .when(toggle('p-1', 'active'))
      .thenEvents([addedEvent('p-1')]);
    spec
      .given([addedEvent('p-2')])
      .when(toggle('p-1', 'active'))
      .thenEvents([addedEvent('p-1')]);
  });

  it('removes a plant that is on the wishlist', () => {
    spec
      .given([addedEvent('p-1')])
      .when(toggle('p-1', 'active'))
      .thenEvents([removedEvent('p-1')]);
  });

  it('adds it again after it was removed', () => {
    spec
      .given([addedEvent('p-1'), removedEvent('p-1')])
      .when(toggle('p-1', 'active'))
      .thenEvents([addedEvent('p-1')]);
  });

  it('adds only plants on sale, but takes off any plant, even one no longer sold', () => {
    spec.given([]).when(toggle('p-1', 'archived')).thenRefused('invalid', PLANT_UNAVAILABLE);
    spec.given([]).when(toggle('p-1', 'draft')).thenRefused('invalid', PLANT_UNAVAILABLE);
    spec.given([]).when(toggle('p-1', null)).thenRefused('invalid', PLANT_UNAVAILABLE);
    spec
      .given([addedEvent('p-1')])
      .when(toggle('p-1', 'archived'))
      .thenEvents([removedEvent('p-1')]);
  });

  it('refuses a toggle that names no plant', () => {
    spec.given([]).when(toggle('  ', 'active')).thenRefused('invalid', PLANT_REQUIRED);
  });
});
