import type { OrderStatus } from '@verdant/domain/sales/order';
import { Badge } from '../ui/badge';
import { ORDER_STATUS_LABELS } from './order-words';

/** Amber while waiting, blue while moving, green once delivered, red when cancelled. */
const statusColours: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-leaf-100 text-leaf-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** An order's status as a badge, the same in the storefront and the back office. */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <Badge className={statusColours[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
);
