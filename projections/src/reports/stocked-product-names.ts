import type { ProductEvent } from '@verdant/domain/catalog/product';
import { stockedSizeKey } from '@verdant/domain/inventory/stock-levels';
import { documentProjection, type ProjectionCollections, type StoredDocument } from '@verdant/platform';

/** A product's name and its sizes' names, as they stand at the end of the history folded. */
interface ProductNamesDocument extends StoredDocument {
  name: string | null;
  sizes: Record<string, string>;
}

/** The stock reports name what they count; a removed size keeps its name, as its movements still need it. */
export const stockedProductNames = documentProjection<
  ProductEvent,
  ProductNamesDocument,
  'ProductCreated' | 'ProductDetailsEdited' | 'VariantAdded' | 'VariantChanged'
>({
  name: 'product-names',
  version: 1,
  collection: 'product_names',
  handles: ['ProductCreated', 'ProductDetailsEdited', 'VariantAdded', 'VariantChanged'],
  documentId: (event) => event.data.productId,
  evolve(product, event, productId) {
    const named = product ?? { _id: productId, name: null, sizes: {} };
    if (event.type === 'ProductCreated' || event.type === 'ProductDetailsEdited')
      return { ...named, name: event.data.name };
    return { ...named, sizes: { ...named.sizes, [event.data.variantId]: event.data.name } };
  },
});

export const ONE_SIZE = 'One size';

export interface StockedItemNames {
  product(productId: string): string;
  size(productId: string, variantId: string | null): string;
}

/**
 * The names of products and sizes from a report's collections. When a range leaves out the event that named
 * one, its id stands in for the name, so two unnamed sizes never read as one.
 */
export async function stockedItemNames(collections: ProjectionCollections): Promise<StockedItemNames> {
  const byId = new Map(
    (await collections.collection<ProductNamesDocument>('product_names').find({})).map((product) => [
      product._id,
      product,
    ]),
  );
  return {
    product: (productId) => byId.get(productId)?.name ?? productId,
    size: (productId, variantId) =>
      variantId === null ? ONE_SIZE : (byId.get(productId)?.sizes[variantId] ?? variantId),
  };
}

/** The key of one plant in one size among a report's documents. */
export const stockedItemKey = (productId: string, variantId: string | null) =>
  `${productId}:${stockedSizeKey(variantId)}`;
