import type { OrderEvent } from '@verdant/domain/sales/order';
import { describe, it } from 'vitest';
import { cancelledOrder, placedOrder } from '../testing/order-report-events';
import { reportSpecification } from '../testing/report-specification';
import { couponEffectivenessReport } from './coupon-effectiveness';

const spec = reportSpecification(couponEffectivenessReport);
const at = (minute: number) => new Date(Date.UTC(2026, 0, 2, 4, minute)).toISOString();
const paidInTestMode = (orderId: string, amount: number): OrderEvent => ({
  type: 'PaymentCaptured',
  data: {
    orderId,
    customerId: 'c-asha',
    gateway: 'test',
    gatewayPaymentId: `test_pay_${orderId}`,
    amount,
    via: 'callback',
  },
});

describe('the coupon-effectiveness report', () => {
  it('weighs each coupon: redemptions, released claims, discount and revenue kept, average order with and without', async () => {
    await spec
      .given([
        { event: placedOrder('o-1', 90_000, { code: 'GREEN10', discount: 10_000 }), at: at(0) },
        { event: placedOrder('o-2', 45_000, { code: 'GREEN10', discount: 5_000 }), at: at(1) },
        { event: placedOrder('o-3', 27_000, { code: 'GREEN10', discount: 3_000 }), at: at(2) },
        { event: cancelledOrder('o-3', 27_000, 'customer', 'Cancelled by customer', 'GREEN10'), at: at(3) },
        { event: placedOrder('o-4', 50_000, { code: 'FLAT100', discount: 10_000 }), at: at(4) },
        { event: placedOrder('o-5', 30_000), at: at(5) },
        { event: placedOrder('o-6', 40_000), at: at(6) },
        { event: placedOrder('o-7', 99_000), at: at(7) },
        { event: cancelledOrder('o-7', 99_000), at: at(8) },
      ])
      .thenRows([
        {
          code: 'FLAT100',
          redemptions: 1,
          releasedClaims: 0,
          discountGiven: 10_000,
          revenue: 50_000,
          averageOrderWith: 50_000,
          averageOrderWithout: 35_000,
        },
        {
          code: 'GREEN10',
          redemptions: 3,
          releasedClaims: 1,
          discountGiven: 15_000,
          revenue: 135_000,
          averageOrderWith: 67_500,
          averageOrderWithout: 35_000,
        },
      ]);
  });

  it('leaves out orders paid through the test-mode gateway, with or without a coupon', async () => {
    await spec
      .given([
        { event: placedOrder('o-1', 90_000, { code: 'GREEN10', discount: 10_000 }), at: at(0) },
        { event: placedOrder('o-2', 45_000, { code: 'GREEN10', discount: 5_000 }), at: at(1) },
        { event: paidInTestMode('o-2', 45_000), at: at(2) },
        { event: placedOrder('o-3', 30_000), at: at(3) },
        { event: placedOrder('o-4', 80_000), at: at(4) },
        { event: paidInTestMode('o-4', 80_000), at: at(5) },
      ])
      .thenRows([
        {
          code: 'GREEN10',
          redemptions: 1,
          releasedClaims: 0,
          discountGiven: 10_000,
          revenue: 90_000,
          averageOrderWith: 90_000,
          averageOrderWithout: 30_000,
        },
      ]);
  });
});
