import { formatShopDateTime, Label, OrderStatusBadge, orderNumber } from '@verdant/web-kit';
import { useId } from 'react';
import { AsOfControls } from '../history/as-of-controls';
import { CancellationPanel } from './cancellation-panel';
import { CustomerPanel } from './customer-panel';
import { InvoicePanel } from './invoice-panel';
import type { OrderRecord } from './order';
import { OrderItemsPanel } from './order-items-panel';
import { OrderStatusSelect } from './order-status-select';
import { OrderTimeline } from './order-timeline';
import { PaymentPanel } from './payment-panel';
import { TestModeBadge } from './test-mode-badge';

interface OrderDetailsProps {
  order: OrderRecord;
  /** The past moment the order is shown as of, or null for now: nothing can be changed in the past. */
  asOf: string | null;
  view: (at: string) => Promise<void>;
  onBackToNow: () => void;
}

export function OrderDetails({ order, asOf, view, onBackToNow }: OrderDetailsProps) {
  const statusId = useId();
  const cancelledHint = `${statusId}-hint`;
  const cancelled = order.status === 'cancelled';
  const past = asOf !== null;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-leaf-900">Order {orderNumber(order.orderId)}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-stone-700">
            <span>
              Placed on <time dateTime={order.placedAt}>{formatShopDateTime(order.placedAt)}</time>
            </span>
            <OrderStatusBadge status={order.status} />
            {order.testMode && <TestModeBadge />}
          </p>
        </div>
        <div className="w-48 space-y-1.5">
          <Label htmlFor={statusId}>Order Status</Label>
          <OrderStatusSelect
            id={statusId}
            aria-describedby={cancelled ? cancelledHint : undefined}
            orderId={order.orderId}
            status={order.status}
            disabled={past}
          />
          {cancelled && (
            <p id={cancelledHint} className="text-sm text-stone-600">
              A cancelled order stays cancelled.
            </p>
          )}
        </div>
      </div>

      <AsOfControls subject="order" asOf={asOf} view={view} onBackToNow={onBackToNow} />

      {cancelled && <CancellationPanel order={order} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerPanel order={order} />
        <PaymentPanel order={order} past={past} />
      </div>
      <OrderItemsPanel order={order} />
      <InvoicePanel order={order} past={past} />
      <OrderTimeline orderId={order.orderId} updatedAt={order.updatedAt} />
    </>
  );
}
