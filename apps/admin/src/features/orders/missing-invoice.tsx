import { Button, ConfirmDialog, notify, orderNumber, refusalOf, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import type { OrderInvoices } from './order';

/**
 * A shipped order without its invoice: why the last try failed, whether the jobs try again, and 'Issue
 * invoice' after asking.
 */
export function MissingInvoice({
  orderId,
  refusal,
  past,
}: {
  orderId: string;
  refusal: OrderInvoices['invoiceRefusal'];
  past: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [refusedNow, setRefusedNow] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([
      utils.admin.orders.invoices.invalidate({ orderId }),
      utils.admin.orders.timeline.invalidate({ orderId }),
    ]);
  const issue = trpc.admin.orders.issueInvoice.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      setRefusedNow(null);
      notify.success('Invoice issued');
      await refresh();
    },
    onError: async (error) => {
      setConfirming(false);
      setRefusedNow(refusalOf(error)?.message ?? 'The invoice could not be issued. Please try again.');
      await refresh();
    },
  });
  const reason = refusedNow ?? refusal?.reason;
  return (
    <div className="space-y-3">
      <p className="text-stone-700">No invoice has been issued for this order.</p>
      {reason && (
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>
            {refusedNow ? 'Refused: ' : 'The last try failed: '}
            {reason}
          </p>
          {refusal && (
            <p>
              {refusal.retrying
                ? 'The shop tries again shortly.'
                : 'The shop has stopped trying: put this right, then issue the invoice.'}
            </p>
          )}
        </div>
      )}
      {!past && (
        <>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Issue invoice
          </Button>
          <ConfirmDialog
            open={confirming}
            title="Issue the invoice?"
            message={`Order ${orderNumber(orderId)} will be invoiced today, under the next invoice number. An issued invoice cannot be withdrawn: only a credit note corrects it.`}
            confirmLabel="Issue invoice"
            busyLabel="Issuing…"
            busy={issue.isPending}
            onConfirm={() => issue.mutate({ orderId })}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}
