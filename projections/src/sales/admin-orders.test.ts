import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { describe, it } from 'vitest';
import { projectionSpecification, recordedAt } from '../testing/projection-specification';
import { type AdminOrderRow, adminOrdersProjection } from './admin-orders';

const spec = projectionSpecification(adminOrdersProjection);
const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const ids = { orderId: ORDER_ID, customerId: 'c-asha' };
const placed = (overrides: Partial<typeof ashasOrder> = {}): OrderEvent => ({
  type: 'OrderPlaced',
  data: { ...ashasOrder, orderId: ORDER_ID, ...overrides },
});
const ashasRow = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  _id: ORDER_ID,
  customerId: 'c-asha',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  customerSortName: 'asha rao',
  idPrefix: '1a2b',
  placedAt: recordedAt(0),
  itemCount: 2,
  total: 49_700,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  status: 'pending',
  captured: 0,
  refunded: 0,
  testMode: false,
  ...overrides,
});

describe("the admin's orders list", () => {
  it('has a row per order, with what its search, filter and sorts need', async () => {
    await spec.given([placed()]).thenReadModel({ admin_orders: [ashasRow()] });
  });

  it('follows the status, and the payment of cash collected at delivery', async () => {
    await spec
      .given([
        placed(),
        { type: 'OrderStatusChanged', data: { ...ids, from: 'pending', to: 'delivered' } },
        {
          type: 'PaymentCaptured',
          data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: 49_700, via: 'delivery' },
        },
      ])
      .thenReadModel({
        admin_orders: [ashasRow({ status: 'delivered', paymentStatus: 'paid', captured: 49_700 })],
      });
  });

  it('shows an online order paid, then cancelled and refunded', async () => {
    await spec
      .given([
        placed({ paymentMethod: 'card', paymentStatus: 'pending' }),
        {
          type: 'PaymentCaptured',
          data: { ...ids, gateway: 'stripe', gatewayPaymentId: 'ch_1', amount: 49_700, via: 'webhook' },
        },
        {
          type: 'OrderCancelled',
          data: {
            ...ids,
            reason: 'Cancelled by customer',
            cancelledBy: 'customer',
            total: 49_700,
            couponCode: null,
          },
        },
        {
          type: 'RefundCompleted',
          data: { ...ids, refundId: 'refund-ch_1', gatewayRefundId: 're_1', amount: 49_700 },
        },
      ])
      .thenReadModel({
        admin_orders: [
          ashasRow({
            paymentMethod: 'card',
            paymentStatus: 'refunded',
            status: 'cancelled',
            captured: 49_700,
            refunded: 49_700,
          }),
        ],
      });
  });

  it('marks an order paid through the test-mode gateway as test mode, and only that one', async () => {
    const capturedBy = (gateway: 'test' | 'razorpay'): OrderEvent => ({
      type: 'PaymentCaptured',
      data: { ...ids, gateway, gatewayPaymentId: `${gateway}_pay_1`, amount: 49_700, via: 'callback' },
    });
    const paid = { paymentMethod: 'razorpay', paymentStatus: 'paid', captured: 49_700 } as const;
    const awaiting = { paymentMethod: 'razorpay', paymentStatus: 'pending' } as const;
    await spec.given([placed(awaiting), capturedBy('test')]).thenReadModel({
      admin_orders: [ashasRow({ ...paid, testMode: true })],
    });
    await spec.given([placed(awaiting), capturedBy('razorpay')]).thenReadModel({
      admin_orders: [ashasRow(paid)],
    });
  });

  it("clears an erased customer's personal fields and keeps the order", async () => {
    const erased: AccountEvent = { type: 'AccountErased', data: { accountId: 'c-asha' } };
    await spec.given([placed(), erased]).thenReadModel({
      admin_orders: [ashasRow({ customerName: null, customerEmail: null, customerSortName: null })],
    });
  });
});
