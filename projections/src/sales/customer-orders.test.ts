import type { AccountEvent } from '@verdant/domain/identity/account';
import { type OrderEvent, orderDecider } from '@verdant/domain/sales/order';
import { noPayment } from '@verdant/domain/sales/order-payments';
import type { OrderRecord } from '@verdant/domain/sales/order-record';
import { ashaCancels, ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { customerOrdersProjection, customerViewOf } from './customer-orders';

const spec = projectionSpecification(customerOrdersProjection);
const placed = (orderId = 'o-1'): OrderEvent => ({ type: 'OrderPlaced', data: { ...ashasOrder, orderId } });
const { addressId: _addressId, ...placedFields } = ashasOrder;
/** Asha's order as its record stands after the given changes; placed at the first event's time. */
const ashasOrderRecord = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  ...placedFields,
  status: 'pending',
  trackingNumber: null,
  cancelledBy: null,
  cancellationReason: null,
  payment: noPayment(),
  claims: [],
  returns: [],
  placedAt: recordedAt(0),
  itemCount: 2,
  testMode: false,
  cancelledAt: null,
  updatedAt: overrides.placedAt ?? recordedAt(0),
  ...overrides,
});

describe('customer orders read model', () => {
  it("keeps each customer's orders in their own document, as placed", async () => {
    await spec
      .given([
        placed('o-1'),
        { type: 'OrderPlaced', data: { ...ashasOrder, orderId: 'o-2', customerId: 'c-ravi' } },
      ])
      .thenReadModel({
        customer_orders: [
          { _id: 'c-asha', orders: [ashasOrderRecord()] },
          {
            _id: 'c-ravi',
            orders: [ashasOrderRecord({ orderId: 'o-2', customerId: 'c-ravi', placedAt: recordedAt(1) })],
          },
        ],
      });
  });

  it('shows a cancellation with its reason and time, and the shop moving an order along with its tracking number', async () => {
    await spec
      .given([
        placed('o-1'),
        placed('o-2'),
        ashaCancels,
        {
          type: 'OrderStatusChanged',
          data: { orderId: 'o-2', customerId: 'c-asha', from: 'pending', to: 'shipped' },
        },
        {
          type: 'TrackingNumberSet',
          data: { orderId: 'o-2', customerId: 'c-asha', trackingNumber: 'DTDC123456789IN' },
        },
      ])
      .thenReadModel({
        customer_orders: [
          {
            _id: 'c-asha',
            orders: [
              ashasOrderRecord({
                status: 'cancelled',
                cancelledAt: recordedAt(2),
                cancelledBy: 'customer',
                cancellationReason: 'Cancelled by customer',
                updatedAt: recordedAt(2),
              }),
              ashasOrderRecord({
                orderId: 'o-2',
                placedAt: recordedAt(1),
                status: 'shipped',
                trackingNumber: 'DTDC123456789IN',
                updatedAt: recordedAt(4),
              }),
            ],
          },
        ],
      });
  });

  it("forgets the addresses of an erased customer's orders and keeps the orders", async () => {
    const erased: AccountEvent = { type: 'AccountErased', data: { accountId: 'c-asha' } };
    await spec.given([placed('o-1'), erased]).thenReadModel({
      customer_orders: [
        { _id: 'c-asha', orders: [ashasOrderRecord({ customer: null, shippingAddress: null })] },
      ],
    });
    await spec.given([erased]).thenReadModel({ customer_orders: [] });
  });

  it('follows the payment of an order paid online, and the refunds of a cancelled one', async () => {
    const ids = { orderId: 'o-1', customerId: 'c-asha' };
    const online: OrderEvent = {
      type: 'OrderPlaced',
      data: { ...ashasOrder, paymentMethod: 'razorpay', paymentStatus: 'pending' },
    };
    const history: OrderEvent[] = [
      online,
      {
        type: 'PaymentInitiated',
        data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R1', amount: 49_700 },
      },
      {
        type: 'PaymentCaptured',
        data: { ...ids, gateway: 'razorpay', gatewayPaymentId: 'pay_1', amount: 49_700, via: 'callback' },
      },
      ashaCancels,
      {
        type: 'RefundRequested',
        data: {
          ...ids,
          refundId: 'refund-pay_1',
          gateway: 'razorpay',
          gatewayPaymentId: 'pay_1',
          amount: 49_700,
          settles: null,
        },
      },
      {
        type: 'RefundCompleted',
        data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1', amount: 49_700 },
      },
    ];
    const payment = history.reduce(orderDecider.evolve, orderDecider.initialState())!.payment;
    await spec.given(history.slice(0, 3)).thenReadModel({
      customer_orders: [
        {
          _id: 'c-asha',
          orders: [
            ashasOrderRecord({
              paymentMethod: 'razorpay',
              paymentStatus: 'paid',
              payment: history.slice(0, 3).reduce(orderDecider.evolve, orderDecider.initialState())!.payment,
              updatedAt: recordedAt(2),
            }),
          ],
        },
      ],
    });
    await spec.given(history).thenReadModel({
      customer_orders: [
        {
          _id: 'c-asha',
          orders: [
            ashasOrderRecord({
              paymentMethod: 'razorpay',
              paymentStatus: 'refunded',
              status: 'cancelled',
              cancelledAt: recordedAt(3),
              cancelledBy: 'customer',
              cancellationReason: 'Cancelled by customer',
              payment,
              updatedAt: recordedAt(5),
            }),
          ],
        },
      ],
    });
  });

  it("shows the customer their order without what is the shop's alone: the contact, who cancelled, the payment", () => {
    const record = ashasOrderRecord({
      status: 'cancelled',
      cancelledAt: recordedAt(3),
      cancelledBy: 'admin',
      cancellationReason: 'Out of stock',
      payment: {
        ...noPayment(),
        refunds: [
          {
            refundId: 'refund-pay_1',
            gateway: 'razorpay',
            gatewayPaymentId: 'pay_1',
            amount: 49_700,
            status: 'requested',
            gatewayRefundId: null,
            settles: null,
          },
        ],
      },
    });
    const { customerId: _customerId, customer: _customer, ...whatTheCustomerSees } = placedFields;
    expect(customerViewOf(record)).toEqual({
      ...whatTheCustomerSees,
      status: 'cancelled',
      placedAt: recordedAt(0),
      itemCount: 2,
      cancelledAt: recordedAt(3),
      cancellationReason: 'Out of stock',
      trackingNumber: null,
      refunds: [{ refundId: 'refund-pay_1', amount: 49_700, status: 'requested' }],
    });
  });
});
