import type { OrderEvent } from '@verdant/domain/sales/order';
import { isTestMode } from '@verdant/domain/sales/order-payments';
import { documentProjection, type StoredDocument } from '@verdant/platform';
import type { Report } from './report';

/**
 * An order as this report weighs it: its coupon, discount and total, whether it was cancelled, and whether it
 * was paid in test mode (no money taken, so it weighs nothing).
 */
interface CouponOrder extends StoredDocument {
  couponCode: string | null;
  discount: number;
  total: number;
  cancelled: boolean;
  testMode: boolean;
}

export interface CouponEffectivenessRow {
  code: string;
  redemptions: number;
  releasedClaims: number;
  discountGiven: number;
  revenue: number;
  averageOrderWith: number | null;
  averageOrderWithout: number | null;
}

const orders = documentProjection<
  OrderEvent,
  CouponOrder,
  'OrderPlaced' | 'OrderCancelled' | 'PaymentCaptured'
>({
  name: 'report-coupon-effectiveness',
  version: 2,
  collection: 'orders',
  handles: ['OrderPlaced', 'OrderCancelled', 'PaymentCaptured'],
  documentId: (event) => event.data.orderId,
  evolve(order, event) {
    if (event.type === 'OrderCancelled') return order && { ...order, cancelled: true };
    if (event.type === 'PaymentCaptured')
      return order && { ...order, testMode: order.testMode || isTestMode(event.data.gateway) };
    const { orderId, couponCode, discount, total } = event.data;
    return { _id: orderId, couponCode, discount, total, cancelled: false, testMode: false };
  },
});

const average = (sum: number, count: number) => (count === 0 ? null : Math.round(sum / count));

/**
 * Per coupon: orders placed with it (redemptions), those cancelled (their claim released), the discount given
 * and the revenue of the orders kept, and the average order value with the coupon next to that of orders
 * with no coupon at all. Orders paid in test mode are left out.
 */
export const couponEffectivenessReport: Report<CouponEffectivenessRow, OrderEvent> = {
  name: 'coupon-effectiveness',
  description:
    'Per coupon: redemptions, released claims, discount given, revenue, average order value with and without it',
  projection: orders,
  columns: [
    { header: 'Coupon', kind: 'text', value: (row) => row.code },
    { header: 'Redemptions', kind: 'integer', value: (row) => row.redemptions },
    { header: 'Released claims', kind: 'integer', value: (row) => row.releasedClaims },
    { header: 'Discount given (₹)', kind: 'rupees', value: (row) => row.discountGiven },
    { header: 'Revenue (₹)', kind: 'rupees', value: (row) => row.revenue },
    { header: 'Average order with it (₹)', kind: 'rupees', value: (row) => row.averageOrderWith },
    { header: 'Average order without a coupon (₹)', kind: 'rupees', value: (row) => row.averageOrderWithout },
  ],
  async rows(collections) {
    const all = await collections.collection<CouponOrder>('orders').find({ testMode: false });
    const withoutCoupon = all.filter((order) => order.couponCode === null && !order.cancelled);
    const averageOrderWithout = average(
      withoutCoupon.reduce((sum, order) => sum + order.total, 0),
      withoutCoupon.length,
    );
    const byCode = new Map<string, CouponOrder[]>();
    for (const order of all)
      if (order.couponCode !== null)
        byCode.set(order.couponCode, [...(byCode.get(order.couponCode) ?? []), order]);
    return [...byCode.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, used]) => {
        const kept = used.filter((order) => !order.cancelled);
        const revenue = kept.reduce((sum, order) => sum + order.total, 0);
        return {
          code,
          redemptions: used.length,
          releasedClaims: used.length - kept.length,
          discountGiven: kept.reduce((sum, order) => sum + order.discount, 0),
          revenue,
          averageOrderWith: average(revenue, kept.length),
          averageOrderWithout,
        };
      });
  },
};
