import type { CategoryEvent } from '@verdant/domain/catalog/category';
import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { OrderEvent, OrderLine } from '@verdant/domain/sales/order';
import { isTestMode } from '@verdant/domain/sales/order-payments';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import { documentProjection, type StoredDocument } from '@verdant/platform';
import { projectionOf, type Report } from './report';

type Event = OrderEvent | ProductEvent | CategoryEvent;

interface SoldLine {
  productId: string;
  units: number;
  gross: number;
  discount: number;
}

/** An order as this report counts it: its shop day, its lines with their share of the discount. */
interface SaleDocument extends StoredDocument {
  placedAt: string;
  day: string;
  lines: SoldLine[];
  cancelled: boolean;
  /** Paid through the test-mode gateway: no money, so no sale. */
  testMode: boolean;
}

/** The categories a product was in, from when: a sale counts in the category it was in when sold. */
interface ProductDocument extends StoredDocument {
  categories: { from: string; categoryId: string | null }[];
}

interface CategoryDocument extends StoredDocument {
  name: string;
}

export interface SalesByCategoryRow {
  day: string;
  category: string;
  orders: number;
  units: number;
  gross: number;
  discounts: number;
  net: number;
}

export const UNCATEGORISED = 'Uncategorised';

/**
 * The order's discount shared over its lines in proportion to their totals, in whole paise that add up to the
 * discount exactly (the largest remainders get the spare paise).
 */
export function discountShares(lines: readonly Pick<OrderLine, 'lineTotal'>[], discount: number): number[] {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (subtotal === 0 || discount === 0) return lines.map(() => 0);
  const exact = lines.map((line) => (discount * line.lineTotal) / subtotal);
  const shares = exact.map(Math.floor);
  let spare = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (spare === 0) break;
    shares[index]! += 1;
    spare -= 1;
  }
  return shares;
}

const sales = documentProjection<Event, SaleDocument, 'OrderPlaced' | 'OrderCancelled' | 'PaymentCaptured'>({
  name: 'sales',
  version: 2,
  collection: 'sales',
  handles: ['OrderPlaced', 'OrderCancelled', 'PaymentCaptured'],
  documentId: (event) => event.data.orderId,
  evolve(sale, event) {
    if (event.type === 'OrderCancelled') return sale && { ...sale, cancelled: true };
    if (event.type === 'PaymentCaptured')
      return sale && { ...sale, testMode: sale.testMode || isTestMode(event.data.gateway) };
    const { lines, discount } = event.data;
    const shares = discountShares(lines, discount);
    return {
      _id: event.data.orderId,
      placedAt: event.metadata.at,
      day: shopDayOf(new Date(event.metadata.at)),
      lines: lines.map((line, index) => ({
        productId: line.productId,
        units: line.quantity,
        gross: line.lineTotal,
        discount: shares[index]!,
      })),
      cancelled: false,
      testMode: false,
    };
  },
});

const products = documentProjection<Event, ProductDocument, 'ProductCreated' | 'ProductDetailsEdited'>({
  name: 'products',
  version: 1,
  collection: 'products',
  handles: ['ProductCreated', 'ProductDetailsEdited'],
  documentId: (event) => event.data.productId,
  evolve(product, event, productId) {
    const categories = product?.categories ?? [];
    if (categories.at(-1)?.categoryId === event.data.categoryId && categories.length > 0) return product;
    return {
      _id: productId,
      categories: [...categories, { from: event.metadata.at, categoryId: event.data.categoryId }],
    };
  },
});

const categories = documentProjection<Event, CategoryDocument, 'CategoryCreated' | 'CategoryEdited'>({
  name: 'categories',
  version: 1,
  collection: 'categories',
  handles: ['CategoryCreated', 'CategoryEdited'],
  documentId: (event) => event.data.categoryId,
  evolve: (_category, event) => ({ _id: event.data.categoryId, name: event.data.name }),
});

function categoryWhenSold(product: ProductDocument | undefined, placedAt: string): string | null {
  const held = product?.categories.filter((change) => change.from <= placedAt).at(-1);
  return held?.categoryId ?? null;
}

/**
 * Per shop day and category: orders, units, gross, discounts and net, cancelled orders and those paid in
 * test mode left out.
 */
export const salesByCategoryReport: Report<SalesByCategoryRow, Event> = {
  name: 'sales-by-category',
  description:
    'Per day and category: orders, units, gross, discounts and net sales (cancelled and test-mode orders left out)',
  projection: projectionOf('report-sales-by-category', 2, [sales, products, categories]),
  columns: [
    { header: 'Day', kind: 'date', value: (row) => row.day },
    { header: 'Category', kind: 'text', value: (row) => row.category },
    { header: 'Orders', kind: 'integer', value: (row) => row.orders },
    { header: 'Units', kind: 'integer', value: (row) => row.units },
    { header: 'Gross (₹)', kind: 'rupees', value: (row) => row.gross },
    { header: 'Discounts (₹)', kind: 'rupees', value: (row) => row.discounts },
    { header: 'Net (₹)', kind: 'rupees', value: (row) => row.net },
  ],
  async rows(collections) {
    const productById = new Map(
      (await collections.collection<ProductDocument>('products').find({})).map((product) => [
        product._id,
        product,
      ]),
    );
    const nameOf = new Map(
      (await collections.collection<CategoryDocument>('categories').find({})).map((category) => [
        category._id,
        category.name,
      ]),
    );
    const rows = new Map<string, SalesByCategoryRow>();
    for (const sale of await collections.collection<SaleDocument>('sales').find({
      cancelled: false,
      testMode: false,
    })) {
      const counted = new Set<string>();
      for (const line of sale.lines) {
        const categoryId = categoryWhenSold(productById.get(line.productId), sale.placedAt);
        const category = (categoryId && nameOf.get(categoryId)) || UNCATEGORISED;
        const key = `${sale.day}|${category}`;
        const row = rows.get(key) ?? {
          day: sale.day,
          category,
          orders: 0,
          units: 0,
          gross: 0,
          discounts: 0,
          net: 0,
        };
        if (!counted.has(key)) row.orders += 1;
        counted.add(key);
        row.units += line.units;
        row.gross += line.gross;
        row.discounts += line.discount;
        row.net += line.gross - line.discount;
        rows.set(key, row);
      }
    }
    return [...rows.values()].sort(
      (a, b) => a.day.localeCompare(b.day) || a.category.localeCompare(b.category),
    );
  },
};
