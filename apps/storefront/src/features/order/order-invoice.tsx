import {
  CREDIT_REASON_LABELS,
  creditNoteDownloadUrl,
  DocumentDownloadLink,
  formatRupees,
  formatShopDate,
  invoiceDownloadUrl,
  supplyLabel,
  trpc,
} from '@verdant/web-kit';
import { useState } from 'react';
import type { CustomerOrder } from './customer-order';
import { Panel } from './order-panel';

/** The jobs issue the invoice moments after the order ships: the page looks again for this long. */
const INVOICE_WAIT_MS = 60_000;
const INVOICE_POLL_MS = 2_000;

const INVOICED_STATUSES: readonly CustomerOrder['status'][] = ['shipped', 'delivered'];

/**
 * The order's GST invoice and credit notes, to download as PDFs. Nothing while it has none: whether and when
 * one comes depends on things the customer cannot see (cash orders may be invoiced at delivery, a free
 * replacement never is), so the page promises nothing.
 */
export function OrderInvoice({
  order,
}: {
  order: Pick<CustomerOrder, 'orderId' | 'status' | 'replacementFor'>;
}) {
  const [openedAt] = useState(() => Date.now());
  const invoiceDue = INVOICED_STATUSES.includes(order.status) && order.replacementFor === null;
  const documents = trpc.orders.invoices.useQuery(
    { orderId: order.orderId },
    {
      enabled: order.replacementFor === null,
      refetchInterval: (query) =>
        invoiceDue && query.state.data?.invoice === null && Date.now() - openedAt < INVOICE_WAIT_MS
          ? INVOICE_POLL_MS
          : false,
    },
  );
  const invoice = documents.data?.invoice;
  if (!invoice) return null;
  const creditNotes = documents.data?.creditNotes ?? [];
  return (
    <Panel title="Invoice">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm text-stone-600">Invoice number</dt>
            <dd className="font-medium text-ink">{invoice.number}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Issued on</dt>
            <dd className="font-medium text-ink">
              <time dateTime={invoice.issuedAt}>{formatShopDate(invoice.issuedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Supply</dt>
            <dd className="font-medium text-ink">{supplyLabel(invoice)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Total</dt>
            <dd className="font-medium text-ink">{formatRupees(invoice.totals.amount)}</dd>
          </div>
        </dl>
        <DocumentDownloadLink href={invoiceDownloadUrl(order.orderId)}>Download invoice</DocumentDownloadLink>
      </div>
      {creditNotes.length > 0 && (
        <>
          <h3 className="pt-2 font-semibold text-ink">Credit notes</h3>
          <ul className="divide-y divide-stone-100">
            {creditNotes.map((note) => (
              <li
                key={note.creditNoteId}
                className="flex flex-wrap items-center justify-between gap-3 py-3 text-stone-700"
              >
                <span>
                  <span className="font-medium text-ink">{note.number}</span>
                  {' · '}
                  <time dateTime={note.issuedAt}>{formatShopDate(note.issuedAt)}</time>
                  {' · '}
                  {CREDIT_REASON_LABELS[note.reason]}
                  {' · '}
                  {formatRupees(note.totals.amount)}
                </span>
                <DocumentDownloadLink href={creditNoteDownloadUrl(order.orderId, note.creditNoteId)}>
                  Download credit note {note.number}
                </DocumentDownloadLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
