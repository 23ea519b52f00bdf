import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { type PaymentEvent, paymentEventTypes } from '@verdant/domain/sales/order-payments';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** A customer's orders, oldest first, each as the order's own record; the `_id` is the customer's id. */
export interface CustomerOrdersView extends StoredDocument {
  orders: OrderRecord[];
}

/** One order as its customer sees it in /account and on /order/{id}: a view of the order's record. */
export function customerViewOf(record: OrderRecord) {
  const { orderId, status, placedAt, lines, itemCount, subtotal, discount, shipping, total } = record;
  return {
    orderId,
    status,
    placedAt,
    lines,
    itemCount,
    subtotal,
    discount,
    shipping,
    total,
    couponCode: record.couponCode,
    paymentMethod: record.paymentMethod,
    paymentStatus: record.paymentStatus,
    shippingAddress: record.shippingAddress,
    cancelledAt: record.cancelledAt,
    cancellationReason: record.cancellationReason,
    trackingNumber: record.trackingNumber,
    /** The claim this free order replaces plants for, and the order it was on. */
    replacementFor: record.replacementFor,
    /** Money given back for the order, each with how it stands. */
    refunds: record.payment.refunds.map(({ refundId, amount, status }) => ({ refundId, amount, status })),
  };
}

export type CustomerOrderView = ReturnType<typeof customerViewOf>;

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
  // attempts, cancelled and mismatched payments, and refunds the gateway accepted; version 5 keeps each
  // order's whole record, folded as the order itself folds it; version 6 records carry the order's claims;
  // version 7 the claim a replacement order replaces plants for, and refunds paid back by hand.
  version: 7,
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
    const withOrders = (changed: OrderRecord[]) => ({ _id: customerId, orders: changed });
    if (event.type === 'AccountErased') {
      return (
        customer && withOrders(orders.map((order) => ({ ...order, customer: null, shippingAddress: null })))
      );
    }
    if (event.type === 'OrderPlaced') {
      const placed = evolveOrderRecord(null, event);
      return placed ? withOrders([...orders, placed]) : customer;
    }
    const { orderId } = event.data;
    return withOrders(
      orders.map((order) => (order.orderId === orderId ? (evolveOrderRecord(order, event) ?? order) : order)),
    );
  },
});
