import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { StoredDocument } from '@verdant/platform';
import { EmbeddedReadStore, physicalCollectionName } from '@verdant/platform/runtime';
import { asProjected, recordedAt } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { productCatalogProjection } from './product-catalog';
import { created, monsteraInShop, statusChanged, variantAdded, variantRemoved } from './products-test-events';

/**
 * The catalogue specification re-delivers the whole history, which starts again from ProductCreated. A runner
 * that crashed re-delivers only the events after its checkpoint, onto documents that already hold them.
 */
describe('product catalogue read model after a crash', () => {
  async function catalogStore(history: readonly ProductEvent[]) {
    const readStore = await EmbeddedReadStore.open({ file: ':memory:' });
    const collections = {
      collection: <T extends StoredDocument>(logical: string) =>
        readStore.collection<T>(physicalCollectionName(logical, productCatalogProjection.version)),
    };
    const projected = history.map((event, index) => asProjected(event, index));
    return {
      storefront: collections.collection('storefront_products'),
      deliverFrom: (first: number) => productCatalogProjection.apply(projected.slice(first), collections),
      async documents() {
        return {
          all_products: await collections.collection('all_products').find({}, { sort: { _id: 1 } }),
          storefront_products: await collections
            .collection('storefront_products')
            .find({}, { sort: { _id: 1 } }),
        };
      },
      close: () => readStore.close(),
    };
  }

  it('leaves the variants as they were when the events after a removal are delivered again', async () => {
    const history = [
      created(),
      variantAdded('v-small', 'Small', -20000),
      variantRemoved('v-small'),
      variantAdded('v-small', 'Small', -15000),
      variantAdded('v-large', 'Large', 30000),
    ];
    const catalog = await catalogStore(history);
    try {
      await catalog.deliverFrom(0);
      const before = await catalog.documents();
      expect(before.storefront_products).toEqual([
        {
          ...monsteraInShop,
          variants: [
            { variantId: 'v-small', name: 'Small', priceAdjustment: -15000 },
            { variantId: 'v-large', name: 'Large', priceAdjustment: 30000 },
          ],
          updatedAt: recordedAt(4),
        },
      ]);
      await catalog.deliverFrom(2);
      expect(await catalog.documents()).toEqual(before);
    } finally {
      await catalog.close();
    }
  });

  it('brings the storefront document up to date when the crash came between the two writes', async () => {
    const catalog = await catalogStore([
      created(),
      statusChanged('p-1', 'draft'),
      statusChanged('p-1', 'active'),
    ]);
    try {
      await catalog.deliverFrom(0);
      const before = await catalog.documents();
      await catalog.storefront.deleteOne({ _id: 'p-1' });
      await catalog.deliverFrom(2);
      expect(await catalog.documents()).toEqual(before);
      expect(before.storefront_products).toHaveLength(1);
    } finally {
      await catalog.close();
    }
  });
});
