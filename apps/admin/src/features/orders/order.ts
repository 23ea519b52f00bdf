import type { OrderStatus, PaymentMethod, PaymentStatus } from '@verdant/domain/sales/order';
import type { RouterOutputs } from '@verdant/web-kit';

type OrdersApi = RouterOutputs['admin']['orders'];
export type OrderRow = OrdersApi['list']['orders'][number];
export type OrderRecord = OrdersApi['get'];
export type TimelineEntry = OrdersApi['timeline'][number];

export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  razorpay: 'Razorpay',
  card: 'Card',
  cod: 'Cash on Delivery',
  none: 'No payment needed',
};

/** Money not yet in, whether cash awaiting delivery (unpaid) or an online payment awaited, reads 'Pending'. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Pending',
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
};

const roleLabels: Record<TimelineEntry['actor']['role'], string> = {
  customer: 'Customer',
  guest: 'Guest',
  admin: 'Admin',
  gateway: 'Payment gateway',
  system: 'System',
};

/** Who did it, and in what role: 'Meera Iyer (Admin)', 'Razorpay (Payment gateway)', or just 'System'. */
export function actorLabel({ role, name }: TimelineEntry['actor']): string {
  const roleLabel = roleLabels[role];
  return name === roleLabel ? name : `${name} (${roleLabel})`;
}

/** Admins and customers alike know an order by the first 8 characters of its id: #1a2b3c4d. */
export { orderNumber } from '@verdant/domain/sales/order-number';
