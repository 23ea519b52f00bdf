import { ORDER_STATUSES, type OrderStatus } from '@verdant/domain/sales/order';
import { notify, ORDER_STATUS_LABELS, orderNumber, Select, trpc } from '@verdant/web-kit';
import { type ComponentProps, useState } from 'react';
import { CancelOrderDialog } from './cancel-order-dialog';

/** Named by `aria-label`, or by a visible label pointing at its `id`. */
type OrderStatusSelectProps = Pick<
  ComponentProps<'select'>,
  'id' | 'aria-label' | 'aria-describedby' | 'className'
> & {
  orderId: string;
  status: OrderStatus;
  /** While a past state is shown: nothing may change. */
  disabled?: boolean;
};

/**
 * Moves an order to another status as soon as one is chosen; cancelling asks first, with an optional reason.
 * The server refuses to move a cancelled order again, so the select is disabled for one.
 */
export function OrderStatusSelect({ orderId, status, disabled, ...select }: OrderStatusSelectProps) {
  const utils = trpc.useUtils();
  const setStatus = trpc.admin.orders.setStatus.useMutation();
  const [cancelling, setCancelling] = useState(false);
  // Shown while the change is saved, so the select does not spring back to the old status meanwhile.
  const [saving, setSaving] = useState<OrderStatus | null>(null);

  const change = async (to: OrderStatus, reason = '') => {
    setSaving(to);
    try {
      await setStatus.mutateAsync({ orderId, status: to, reason });
      // The API client sends the position this command wrote, so the refetch already includes the change;
      // every admin query, since an order's status moves the dashboard's and the customers' figures too.
      await utils.admin.invalidate();
      notify.success('Order status updated');
    } catch {
      notify.error('Failed to update order status');
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <Select
        {...select}
        value={saving ?? status}
        disabled={disabled || status === 'cancelled'}
        onChange={(event) => {
          const to = event.currentTarget.value as OrderStatus;
          // One change at a time: the select stays on the status being saved.
          if (saving) return;
          if (to === 'cancelled') setCancelling(true);
          else void change(to);
        }}
      >
        {ORDER_STATUSES.map((option) => (
          <option key={option} value={option}>
            {ORDER_STATUS_LABELS[option]}
          </option>
        ))}
      </Select>
      <CancelOrderDialog
        orderNumber={cancelling ? orderNumber(orderId) : null}
        onConfirm={(reason) => {
          setCancelling(false);
          void change('cancelled', reason);
        }}
        onCancel={() => setCancelling(false)}
      />
    </>
  );
}
