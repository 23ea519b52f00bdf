import type { PaymentMethod, PaymentStatus } from '@verdant/domain/sales/order';

/** How the shop names each way to pay, at checkout and on an order. */
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

/** A customer knows an order by the first 8 characters of its id: #1a2b3c4d. */
export { orderNumber } from '@verdant/domain/sales/order-number';

/** A status as the shopper reads it: 'pending' is 'Pending'. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
