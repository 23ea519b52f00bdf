import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent, OrderStatus, PaymentMethod, PaymentStatus } from '@verdant/domain/sales/order';
import {
  evolvePayment,
  noPayment,
  type OrderPayment,
  type PaymentEvent,
  paidInTestMode,
  paymentEventTypes,
  paymentStatusOf,
} from '@verdant/domain/sales/order-payments';
import { isOnlineMethod } from '@verdant/domain/sales/payment-methods';
import { documentProjection, type Projection, type StoredDocument } from '@verdant/platform';

/**
 * An order as a row of the admin's orders list, with the fields its search, filter and sorts use, each
 * indexed: the customer's name lower-cased (sorting by customer), the id's first four characters (finding an
 * order by the start of its id), the status and the time it was placed. Personal fields are null once the
 * customer is erased.
 */
export interface AdminOrderRow extends StoredDocument {
  customerId: string;
  customerName: string | null;
  customerEmail: string | null;
  customerSortName: string | null;
  idPrefix: string;
  placedAt: string;
  itemCount: number;
  total: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  /** What the order knows of its money: the payment status follows from it, as on the order itself. */
  payment: OrderPayment;
  /** Paid through the test-mode gateway: no money was taken for it. */
  testMode: boolean;
}

/** How many characters of an order id the index holds: enough to find one order among millions by its start. */
export const ORDER_ID_PREFIX_LENGTH = 4;

type Handled = 'OrderPlaced' | 'OrderCancelled' | 'OrderStatusChanged' | PaymentEvent['type'];

const orderRows = documentProjection<OrderEvent | AccountEvent, AdminOrderRow, Handled>({
  name: 'admin-orders',
  // Version 3 derives the payment status from the order's payment, as the order itself does; version 4
  // keeps what each refund settles, and refunds paid back by hand.
  version: 4,
  collection: 'admin_orders',
  indexes: [
    { keys: { placedAt: -1 } },
    { keys: { total: -1 } },
    { keys: { customerSortName: 1, placedAt: -1 } },
    { keys: { status: 1 } },
    { keys: { customerId: 1 } },
    { keys: { idPrefix: 1 } },
  ],
  handles: ['OrderPlaced', 'OrderCancelled', 'OrderStatusChanged', ...paymentEventTypes],
  documentId: (event) => event.data.orderId,
  evolve(row, event) {
    if (event.type === 'OrderPlaced') {
      const { orderId, customerId, customer, lines, total, paymentMethod } = event.data;
      return {
        _id: orderId,
        customerId,
        customerName: customer?.fullName ?? null,
        customerEmail: customer?.email ?? null,
        customerSortName: customer?.fullName.toLowerCase() ?? null,
        idPrefix: orderId.slice(0, ORDER_ID_PREFIX_LENGTH).toLowerCase(),
        placedAt: event.metadata.at,
        itemCount: lines.reduce((count, line) => count + line.quantity, 0),
        total,
        paymentMethod,
        paymentStatus: event.data.paymentStatus,
        status: 'pending',
        payment: noPayment(),
        testMode: false,
      };
    }
    if (!row) return null;
    switch (event.type) {
      case 'OrderCancelled':
        return { ...row, status: 'cancelled' };
      case 'OrderStatusChanged':
        return { ...row, status: event.data.to };
      default: {
        const payment = evolvePayment(row.payment, event);
        const paymentStatus = paymentStatusOf(isOnlineMethod(row.paymentMethod), payment);
        return { ...row, payment, paymentStatus, testMode: paidInTestMode(payment) };
      }
    }
  },
});

/**
 * The admin's orders list. An erased customer's rows lose their personal fields at once (a rebuild reads
 * them as null anyway, the customer's key being gone); clearing them again is harmless, so replays are safe.
 */
export const adminOrdersProjection: Projection<OrderEvent | AccountEvent> = {
  ...orderRows,
  handles: [...orderRows.handles, 'AccountErased'],
  async apply(events, collections) {
    await orderRows.apply(events, collections);
    const rows = collections.collection<AdminOrderRow>('admin_orders');
    for (const event of events) {
      if (event.type !== 'AccountErased') continue;
      await rows.updateMany(
        { customerId: event.data.accountId },
        { $set: { customerName: null, customerEmail: null, customerSortName: null } },
      );
    }
  },
};
