import type { WishlistEvent } from '@verdant/domain/shopping/wishlist';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { wishlistsProjection } from './wishlists';

const spec = projectionSpecification(wishlistsProjection);
const wished = (customerId: string, productId: string): WishlistEvent => ({
  type: 'WishlistItemAdded',
  data: { customerId, productId },
});
const unwished = (customerId: string, productId: string): WishlistEvent => ({
  type: 'WishlistItemRemoved',
  data: { customerId, productId },
});

describe('wishlists read model', () => {
  it('lists each customer’s plants in the order they were added, without the removed ones', async () => {
    await spec
      .given([
        wished('c-1', 'p-1'),
        wished('c-2', 'p-1'),
        wished('c-1', 'p-2'),
        unwished('c-1', 'p-1'),
        wished('c-1', 'p-3'),
      ])
      .thenReadModel({
        wishlists: [
          { _id: 'c-1', productIds: ['p-2', 'p-3'], updatedAt: recordedAt(4) },
          { _id: 'c-2', productIds: ['p-1'], updatedAt: recordedAt(1) },
        ],
      });
  });

  it('puts a plant added again at the end', async () => {
    await spec
      .given([wished('c-1', 'p-1'), wished('c-1', 'p-2'), unwished('c-1', 'p-1'), wished('c-1', 'p-1')])
      .thenReadModel({
        wishlists: [{ _id: 'c-1', productIds: ['p-2', 'p-1'], updatedAt: recordedAt(3) }],
      });
  });
});
