import type { OrderStatus, PaymentMethod, PaymentStatus } from '@verdant/domain/sales/order';

export { orderNumber } from '@verdant/domain/sales/order-number';

/** An order's status as shoppers and admins read it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** How the shop names each way to pay: at checkout, on an order, in the back office. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  razorpay: 'Razorpay (UPI, Cards, Net Banking)',
  card: 'Credit / Debit Card',
  cod: 'Cash on Delivery',
  none: 'No payment needed',
};

/** An order's payment status in words: cash on delivery is unpaid until delivered, online pending until paid. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
};
