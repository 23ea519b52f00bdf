import type {
  CancelledBy,
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
  paidInTestMode,
  paymentStatusOf,
} from '@verdant/domain/sales/order-payments';
import { isOnlineMethod } from '@verdant/domain/sales/payment-methods';
import type { ProjectedEvent } from '../projection';

/**
 * An order as the back office reads it, folded from the order's own stream: the current record, or, folded
 * up to a moment, the record as it stood then. Personal fields are null once the customer is erased.
 */
export interface OrderRecord {
  orderId: string;
  customerId: string;
  customer: { email: string; fullName: string; phone: string } | null;
  shippingAddress: ShippingAddress | null;
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
  payment: OrderPayment;
  /** Paid through the test-mode gateway: no money was taken for it. */
  testMode: boolean;
  status: OrderStatus;
  trackingNumber: string | null;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  cancellationReason: string | null;
  /** When the record last changed. */
  updatedAt: string;
}

export function evolveOrderRecord(
  record: OrderRecord | null,
  event: ProjectedEvent<OrderEvent>,
): OrderRecord | null {
  const at = event.metadata.at;
  if (event.type === 'OrderPlaced') {
    const { orderId, customerId, customer, shippingAddress, lines, subtotal, discount, shipping, total } =
      event.data;
    return {
      orderId,
      customerId,
      customer,
      shippingAddress,
      placedAt: at,
      lines,
      itemCount: lines.reduce((count, line) => count + line.quantity, 0),
      subtotal,
      discount,
      shipping,
      total,
      couponCode: event.data.couponCode,
      paymentMethod: event.data.paymentMethod,
      paymentStatus: event.data.paymentStatus,
      payment: noPayment(),
      testMode: false,
      status: 'pending',
      trackingNumber: null,
      cancelledAt: null,
      cancelledBy: null,
      cancellationReason: null,
      updatedAt: at,
    };
  }
  if (!record) return null;
  switch (event.type) {
    case 'OrderStatusChanged':
      return { ...record, status: event.data.to, updatedAt: at };
    case 'TrackingNumberSet':
      return { ...record, trackingNumber: event.data.trackingNumber, updatedAt: at };
    case 'OrderCancelled':
      return {
        ...record,
        status: 'cancelled',
        cancelledAt: at,
        cancelledBy: event.data.cancelledBy,
        cancellationReason: event.data.reason,
        updatedAt: at,
      };
    default: {
      const payment = evolvePayment(record.payment, event);
      const paymentStatus = paymentStatusOf(isOnlineMethod(record.paymentMethod), payment);
      return { ...record, payment, paymentStatus, testMode: paidInTestMode(payment), updatedAt: at };
    }
  }
}
