import { Button, Dialog, FormField, Textarea } from '@verdant/web-kit';
import { useState } from 'react';

interface CancelOrderDialogProps {
  /** The order's number ('#1a2b3c4d') while the admin is asked, null otherwise. */
  orderNumber: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Cancelling is for good, so it is asked about first; the reason is optional and recorded with it. */
export function CancelOrderDialog({ orderNumber, onConfirm, onCancel }: CancelOrderDialogProps) {
  return (
    <Dialog
      open={orderNumber !== null}
      onClose={onCancel}
      title="Cancel this order?"
      role="alertdialog"
      description={`Order ${orderNumber ?? ''} will be cancelled: whatever was paid online is refunded, and a cancelled order cannot be moved to another status.`}
    >
      {orderNumber && <CancelOrderForm onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}

function CancelOrderForm({ onConfirm, onCancel }: Omit<CancelOrderDialogProps, 'orderNumber'>) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason.trim());
      }}
    >
      <FormField label="Reason (optional)" hint="Recorded with the cancellation and shown on the order.">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Keep Order
        </Button>
        <Button type="submit" variant="danger">
          Cancel Order
        </Button>
      </div>
    </form>
  );
}
