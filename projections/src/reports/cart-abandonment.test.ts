import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { CartEvent } from '@verdant/domain/shopping/cart';
import { describe, it } from 'vitest';
import { created, monstera, priced } from '../catalog/products-test-events';
import { reportSpecification } from '../testing/report-specification';
import { ALL_PRODUCTS, cartAbandonmentReport } from './cart-abandonment';

const spec = reportSpecification(cartAbandonmentReport);
const HOUR = 60 * 60_000;
const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * HOUR).toISOString();
const product = (productId: string, name: string, price: number): ProductEvent =>
  created({ ...monstera, productId, slug: productId, name, basePrice: price, salePrice: null });
const add = (customerId: string, productId: string, quantity = 1): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, productId, variantId: null, quantity },
});
/** The order took every line the cart held: one of each plant named. */
const checkedOut = (customerId: string, ...productIds: string[]): CartEvent => ({
  type: 'CartCheckedOut',
  data: {
    customerId,
    orderId: `order-of-${customerId}`,
    lines: productIds.map((productId) => ({ productId, variantId: null, quantity: 1 })),
    couponCode: null,
  },
});

describe('the cart-abandonment report', () => {
  it('counts carts left with items for a day and more, valued at the prices of the time, most-left products first', async () => {
    await spec
      .given(
        [
          { event: product('fern', 'Boston Fern', 30_000), at: at(0) },
          { event: product('palm', 'Parlour Palm', 50_000), at: at(0) },
          // Asha orders within the day: not abandoned.
          { event: add('asha', 'fern'), at: at(1) },
          { event: checkedOut('asha', 'fern'), at: at(5) },
          // Ravi leaves two ferns and a palm, and never comes back.
          { event: add('ravi', 'fern', 2), at: at(2) },
          { event: add('ravi', 'palm'), at: at(3) },
          // The fern's price changes after Ravi left it: his cart is valued at the price he saw.
          { event: priced('fern', 35_000, null), at: at(10) },
          // Kavya leaves a fern, comes back two days later, adds a palm and orders: left once.
          { event: add('kavya', 'fern'), at: at(4) },
          { event: add('kavya', 'palm'), at: at(60) },
          { event: checkedOut('kavya', 'fern', 'palm'), at: at(61) },
          // Meera's fern was added only an hour before the report's end: not abandoned yet.
          { event: add('meera', 'fern'), at: at(99) },
        ],
        new Date(at(100)),
      )
      .thenRows([
        { product: ALL_PRODUCTS, carts: 2, units: 4, value: 140_000 },
        { product: 'Boston Fern', carts: 2, units: 3, value: 90_000 },
        { product: 'Parlour Palm', carts: 1, units: 1, value: 50_000 },
      ]);
  });
});
