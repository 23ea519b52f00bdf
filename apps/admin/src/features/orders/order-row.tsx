import {
  buttonStyles,
  formatRupees,
  formatShopDateTime,
  OrderStatusBadge,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import type { OrderRow as Order } from './order';
import { OrderStatusSelect } from './order-status-select';
import { TestModeBadge } from './test-mode-badge';

export function OrderRow({ order }: { order: Order }) {
  const number = orderNumber(order.orderId);
  return (
    <tr className="border-t border-stone-200 align-top">
      <th scope="row" className="px-4 py-3 text-left font-mono font-medium">
        {number}
      </th>
      <td className="px-4 py-3">
        {order.customerName || order.customerEmail ? (
          <>
            <span className="block font-medium">{order.customerName}</span>
            <span className="block text-sm break-all text-stone-600">{order.customerEmail}</span>
          </>
        ) : (
          <span className="text-stone-500 italic">Erased customer</span>
        )}
      </td>
      <td className="px-4 py-3 text-sm">
        <time dateTime={order.placedAt}>{formatShopDateTime(order.placedAt)}</time>
      </td>
      <td className="px-4 py-3">{order.itemCount}</td>
      <td className="px-4 py-3 font-medium">{formatRupees(order.total)}</td>
      <td className="px-4 py-3">
        <span className="block">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <span className="block text-sm text-stone-600">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>
        {order.testMode && (
          <span className="mt-1 block">
            <TestModeBadge />
          </span>
        )}
      </td>
      <td className="px-4 py-3">
        <OrderStatusBadge status={order.status} />
      </td>
      <td className="px-4 py-3">
        <span className="flex items-center gap-2">
          <OrderStatusSelect
            orderId={order.orderId}
            status={order.status}
            aria-label={`Change status of order ${number}`}
            className="min-w-36"
          />
          <Link
            to={`/orders/${order.orderId}`}
            aria-label={`View order ${number}`}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            View
          </Link>
        </span>
      </td>
    </tr>
  );
}
