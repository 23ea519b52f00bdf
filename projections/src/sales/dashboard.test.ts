import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { dashboardProjection } from './dashboard';

const spec = projectionSpecification(dashboardProjection);
const placed = (orderId: string, paymentMethod: 'cod' | 'razorpay' = 'cod'): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    ...ashasOrder,
    orderId,
    paymentMethod,
    paymentStatus: paymentMethod === 'cod' ? 'unpaid' : 'pending',
  },
});
const captured = (orderId: string, gateway: 'cash' | 'razorpay' | 'test' = 'razorpay'): OrderEvent => ({
  type: 'PaymentCaptured',
  data: {
    orderId,
    customerId: 'c-asha',
    gateway,
    gatewayPaymentId: gateway === 'cash' ? null : `pay_${orderId}`,
    amount: 49_700,
    via: gateway === 'cash' ? 'delivery' : 'webhook',
  },
});
const cancelled = (orderId: string): OrderEvent => ({
  type: 'OrderCancelled',
  data: {
    orderId,
    customerId: 'c-asha',
    reason: 'Cancelled by customer',
    cancelledBy: 'customer',
    total: 49_700,
    couponCode: null,
  },
});
const refundRequested = (orderId: string, gateway: 'razorpay' | 'test'): OrderEvent => ({
  type: 'RefundRequested',
  data: {
    orderId,
    customerId: 'c-asha',
    refundId: `refund-pay_${orderId}`,
    gateway,
    gatewayPaymentId: `pay_${orderId}`,
    amount: 49_700,
    settles: null,
  },
});
const refunded = (orderId: string): OrderEvent => ({
  type: 'RefundCompleted',
  data: {
    orderId,
    customerId: 'c-asha',
    refundId: `refund-pay_${orderId}`,
    gatewayRefundId: 'rfnd_1',
    amount: 49_700,
  },
});

/** An order's revenue document with no counted refund. */
const uncounted = (orderId: string, held: number) => ({
  _id: orderId,
  held,
  cancelled: false,
  countedPayments: [] as string[],
  countedRefunds: {},
  completedRefunds: [] as string[],
});

/** The test events are recorded a minute apart from 2026-01-01 00:00 UTC: 05:30 on 1 January in India. */
const DAY = 'day-2026-01-01';

describe('the dashboard figures', () => {
  it('count every order placed, and revenue only once money is taken', async () => {
    await spec.given([placed('o-1'), placed('o-2', 'razorpay')]).thenReadModel({
      dashboard_figures: [
        { _id: DAY, orders: 2, revenue: 0, testModePayments: 0 },
        { _id: 'totals', orders: 2, revenue: 0, testModePayments: 0 },
      ],
    });
  });

  it('count online captures and cash collected at delivery as revenue', async () => {
    await spec
      .given([placed('o-1'), placed('o-2', 'razorpay'), captured('o-2'), captured('o-1', 'cash')])
      .thenReadModel({
        dashboard_figures: [
          { _id: DAY, orders: 2, revenue: 99_400, testModePayments: 0 },
          { _id: 'totals', orders: 2, revenue: 99_400, testModePayments: 0 },
        ],
      });
  });

  it('take back the revenue of a cancelled order once, however its money is given back', async () => {
    await spec
      .given([
        placed('o-1', 'razorpay'),
        captured('o-1'),
        cancelled('o-1'),
        refundRequested('o-1', 'razorpay'),
        refunded('o-1'),
        placed('o-2'),
        captured('o-2', 'cash'),
        cancelled('o-2'),
      ])
      .thenReadModel({
        dashboard_figures: [
          { _id: DAY, orders: 2, revenue: 0, testModePayments: 0 },
          { _id: 'totals', orders: 2, revenue: 0, testModePayments: 0 },
        ],
        dashboard_orders: [
          {
            _id: 'o-1',
            held: 0,
            cancelled: true,
            countedPayments: ['pay_o-1'],
            countedRefunds: { 'refund-pay_o-1': 49_700 },
            completedRefunds: ['refund-pay_o-1'],
          },
          { ...uncounted('o-2', 49_700), cancelled: true },
        ],
      });
  });

  it('count no test-mode payment as revenue, nor its refund, and say how many there were', async () => {
    await spec
      .given([
        placed('o-1', 'razorpay'),
        captured('o-1', 'test'),
        placed('o-2', 'razorpay'),
        captured('o-2'),
        placed('o-3', 'razorpay'),
        captured('o-3', 'test'),
        cancelled('o-3'),
        refundRequested('o-3', 'test'),
        refunded('o-3'),
      ])
      .thenReadModel({
        dashboard_figures: [
          { _id: DAY, orders: 3, revenue: 49_700, testModePayments: 2 },
          { _id: 'totals', orders: 3, revenue: 49_700, testModePayments: 2 },
        ],
        dashboard_orders: [
          uncounted('o-1', 0),
          { ...uncounted('o-2', 49_700), countedPayments: ['pay_o-2'] },
          { ...uncounted('o-3', 0), cancelled: true },
        ],
      });
  });

  it('still take a real refund off the revenue', async () => {
    await spec
      .given([
        placed('o-1', 'razorpay'),
        captured('o-1'),
        refundRequested('o-1', 'razorpay'),
        refunded('o-1'),
      ])
      .thenReadModel({
        dashboard_figures: [
          { _id: DAY, orders: 1, revenue: 0, testModePayments: 0 },
          { _id: 'totals', orders: 1, revenue: 0, testModePayments: 0 },
        ],
      });
  });

  it('take cash paid back by hand for a claim off the revenue', async () => {
    const paidBack: OrderEvent = {
      type: 'RefundPaidByHand',
      data: {
        orderId: 'o-1',
        customerId: 'c-asha',
        refundId: 'refund-claim-1',
        amount: 19_900,
        method: 'upi',
        reference: '412345678901',
        settles: 'claim-1',
      },
    };
    await spec.given([placed('o-1'), captured('o-1', 'cash'), paidBack]).thenReadModel({
      dashboard_figures: [
        { _id: DAY, orders: 1, revenue: 29_800, testModePayments: 0 },
        { _id: 'totals', orders: 1, revenue: 29_800, testModePayments: 0 },
      ],
    });
  });

  it("take nothing off for giving back a payment that was never the order's (another amount)", async () => {
    const mismatched: OrderEvent = {
      type: 'PaymentMismatched',
      data: {
        orderId: 'o-1',
        customerId: 'c-asha',
        gateway: 'razorpay',
        gatewayOrderId: 'order_1',
        gatewayPaymentId: 'pay_fee',
        amount: 50_873,
        currency: 'INR',
        expectedAmount: 49_700,
      },
    };
    const feeRefund = (type: 'RefundRequested' | 'RefundCompleted'): OrderEvent =>
      type === 'RefundRequested'
        ? {
            type,
            data: {
              orderId: 'o-1',
              customerId: 'c-asha',
              refundId: 'refund-pay_fee',
              gateway: 'razorpay',
              gatewayPaymentId: 'pay_fee',
              amount: 50_873,
              settles: null,
            },
          }
        : {
            type,
            data: {
              orderId: 'o-1',
              customerId: 'c-asha',
              refundId: 'refund-pay_fee',
              gatewayRefundId: 'rfnd_f',
              amount: 50_873,
            },
          };
    await spec
      .given([
        placed('o-1', 'razorpay'),
        mismatched,
        feeRefund('RefundRequested'),
        feeRefund('RefundCompleted'),
        captured('o-1'),
      ])
      .thenReadModel({
        dashboard_figures: [
          { _id: DAY, orders: 1, revenue: 49_700, testModePayments: 0 },
          { _id: 'totals', orders: 1, revenue: 49_700, testModePayments: 0 },
        ],
      });
  });

  it('put back a refund the bank returned after it completed', async () => {
    const returned: OrderEvent = {
      type: 'RefundFailed',
      data: {
        orderId: 'o-1',
        customerId: 'c-asha',
        refundId: 'refund-pay_o-1',
        reason: 'The bank returned it',
      },
    };
    await spec
      .given([
        placed('o-1', 'razorpay'),
        captured('o-1'),
        refundRequested('o-1', 'razorpay'),
        refunded('o-1'),
        returned,
      ])
      .thenReadModel({
        dashboard_figures: [
          { _id: DAY, orders: 1, revenue: 49_700, testModePayments: 0 },
          { _id: 'totals', orders: 1, revenue: 49_700, testModePayments: 0 },
        ],
      });
  });
});
