import type { AccountEvent } from '@verdant/domain/identity/account';
import type {
  OrderEvent,
  OrderLine,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShippingAddress,
} from '@verdant/domain/sales/order';
import {
  evolvePayment,
  noPayment,
  type OrderPayment,
  type PaymentEvent,
  paymentEventTypes,
  paymentStatusOf,
} from '@verdant/domain/sales/order-payments';
import { isOnlineMethod } from '@verdant/domain/sales/payment-methods';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import { documentProjection } from '../document-projection';

/** One order as its customer sees it in /account and on /order/{id}. */
export interface CustomerOrderView {
  orderId: string;
  status: OrderStatus;
  placedAt: string;
  lines: OrderLine[];
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Null once the customer's personal data is erased. */
  shippingAddress: ShippingAddress | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  /** The courier's number for the parcel, once the shop has set it. */
  trackingNumber: string | null;
  /** Money given back for the order, each with how it stands. */
  refunds: { refundId: string; amount: number; status: 'requested' | 'completed' | 'failed' }[];
  /** What the order's payment status follows from. */
  payment: OrderPayment;
}

/** A customer's orders, oldest first; the `_id` is the customer's id, so a customer only ever reads their own. */
export interface CustomerOrdersView extends StoredDocument {
  orders: CustomerOrderView[];
}

type Handled =
  | 'OrderPlaced'
  | 'OrderCancelled'
  | 'OrderStatusChanged'
  | 'TrackingNumberSet'
  | 'AccountErased'
  | PaymentEvent['type'];

export const customerOrdersProjection = documentProjection<
  OrderEvent | AccountEvent,
  CustomerOrdersView,
  Handled
>({
  name: 'customer-orders',
  // Version 2 follows the orders' payments and refunds; version 3 their tracking numbers; version 4 payment
  // attempts, cancelled and mismatched payments, and refunds the gateway accepted.
  version: 4,
  collection: 'customer_orders',
  handles: [
    'OrderPlaced',
    'OrderCancelled',
    'OrderStatusChanged',
    'TrackingNumberSet',
    'AccountErased',
    ...paymentEventTypes,
  ],
  documentId: (event) => (event.type === 'AccountErased' ? event.data.accountId : event.data.customerId),
  evolve(customer, event, customerId) {
    const orders = customer?.orders ?? [];
    const withOrders = (changed: CustomerOrderView[]) => ({ _id: customerId, orders: changed });
    const changing = (orderId: string, change: (order: CustomerOrderView) => CustomerOrderView) =>
      withOrders(orders.map((order) => (order.orderId === orderId ? change(order) : order)));
    switch (event.type) {
      case 'OrderPlaced': {
        const { orderId, lines, subtotal, discount, shipping, total, couponCode, shippingAddress } =
          event.data;
        return withOrders([
          ...orders,
          {
            orderId,
            status: 'pending',
            placedAt: event.metadata.at,
            lines,
            itemCount: lines.reduce((count, line) => count + line.quantity, 0),
            subtotal,
            discount,
            shipping,
            total,
            couponCode,
            paymentMethod: event.data.paymentMethod,
            paymentStatus: event.data.paymentStatus,
            shippingAddress,
            cancelledAt: null,
            cancellationReason: null,
            trackingNumber: null,
            refunds: [],
            payment: noPayment(),
          },
        ]);
      }
      case 'OrderCancelled':
        return changing(event.data.orderId, (order) => ({
          ...order,
          status: 'cancelled',
          cancelledAt: event.metadata.at,
          cancellationReason: event.data.reason,
        }));
      case 'OrderStatusChanged':
        return changing(event.data.orderId, (order) => ({ ...order, status: event.data.to }));
      case 'TrackingNumberSet':
        return changing(event.data.orderId, (order) => ({
          ...order,
          trackingNumber: event.data.trackingNumber,
        }));
      case 'AccountErased':
        return customer && withOrders(orders.map((order) => ({ ...order, shippingAddress: null })));
      default:
        return changing(event.data.orderId, (order) => {
          const payment = evolvePayment(order.payment, event);
          return {
            ...order,
            payment,
            paymentStatus: paymentStatusOf(isOnlineMethod(order.paymentMethod), payment),
            refunds: payment.refunds.map(({ refundId, amount, status }) => ({ refundId, amount, status })),
          };
        });
    }
  },
});
