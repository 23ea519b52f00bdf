import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import { documentProjection, type StoredDocument } from '@verdant/platform';
import { projectionOf, type Report } from './report';
import { onHandAtEnd, standingStock, stockedItemKey, stockedItemNames } from './stocked-product-names';

type Event = StockedItemEvent | ProductEvent;

/** What came into the count of one plant in one size, what left it in orders, and what was corrected. */
interface SellThroughDocument extends StoredDocument {
  productId: string;
  variantId: string | null;
  received: number;
  sold: number;
  adjusted: number;
}

export interface SellThroughRow {
  productId: string;
  product: string;
  size: string;
  received: number;
  sold: number;
  /** Sold as a percentage of received, to one decimal; null when nothing was received. */
  sellThrough: number | null;
  netAdjustments: number;
  onHand: number;
}

/** Reservations and their releases leave the count on hand alone, so they do not weigh here. */
const counts = documentProjection<
  Event,
  SellThroughDocument,
  'StockReceived' | 'StockAdjusted' | 'StockShipped'
>({
  name: 'sell-through',
  version: 1,
  collection: 'items',
  handles: ['StockReceived', 'StockAdjusted', 'StockShipped'],
  documentId: (event) => stockedItemKey(event.data.productId, event.data.variantId),
  evolve(item, event, documentId) {
    const { productId, variantId } = event.data;
    const counted = item ?? { _id: documentId, productId, variantId, received: 0, sold: 0, adjusted: 0 };
    switch (event.type) {
      case 'StockReceived':
        return { ...counted, received: counted.received + event.data.quantity };
      case 'StockAdjusted':
        return { ...counted, adjusted: counted.adjusted + event.data.change };
      case 'StockShipped':
        return { ...counted, sold: counted.sold + event.data.quantity };
    }
  },
});

/** Sold as a percentage of received, rounded to one decimal: 2 of 3 is 66.7. */
export function sellThroughRate(sold: number, received: number): number | null {
  return received === 0 ? null : Math.round((sold * 1_000) / received) / 10;
}

/** Per plant and size: units received against units shipped in orders, the rate, corrections, on hand. */
export const sellThroughReport: Report<SellThroughRow, Event> = {
  name: 'sell-through',
  description:
    'Per product and size: units received and sold, sell-through rate, net adjustments and on hand at the end',
  projection: projectionOf('report-sell-through', 2, [counts]),
  standing: standingStock,
  columns: [
    { header: 'Product id', kind: 'text', value: (row) => row.productId },
    { header: 'Product', kind: 'text', value: (row) => row.product },
    { header: 'Size', kind: 'text', value: (row) => row.size },
    { header: 'Received', kind: 'integer', value: (row) => row.received },
    { header: 'Sold', kind: 'integer', value: (row) => row.sold },
    { header: 'Sell-through (%)', kind: 'percent', value: (row) => row.sellThrough },
    { header: 'Net adjustments', kind: 'integer', value: (row) => row.netAdjustments },
    { header: 'On hand at end', kind: 'integer', value: (row) => row.onHand },
  ],
  async rows(collections) {
    const names = await stockedItemNames(collections);
    const onHand = await onHandAtEnd(collections);
    const items = await collections.collection<SellThroughDocument>('items').find({});
    return items
      .map((item) => ({
        productId: item.productId,
        product: names.product(item.productId),
        size: names.size(item.productId, item.variantId),
        received: item.received,
        sold: item.sold,
        sellThrough: sellThroughRate(item.sold, item.received),
        netAdjustments: item.adjusted,
        onHand: onHand.get(item._id) ?? 0,
      }))
      .sort(
        (a, b) =>
          a.product.localeCompare(b.product) ||
          a.productId.localeCompare(b.productId) ||
          a.size.localeCompare(b.size),
      );
  },
};
