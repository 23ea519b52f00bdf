import type { ProductEvent } from '@verdant/domain/catalog/product';
import { type CartEvent, linesAfterCheckout } from '@verdant/domain/shopping/cart';
import { documentProjection, type StoredDocument } from '@verdant/platform';
import { projectionOf, type Report } from './report';

type Event = CartEvent | ProductEvent;

/** A cart left this long with items and no order is abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

interface CartLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** What a cart held when it was left, and when it was last touched. */
interface LeftCart {
  at: string;
  lines: CartLine[];
}

/** A customer's cart: its lines now, when it last changed, and every time it was left with items. */
interface CartDocument extends StoredDocument {
  lines: CartLine[];
  lastChangeAt: string;
  left: LeftCart[];
}

/** A product's name, its unit prices over time and its sizes' price adjustments, to value a left cart. */
interface ProductDocument extends StoredDocument {
  name: string;
  prices: { from: string; unitPrice: number }[];
  adjustments: Record<string, number>;
}

export interface CartAbandonmentRow {
  product: string;
  carts: number;
  units: number;
  value: number;
}

export const ALL_PRODUCTS = 'All products';

type CartHandled =
  | 'CartItemAdded'
  | 'CartItemQuantityChanged'
  | 'CartItemRemoved'
  | 'CartCleared'
  | 'GuestCartMerged'
  | 'CartCheckedOut';

const sameLine = (a: Omit<CartLine, 'quantity'>, b: Omit<CartLine, 'quantity'>) =>
  a.productId === b.productId && a.variantId === b.variantId;

function added(lines: CartLine[], line: CartLine): CartLine[] {
  const held = lines.find((candidate) => sameLine(candidate, line));
  if (!held) return [...lines, line];
  return lines.map((candidate) =>
    candidate === held ? { ...held, quantity: held.quantity + line.quantity } : candidate,
  );
}

const carts = documentProjection<Event, CartDocument, CartHandled>({
  name: 'carts',
  version: 1,
  collection: 'carts',
  handles: [
    'CartItemAdded',
    'CartItemQuantityChanged',
    'CartItemRemoved',
    'CartCleared',
    'GuestCartMerged',
    'CartCheckedOut',
  ],
  documentId: (event) => event.data.customerId,
  evolve(cart, event, customerId) {
    const at = event.metadata.at;
    const lines = cart?.lines ?? [];
    const wasLeft =
      cart !== null &&
      lines.length > 0 &&
      Date.parse(at) - Date.parse(cart.lastChangeAt) > ABANDONED_AFTER_MS;
    const left = [...(cart?.left ?? []), ...(wasLeft ? [{ at: cart.lastChangeAt, lines }] : [])];
    const next = (changed: CartLine[]): CartDocument => ({
      _id: customerId,
      lines: changed,
      lastChangeAt: at,
      left,
    });
    switch (event.type) {
      case 'CartItemAdded': {
        const { productId, variantId, quantity } = event.data;
        return next(added(lines, { productId, variantId, quantity }));
      }
      case 'CartItemQuantityChanged': {
        const { quantity } = event.data;
        return next(lines.map((line) => (sameLine(line, event.data) ? { ...line, quantity } : line)));
      }
      case 'CartItemRemoved':
        return next(lines.filter((line) => !sameLine(line, event.data)));
      case 'GuestCartMerged':
        return next(event.data.lines.reduce(added, lines));
      case 'CartCleared':
        return next([]);
      case 'CartCheckedOut':
        return next(linesAfterCheckout(lines, event.data.lines));
    }
  },
});

type ProductHandled =
  | 'ProductCreated'
  | 'ProductDetailsEdited'
  | 'ProductPriced'
  | 'VariantAdded'
  | 'VariantChanged';

const products = documentProjection<Event, ProductDocument, ProductHandled>({
  name: 'products',
  version: 1,
  collection: 'products',
  handles: ['ProductCreated', 'ProductDetailsEdited', 'ProductPriced', 'VariantAdded', 'VariantChanged'],
  documentId: (event) => event.data.productId,
  evolve(product, event, productId) {
    const at = event.metadata.at;
    if (event.type === 'ProductCreated') {
      const { name, basePrice, salePrice } = event.data;
      return {
        _id: productId,
        name,
        prices: [{ from: at, unitPrice: salePrice ?? basePrice }],
        adjustments: {},
      };
    }
    if (!product) return null;
    switch (event.type) {
      case 'ProductDetailsEdited':
        return { ...product, name: event.data.name };
      case 'ProductPriced': {
        const unitPrice = event.data.salePrice ?? event.data.basePrice;
        return { ...product, prices: [...product.prices, { from: at, unitPrice }] };
      }
      case 'VariantAdded':
      case 'VariantChanged':
        return {
          ...product,
          adjustments: { ...product.adjustments, [event.data.variantId]: event.data.priceAdjustment },
        };
    }
  },
});

function unitPriceWhen(product: ProductDocument | undefined, line: CartLine, at: string): number {
  if (!product) return 0;
  const price = product.prices.filter((change) => change.from <= at).at(-1) ?? product.prices[0]!;
  return price.unitPrice + (line.variantId === null ? 0 : (product.adjustments[line.variantId] ?? 0));
}

/**
 * Carts left with items and no order within 24 hours (a cart left again after coming back counts again), their
 * value at the prices of the time, and the products most often left behind: first a line for all products.
 */
export const cartAbandonmentReport: Report<CartAbandonmentRow, Event> = {
  name: 'cart-abandonment',
  description: 'Carts with items and no order within 24 hours: count, value, and the most-abandoned products',
  projection: projectionOf('report-cart-abandonment', 1, [carts, products]),
  columns: [
    { header: 'Product', kind: 'text', value: (row) => row.product },
    { header: 'Abandoned carts', kind: 'integer', value: (row) => row.carts },
    { header: 'Units', kind: 'integer', value: (row) => row.units },
    { header: 'Value (₹)', kind: 'rupees', value: (row) => row.value },
  ],
  async rows(collections, { until }) {
    const productById = new Map(
      (await collections.collection<ProductDocument>('products').find({})).map((product) => [
        product._id,
        product,
      ]),
    );
    const leftCarts = (await collections.collection<CartDocument>('carts').find({})).flatMap((cart) => [
      ...cart.left,
      ...(cart.lines.length > 0 && until.getTime() - Date.parse(cart.lastChangeAt) > ABANDONED_AFTER_MS
        ? [{ at: cart.lastChangeAt, lines: cart.lines }]
        : []),
    ]);
    const total: CartAbandonmentRow = { product: ALL_PRODUCTS, carts: leftCarts.length, units: 0, value: 0 };
    const byProduct = new Map<string, CartAbandonmentRow>();
    for (const left of leftCarts) {
      const inThisCart = new Set<string>();
      for (const line of left.lines) {
        const product = productById.get(line.productId);
        const name = product?.name ?? line.productId;
        const value = line.quantity * unitPriceWhen(product, line, left.at);
        const row = byProduct.get(name) ?? { product: name, carts: 0, units: 0, value: 0 };
        if (!inThisCart.has(name)) row.carts += 1;
        inThisCart.add(name);
        row.units += line.quantity;
        row.value += value;
        byProduct.set(name, row);
        total.units += line.quantity;
        total.value += value;
      }
    }
    const ranked = [...byProduct.values()].sort(
      (a, b) => b.carts - a.carts || b.value - a.value || a.product.localeCompare(b.product),
    );
    return [total, ...ranked];
  },
};
