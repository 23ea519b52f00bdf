import {
  CreditNoteList,
  DocumentDownloadLink,
  documentsAwaited,
  ErrorState,
  formatRupees,
  formatShopDate,
  invoiceDownloadUrl,
  refusalOf,
  Spinner,
  supplyLabel,
  trpc,
  useDocumentsWatch,
} from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { MissingInvoice } from './missing-invoice';
import type { OrderInvoices, OrderRecord } from './order';
import { Detail, OrderPanel } from './order-panel';

const DOCUMENTS_POLL_MS = 1_500;

interface InvoicePanelProps {
  order: Pick<OrderRecord, 'orderId' | 'status' | 'updatedAt'>;
  /** While a past state is shown: the documents are shown as they are now, and nothing may be issued. */
  past: boolean;
}

/**
 * The order's GST invoice and credit notes, with their PDFs. A shipped order the jobs did not invoice (the
 * shop had no tax details yet, a product had no HSN code) says why, and 'Issue invoice' issues it, dated today.
 */
export function InvoicePanel({ order, past }: InvoicePanelProps) {
  const { orderId, status, updatedAt } = order;
  const utils = trpc.useUtils();
  const invoiceable = status === 'shipped' || status === 'delivered';
  // The order moved on while the page was open (shipped, cancelled, a return received): the jobs may be
  // issuing its invoice or a credit note.
  const watch = useDocumentsWatch(updatedAt, {
    held: () => utils.admin.orders.invoices.getData({ orderId }),
    refresh: () => void utils.admin.orders.invoices.invalidate({ orderId }),
  });

  const documents = trpc.admin.orders.invoices.useQuery(
    { orderId },
    {
      refetchInterval: (query) => {
        const data = query.state.data;
        if (!data) return false;
        // A job that will try again may issue the invoice, or give up: either is for the admin to see.
        const awaited =
          data.invoiceRefusal?.retrying ||
          documentsAwaited(
            data,
            { invoiceDue: invoiceable && !data.invoiceRefusal, cancelled: status === 'cancelled' },
            watch,
            Date.now(),
          );
        return awaited ? DOCUMENTS_POLL_MS : false;
      },
    },
  );

  // The timeline names each document once it is issued: it is read again when one appears.
  const issued = `${documents.data?.invoice?.number ?? ''}/${documents.data?.creditNotes.length ?? 0}`;
  const timelineFor = useRef(issued);
  useEffect(() => {
    if (timelineFor.current === issued) return;
    timelineFor.current = issued;
    void utils.admin.orders.timeline.invalidate({ orderId });
  }, [issued, orderId, utils]);

  return (
    <OrderPanel title="Invoice">
      {past && <p className="text-sm text-stone-600">The invoice and credit notes as they are now.</p>}
      {documents.isPending ? (
        <Spinner label="Loading the invoice…" />
      ) : documents.isError ? (
        <ErrorState
          message={refusalOf(documents.error)?.message ?? "We couldn't load the order's invoice."}
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.invoice ? (
        <Documents orderId={orderId} {...documents.data} invoice={documents.data.invoice} />
      ) : invoiceable ? (
        <MissingInvoice orderId={orderId} refusal={documents.data.invoiceRefusal} past={past} />
      ) : (
        <p className="text-stone-700">
          {status === 'cancelled'
            ? 'This order was cancelled before it was invoiced.'
            : 'No invoice yet: it is issued when the order ships (a cash order on delivery, if Settings say so).'}
        </p>
      )}
    </OrderPanel>
  );
}

function Documents({
  orderId,
  invoice,
  creditNotes,
}: { orderId: string } & Pick<OrderInvoices, 'creditNotes'> & {
    invoice: NonNullable<OrderInvoices['invoice']>;
  }) {
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Detail term="Invoice number">{invoice.number}</Detail>
        <Detail term="Issued on">
          <time dateTime={invoice.issuedAt}>{formatShopDate(invoice.issuedAt)}</time>
        </Detail>
        <Detail term="Supply">{supplyLabel(invoice)}</Detail>
        <Detail term="Total">{formatRupees(invoice.totals.amount)}</Detail>
      </dl>
      <DocumentDownloadLink href={invoiceDownloadUrl(orderId)}>Download invoice</DocumentDownloadLink>
      {creditNotes.length > 0 && (
        <div className="space-y-2 border-t border-stone-200 pt-4">
          <h3 className="font-semibold text-ink">Credit notes</h3>
          <CreditNoteList orderId={orderId} creditNotes={creditNotes} />
        </div>
      )}
    </>
  );
}
