import type { OrderStatus } from '@verdant/domain/sales/order';
import { Badge } from '@verdant/web-kit';
import { capitalised } from './order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge>{capitalised(status)}</Badge>;
}
