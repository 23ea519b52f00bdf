import { type ProductEvent, productEvents } from '@verdant/domain/catalog/product';
import { type StockedItemEvent, stockedItemEvents } from '@verdant/domain/inventory/stocked-item';
import { documentProjection } from '@verdant/platform';
import { evolveProductView, type ProductView, storefrontView } from './products-view';

/**
 * The catalogue of products in two collections: `all_products` holds every product whatever its status (the
 * admin's list), and `storefront_products` holds, derived from it, only the active ones, so no public query
 * can ever show a draft or archived product. A plant whose stock is counted keeps how many are left.
 */
export const productCatalogProjection = documentProjection<ProductEvent | StockedItemEvent, ProductView>({
  name: 'product-catalog',
  version: 3,
  collection: 'all_products',
  // Slugs are not unique here: a replay briefly brings back an older holder of a slug that another
  // product holds now (the slug reservation guarantees uniqueness at every moment).
  indexes: [{ keys: { slug: 1 } }, { keys: { status: 1 } }, { keys: { createdSequence: -1 } }],
  // A counted plant's stock movements change what its listing says of its stock.
  handles: [...productEvents, ...stockedItemEvents].map((definition) => definition.type),
  documentId: (event) => event.data.productId,
  evolve: evolveProductView,
  views: {
    storefront_products: {
      indexes: [
        { keys: { slug: 1 } },
        { keys: { categoryId: 1 } },
        { keys: { isFeatured: 1 } },
        { keys: { price: 1 } },
        { keys: { createdSequence: -1 } },
      ],
      of: storefrontView,
    },
  },
});
