import type { ProductEvent } from '@verdant/domain/catalog/product';
import { stockedSizeKey } from '@verdant/domain/inventory/stock-levels';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import { documentProjection, type ProjectionCollections, type StoredDocument } from '@verdant/platform';
import { projectionOf } from './report';

/** A product's name and its sizes' names, as they stand at the end of the range. */
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
 * The names of products and sizes from a report's standing collections. A product whose naming events were
 * all erased from the log has its id in place of its name, so two unnamed sizes never read as one.
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

/** One plant in one size's count on hand at the end of the range: received, adjusted, less shipped. */
interface OnHandDocument extends StoredDocument {
  onHand: number;
}

const onHandCounts = documentProjection<
  StockedItemEvent,
  OnHandDocument,
  'StockReceived' | 'StockAdjusted' | 'StockShipped'
>({
  name: 'on-hand',
  version: 1,
  collection: 'on_hand',
  handles: ['StockReceived', 'StockAdjusted', 'StockShipped'],
  documentId: (event) => stockedItemKey(event.data.productId, event.data.variantId),
  evolve(item, event, documentId) {
    const onHand = item?.onHand ?? 0;
    const change =
      event.type === 'StockReceived'
        ? event.data.quantity
        : event.type === 'StockAdjusted'
          ? event.data.change
          : -event.data.quantity;
    return { _id: documentId, onHand: onHand + change };
  },
});

/** What the stock reports need at the end of the range whatever its start: names, and counts on hand. */
export const standingStock = projectionOf<ProductEvent | StockedItemEvent>('report-standing-stock', 1, [
  stockedProductNames,
  onHandCounts,
]);

/** Each plant and size's count on hand at the end of the range, by stockedItemKey. */
export async function onHandAtEnd(collections: ProjectionCollections): Promise<Map<string, number>> {
  const counts = await collections.collection<OnHandDocument>('on_hand').find({});
  return new Map(counts.map((count) => [count._id, count.onHand]));
}
