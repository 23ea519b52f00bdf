import { type ProductEvent, productEvents } from '@verdant/domain/catalog/product';
import type { Projection } from '../projection';
import {
  alreadyApplied,
  evolveProductView,
  type ProductView,
  type StorefrontProductView,
  storefrontView,
} from './products-view';

/**
 * The catalogue of products in two collections: `all_products` holds every product whatever its status (the
 * admin's list), and `storefront_products` holds, derived from it, only the active ones, so no public query
 * can ever show a draft or archived product.
 */
export const productCatalogProjection: Projection<ProductEvent> = {
  name: 'product-catalog',
  version: 1,
  handles: productEvents.map((definition) => definition.type),
  collections: {
    // Slugs are not unique here: a replay briefly brings back an older holder of a slug that another
    // product holds now (the slug reservation guarantees uniqueness at every moment).
    all_products: [{ keys: { slug: 1 } }, { keys: { status: 1 } }, { keys: { createdSequence: -1 } }],
    storefront_products: [
      { keys: { slug: 1 } },
      { keys: { categoryId: 1 } },
      { keys: { isFeatured: 1 } },
      { keys: { price: 1 } },
      { keys: { createdSequence: -1 } },
    ],
  },
  async apply(event, collections) {
    const allProducts = collections.collection<ProductView>('all_products');
    const storefront = collections.collection<StorefrontProductView>('storefront_products');
    const { productId } = event.data;
    const stored = await allProducts.findOne({ _id: productId });
    const product = alreadyApplied(stored, event) ? stored : evolveProductView(stored, event);
    if (product && product !== stored) await allProducts.upsert(product);
    // Also for an event already applied: a crash may have come between the two writes.
    if (product?.status === 'active') await storefront.upsert(storefrontView(product));
    else await storefront.deleteOne({ _id: productId });
  },
};
