import { Button, ConfirmDialog, notify, orderNumber, refusalOf, trpc } from '@verdant/web-kit';
import { useState } from 'react';

/** A refusal to cancel names the shop's phone number: it stays long enough to note it down. */
const REFUSAL_TOAST_MS = 5_000;

export interface CancelOrderButtonProps {
  orderId: string;
  /** Called once the shop has cancelled the order, before the order is read again. */
  onCancelled: () => void;
}

/** Cancel Order, after asking. The shop may have moved the order on meanwhile: it is then read again. */
export function CancelOrderButton({ orderId, onCancelled }: CancelOrderButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.orders.get.invalidate({ orderId }), utils.orders.list.invalidate()]);
  const cancel = trpc.orders.cancel.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      onCancelled();
      notify.success('Order cancelled successfully');
      await refresh();
    },
    onError: async (error) => {
      setConfirming(false);
      const refusal = refusalOf(error);
      if (refusal) notify.error(refusal.message, REFUSAL_TOAST_MS);
      else notify.error('Failed to cancel order');
      await refresh();
    },
  });

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Cancel Order
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        message={`Order ${orderNumber(orderId)} will be cancelled. This cannot be undone.`}
        confirmLabel="Yes, Cancel Order"
        busyLabel="Cancelling…"
        cancelLabel="Keep Order"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ orderId })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
