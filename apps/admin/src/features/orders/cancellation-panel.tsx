import { formatShopDateTime } from '@verdant/web-kit';
import type { OrderRecord } from './order';
import { Detail, OrderPanel } from './order-panel';

const cancelledByLabels = { customer: 'The customer', admin: 'The shop', system: 'The system' } as const;

/** Why, when and by whom a cancelled order was cancelled. */
export function CancellationPanel({
  order,
}: {
  order: Pick<OrderRecord, 'cancellationReason' | 'cancelledAt' | 'cancelledBy'>;
}) {
  return (
    <OrderPanel title="Cancellation" className="border-red-200 bg-red-50/40">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Detail term="Reason">{order.cancellationReason || 'No reason provided'}</Detail>
        {order.cancelledAt && (
          <Detail term="Cancelled on">
            <time dateTime={order.cancelledAt}>{formatShopDateTime(order.cancelledAt)}</time>
          </Detail>
        )}
        {order.cancelledBy && <Detail term="Cancelled by">{cancelledByLabels[order.cancelledBy]}</Detail>}
      </dl>
    </OrderPanel>
  );
}
