import type { CategoryEvent } from '@verdant/domain/catalog/category';
import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { OrderEvent, OrderLine } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { describe, expect, it } from 'vitest';
import { created, monstera } from '../catalog/products-test-events';
import { reportSpecification } from '../testing/report-specification';
import { discountShares, salesByCategoryReport } from './sales-by-category';

const spec = reportSpecification(salesByCategoryReport);
const category = (categoryId: string, name: string): CategoryEvent => ({
  type: 'CategoryCreated',
  data: { categoryId, name, slug: categoryId, description: null, imageUrl: null },
});
const product = (productId: string, categoryId: string | null): ProductEvent =>
  created({ ...monstera, productId, slug: productId, categoryId });
const moved = (productId: string, categoryId: string): ProductEvent => {
  const { name, botanicalName, description, careGuide, tags, seoTitle, metaDescription } = monstera;
  const details = { name, botanicalName, description, careGuide, tags, seoTitle, metaDescription };
  return {
    type: 'ProductDetailsEdited',
    data: { productId, slug: productId, ...details, categoryId, previousSlug: productId },
  };
};
const line = (productId: string, quantity: number, unitPrice: number): OrderLine => ({
  productId,
  variantId: null,
  productName: productId,
  variantName: null,
  unitPrice,
  quantity,
  lineTotal: unitPrice * quantity,
  onSale: false,
});
const order = (orderId: string, lines: OrderLine[], discount = 0): OrderEvent => {
  const subtotal = lines.reduce((sum, each) => sum + each.lineTotal, 0);
  return {
    type: 'OrderPlaced',
    data: { ...ashasOrder, orderId, lines, subtotal, discount, shipping: 0, total: subtotal - discount },
  };
};
const cancelled = (orderId: string): OrderEvent => ({
  type: 'OrderCancelled',
  data: {
    orderId,
    customerId: 'c-asha',
    reason: 'Cancelled by customer',
    cancelledBy: 'customer',
    total: 0,
    couponCode: null,
  },
});

describe('the sales-by-category report', () => {
  it('counts each order once per category and day, with units, gross, its discount shared by line, and net', async () => {
    await spec
      .given([
        { event: category('ferns', 'Ferns'), at: '2026-01-01T00:00:00Z' },
        { event: category('palms', 'Palms'), at: '2026-01-01T00:00:00Z' },
        { event: product('boston-fern', 'ferns'), at: '2026-01-01T00:00:00Z' },
        { event: product('maidenhair', 'ferns'), at: '2026-01-01T00:00:00Z' },
        { event: product('parlour-palm', 'palms'), at: '2026-01-01T00:00:00Z' },
        // 10:00 IST on 2 January.
        {
          event: order(
            'o-1',
            [line('boston-fern', 2, 30_000), line('maidenhair', 1, 20_000), line('parlour-palm', 1, 20_000)],
            10_000,
          ),
          at: '2026-01-02T04:30:00Z',
        },
        // 23:30 IST on 2 January is still 2 January in the shop's days.
        { event: order('o-2', [line('parlour-palm', 1, 20_000)]), at: '2026-01-02T18:00:00Z' },
        // 00:30 IST on 3 January.
        { event: order('o-3', [line('boston-fern', 1, 30_000)]), at: '2026-01-02T19:00:00Z' },
      ])
      .thenRows([
        {
          day: '2026-01-02',
          category: 'Ferns',
          orders: 1,
          units: 3,
          gross: 80_000,
          discounts: 8_000,
          net: 72_000,
        },
        {
          day: '2026-01-02',
          category: 'Palms',
          orders: 2,
          units: 2,
          gross: 40_000,
          discounts: 2_000,
          net: 38_000,
        },
        {
          day: '2026-01-03',
          category: 'Ferns',
          orders: 1,
          units: 1,
          gross: 30_000,
          discounts: 0,
          net: 30_000,
        },
      ]);
  });

  it('counts a sale in the category the product was in when sold, leaves out cancelled orders, and names the uncategorised', async () => {
    await spec
      .given([
        { event: category('ferns', 'Ferns'), at: '2026-01-01T00:00:00Z' },
        { event: category('gifts', 'Gifts'), at: '2026-01-01T00:00:00Z' },
        { event: product('boston-fern', 'ferns'), at: '2026-01-01T00:00:00Z' },
        { event: product('mystery', null), at: '2026-01-01T00:00:00Z' },
        { event: order('o-1', [line('boston-fern', 1, 30_000)]), at: '2026-01-02T04:30:00Z' },
        { event: moved('boston-fern', 'gifts'), at: '2026-01-03T04:30:00Z' },
        {
          event: order('o-2', [line('boston-fern', 1, 30_000), line('mystery', 1, 10_000)]),
          at: '2026-01-04T04:30:00Z',
        },
        { event: order('o-3', [line('boston-fern', 5, 30_000)]), at: '2026-01-04T05:30:00Z' },
        { event: cancelled('o-3'), at: '2026-01-04T06:30:00Z' },
      ])
      .thenRows([
        {
          day: '2026-01-02',
          category: 'Ferns',
          orders: 1,
          units: 1,
          gross: 30_000,
          discounts: 0,
          net: 30_000,
        },
        {
          day: '2026-01-04',
          category: 'Gifts',
          orders: 1,
          units: 1,
          gross: 30_000,
          discounts: 0,
          net: 30_000,
        },
        {
          day: '2026-01-04',
          category: 'Uncategorised',
          orders: 1,
          units: 1,
          gross: 10_000,
          discounts: 0,
          net: 10_000,
        },
      ]);
  });

  it('leaves out orders paid through the test-mode gateway, which took no money', async () => {
    const paidBy = (orderId: string, gateway: 'test' | 'razorpay'): OrderEvent => ({
      type: 'PaymentCaptured',
      data: {
        orderId,
        customerId: 'c-asha',
        gateway,
        gatewayPaymentId: `${gateway}_pay_${orderId}`,
        amount: 30_000,
        via: 'callback',
      },
    });
    await spec
      .given([
        { event: category('ferns', 'Ferns'), at: '2026-01-01T00:00:00Z' },
        { event: product('boston-fern', 'ferns'), at: '2026-01-01T00:00:00Z' },
        { event: order('o-1', [line('boston-fern', 1, 30_000)]), at: '2026-01-02T04:30:00Z' },
        { event: paidBy('o-1', 'test'), at: '2026-01-02T04:31:00Z' },
        { event: order('o-2', [line('boston-fern', 1, 30_000)]), at: '2026-01-02T05:30:00Z' },
        { event: paidBy('o-2', 'razorpay'), at: '2026-01-02T05:31:00Z' },
      ])
      .thenRows([
        {
          day: '2026-01-02',
          category: 'Ferns',
          orders: 1,
          units: 1,
          gross: 30_000,
          discounts: 0,
          net: 30_000,
        },
      ]);
  });

  it('shares a discount over lines in whole paise that add up to it exactly', () => {
    expect(discountShares([{ lineTotal: 100 }, { lineTotal: 100 }, { lineTotal: 100 }], 100)).toEqual([
      34, 33, 33,
    ]);
    expect(discountShares([{ lineTotal: 0 }], 0)).toEqual([0]);
    expect(discountShares([{ lineTotal: 59_900 }, { lineTotal: 19_900 }], 7_980)).toEqual([5_990, 1_990]);
  });
});
