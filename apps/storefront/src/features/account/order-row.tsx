import {
  formatRupees,
  formatShopDate,
  OrderStatusBadge,
  orderNumber,
  type RouterOutputs,
} from '@verdant/web-kit';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

type OrderListing = RouterOutputs['orders']['list'][number];

/** One order in the history: its number, when it was placed, its status and total, opening the order. */
export function OrderRow({ order }: { order: OrderListing }) {
  return (
    <Link
      to={`/order/${order.orderId}`}
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 transition-colors hover:border-leaf-400"
    >
      <span className="flex min-w-40 flex-1 flex-col">
        <span className="font-semibold text-ink">Order {orderNumber(order.orderId)}</span>
        <span className="text-sm text-stone-700">
          Placed on <time dateTime={order.placedAt}>{formatShopDate(order.placedAt)}</time>
          {' · '}
          {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
        </span>
      </span>
      <OrderStatusBadge status={order.status} />
      <span className="min-w-24 text-right font-medium text-ink">{formatRupees(order.total)}</span>
      <ChevronRight aria-hidden="true" className="size-5 text-stone-500" />
    </Link>
  );
}
