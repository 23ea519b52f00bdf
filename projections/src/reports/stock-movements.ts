import type { ProductEvent } from '@verdant/domain/catalog/product';
import { ADJUSTMENT_REASON_LABELS } from '@verdant/domain/inventory/stock-rules';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import { documentProjection, type ProjectedEvent, type StoredDocument } from '@verdant/platform';
import { projectionOf, type Report } from './report';
import { standingStock, stockedItemKey, stockedItemNames } from './stocked-product-names';

type Event = StockedItemEvent | ProductEvent;

/** Why units moved; an adjustment counts under its reason. In the order the rows of a day list them. */
const MOVEMENTS = [
  'received',
  'count_correction',
  'damaged',
  'died',
  'reserved',
  'released',
  'shipped',
] as const;
type Movement = (typeof MOVEMENTS)[number];

const MOVEMENT_LABELS: Record<Movement, string> = {
  received: 'Received',
  ...ADJUSTMENT_REASON_LABELS,
  reserved: 'Reserved',
  released: 'Released',
  shipped: 'Shipped',
};

/** The units of one plant in one size that moved one way on one shop day. */
interface MovementDocument extends StoredDocument {
  day: string;
  productId: string;
  variantId: string | null;
  movement: Movement;
  units: number;
}

export interface StockMovementsRow {
  day: string;
  productId: string;
  product: string;
  size: string;
  movement: string;
  units: number;
}

/**
 * How many units an event moved, and why. An adjustment keeps its sign (a loss is negative), so a day's count
 * corrections up and down net out, as they do in the count.
 */
function movementOf(event: ProjectedEvent<StockedItemEvent>): { movement: Movement; units: number } {
  switch (event.type) {
    case 'StockReceived':
      return { movement: 'received', units: event.data.quantity };
    case 'StockAdjusted':
      return { movement: event.data.reason, units: event.data.change };
    case 'StockReserved':
      return { movement: 'reserved', units: event.data.quantity };
    case 'StockReservationReleased':
      return { movement: 'released', units: event.data.quantity };
    case 'StockShipped':
      return { movement: 'shipped', units: event.data.quantity };
  }
}

const movements = documentProjection<Event, MovementDocument, StockedItemEvent['type']>({
  name: 'stock-movements',
  version: 1,
  collection: 'movements',
  handles: ['StockReceived', 'StockAdjusted', 'StockReserved', 'StockReservationReleased', 'StockShipped'],
  documentId: (event) => {
    const day = shopDayOf(new Date(event.metadata.at));
    return `${day}|${stockedItemKey(event.data.productId, event.data.variantId)}|${movementOf(event).movement}`;
  },
  evolve(moved, event, documentId) {
    const { movement, units } = movementOf(event);
    if (moved) return { ...moved, units: moved.units + units };
    const { productId, variantId } = event.data;
    const day = shopDayOf(new Date(event.metadata.at));
    return { _id: documentId, day, productId, variantId, movement, units };
  },
});

/** Per shop day, plant and size, and why: the units that moved in or out of the count or its holds. */
export const stockMovementsReport: Report<StockMovementsRow, Event> = {
  name: 'stock-movements',
  description:
    'Per day, product and size: units received, adjusted (by reason), reserved, released and shipped',
  projection: projectionOf('report-stock-movements', 2, [movements]),
  standing: standingStock,
  columns: [
    { header: 'Day', kind: 'date', value: (row) => row.day },
    { header: 'Product id', kind: 'text', value: (row) => row.productId },
    { header: 'Product', kind: 'text', value: (row) => row.product },
    { header: 'Size', kind: 'text', value: (row) => row.size },
    { header: 'Movement', kind: 'text', value: (row) => row.movement },
    { header: 'Units', kind: 'integer', value: (row) => row.units },
  ],
  async rows(collections) {
    const names = await stockedItemNames(collections);
    const moved = await collections.collection<MovementDocument>('movements').find({});
    return moved
      .map((document) => ({
        row: {
          day: document.day,
          productId: document.productId,
          product: names.product(document.productId),
          size: names.size(document.productId, document.variantId),
          movement: MOVEMENT_LABELS[document.movement],
          units: document.units,
        },
        order: MOVEMENTS.indexOf(document.movement),
      }))
      .sort(
        (a, b) =>
          a.row.day.localeCompare(b.row.day) ||
          a.row.product.localeCompare(b.row.product) ||
          a.row.productId.localeCompare(b.row.productId) ||
          a.row.size.localeCompare(b.row.size) ||
          a.order - b.order,
      )
      .map(({ row }) => row);
  },
};
