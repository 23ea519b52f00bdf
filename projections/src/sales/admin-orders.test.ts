import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent } from '@verdant/domain/sales/order';
import {
  evolvePayment,
  noPayment,
  type PaymentEvent,
  paymentEvents,
} from '@verdant/domain/sales/order-payments';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
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
  payment: noPayment(),
  testMode: false,
  ...overrides,
});

/** The order's payment after these events, as the order itself folds it. */
const paymentAfter = (events: OrderEvent[]) =>
  events.reduce(
    (payment, event) => (isPaymentEvent(event) ? evolvePayment(payment, event) : payment),
    noPayment(),
  );
const isPaymentEvent = (event: OrderEvent): event is PaymentEvent =>
  paymentEvents.some((definition) => definition.type === event.type);

describe("the admin's orders list", () => {
  it('has a row per order, with what its search, filter and sorts need', async () => {
    await spec.given([placed()]).thenReadModel({ admin_orders: [ashasRow()] });
  });

  it('follows the status, and the payment of cash collected at delivery', async () => {
    const collected: OrderEvent = {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: 49_700, via: 'delivery' },
    };
    await spec
      .given([
        placed(),
        { type: 'OrderStatusChanged', data: { ...ids, from: 'pending', to: 'delivered' } },
        collected,
      ])
      .thenReadModel({
        admin_orders: [
          ashasRow({ status: 'delivered', paymentStatus: 'paid', payment: paymentAfter([collected]) }),
        ],
      });
  });

  it('shows an online order paid, then cancelled and refunded', async () => {
    const events: OrderEvent[] = [
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
        type: 'RefundRequested',
        data: {
          ...ids,
          refundId: 'refund-ch_1',
          gateway: 'stripe',
          gatewayPaymentId: 'ch_1',
          amount: 49_700,
          settles: null,
        },
      },
      {
        type: 'RefundCompleted',
        data: { ...ids, refundId: 'refund-ch_1', gatewayRefundId: 're_1', amount: 49_700 },
      },
    ];
    await spec.given(events).thenReadModel({
      admin_orders: [
        ashasRow({
          paymentMethod: 'card',
          paymentStatus: 'refunded',
          status: 'cancelled',
          payment: paymentAfter(events),
        }),
      ],
    });
  });

  it('marks an order paid through the test-mode gateway as test mode, and only that one', async () => {
    const capturedBy = (gateway: 'test' | 'razorpay'): OrderEvent => ({
      type: 'PaymentCaptured',
      data: { ...ids, gateway, gatewayPaymentId: `${gateway}_pay_1`, amount: 49_700, via: 'callback' },
    });
    const paid = { paymentMethod: 'razorpay', paymentStatus: 'paid' } as const;
    const awaiting = { paymentMethod: 'razorpay', paymentStatus: 'pending' } as const;
    await spec.given([placed(awaiting), capturedBy('test')]).thenReadModel({
      admin_orders: [ashasRow({ ...paid, testMode: true, payment: paymentAfter([capturedBy('test')]) })],
    });
    await spec.given([placed(awaiting), capturedBy('razorpay')]).thenReadModel({
      admin_orders: [ashasRow({ ...paid, payment: paymentAfter([capturedBy('razorpay')]) })],
    });
  });

  it('keeps an order paid when a payment in another amount was given back', async () => {
    const events: OrderEvent[] = [
      placed({ paymentMethod: 'razorpay', paymentStatus: 'pending' }),
      {
        type: 'PaymentMismatched',
        data: {
          ...ids,
          gateway: 'razorpay',
          gatewayOrderId: 'order_1',
          gatewayPaymentId: 'pay_fee',
          amount: 50_873,
          currency: 'INR',
          expectedAmount: 49_700,
        },
      },
      {
        type: 'RefundRequested',
        data: {
          ...ids,
          refundId: 'refund-pay_fee',
          gateway: 'razorpay',
          gatewayPaymentId: 'pay_fee',
          amount: 50_873,
          settles: null,
        },
      },
      {
        type: 'RefundCompleted',
        data: { ...ids, refundId: 'refund-pay_fee', gatewayRefundId: 'rfnd_f', amount: 50_873 },
      },
      {
        type: 'PaymentCaptured',
        data: { ...ids, gateway: 'razorpay', gatewayPaymentId: 'pay_1', amount: 49_700, via: 'webhook' },
      },
    ];
    await spec.given(events).thenReadModel({
      admin_orders: [
        ashasRow({ paymentMethod: 'razorpay', paymentStatus: 'paid', payment: paymentAfter(events) }),
      ],
    });
  });

  it('shows an order with nothing to pay (₹0) paid from its placing, with no money taken', async () => {
    const free = { total: 0, discount: 49_700, couponCode: 'GREEN100' } as const;
    const nothingTaken: OrderEvent = {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'none', gatewayPaymentId: null, amount: 0, via: 'placement' },
    };
    await spec
      .given([placed({ ...free, paymentMethod: 'none', paymentStatus: 'paid' }), nothingTaken])
      .thenReadModel({
        admin_orders: [
          ashasRow({
            total: 0,
            paymentMethod: 'none',
            paymentStatus: 'paid',
            payment: paymentAfter([nothingTaken]),
          }),
        ],
      });
  });

  it("clears an erased customer's personal fields and keeps the order", async () => {
    const erased: AccountEvent = { type: 'AccountErased', data: { accountId: 'c-asha' } };
    await spec.given([placed(), erased]).thenReadModel({
      admin_orders: [ashasRow({ customerName: null, customerEmail: null, customerSortName: null })],
    });
  });
});
