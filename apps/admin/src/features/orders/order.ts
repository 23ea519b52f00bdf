import type { RouterOutputs } from '@verdant/web-kit';

type OrdersApi = RouterOutputs['admin']['orders'];
export type OrderRow = OrdersApi['list']['orders'][number];
export type OrderRecord = OrdersApi['get'];
export type TimelineEntry = OrdersApi['timeline'][number];
export type OrderInvoices = OrdersApi['invoices'];

/** A refund asked of the gateway and not settled yet. */
export const refundUnderWay = (order: Pick<OrderRecord, 'payment'>) =>
  order.payment.refunds.some((refund) => refund.status === 'requested');

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
