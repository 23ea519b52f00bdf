import {
  CreditNoteList,
  DocumentDownloadLink,
  documentsAwaited,
  formatRupees,
  formatShopDate,
  invoiceDownloadUrl,
  supplyLabel,
  trpc,
  useDocumentsWatch,
} from '@verdant/web-kit';
import type { CustomerOrder } from './customer-order';
import { Panel } from './order-panel';

const DOCUMENTS_POLL_MS = 2_000;

const INVOICED_STATUSES: readonly CustomerOrder['status'][] = ['shipped', 'delivered'];

/**
 * The order's GST invoice and credit notes, to download as PDFs. Nothing while it has none: whether and when
 * one comes depends on things the customer cannot see (cash orders may be invoiced at delivery, a free
 * replacement never is), so the page promises nothing.
 */
export function OrderInvoice({
  order,
}: {
  order: Pick<CustomerOrder, 'orderId' | 'status' | 'replacementFor' | 'refunds'>;
}) {
  const { orderId, status } = order;
  const utils = trpc.useUtils();
  // The order page does not follow what the shop does to the order while it is open (an admin's cancel, a
  // return received): it reads the order again only when the customer comes back to the tab (once what it
  // read is half a minute old) or while a refund settles. A change it reads (cancelled, money given back)
  // may have a credit note on its way.
  const watch = useDocumentsWatch(`${status}/${order.refunds.length}`, {
    held: () => utils.orders.invoices.getData({ orderId }),
    refresh: () => void utils.orders.invoices.invalidate({ orderId }),
  });

  const invoiceDue = INVOICED_STATUSES.includes(status) && order.replacementFor === null;
  const documents = trpc.orders.invoices.useQuery(
    { orderId },
    {
      enabled: order.replacementFor === null,
      refetchInterval: (query) => {
        const data = query.state.data;
        const awaited =
          data &&
          documentsAwaited(data, { invoiceDue, cancelled: status === 'cancelled' }, watch, Date.now());
        return awaited ? DOCUMENTS_POLL_MS : false;
      },
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
        <DocumentDownloadLink href={invoiceDownloadUrl(orderId)}>Download invoice</DocumentDownloadLink>
      </div>
      {creditNotes.length > 0 && (
        <>
          <h3 className="pt-2 font-semibold text-ink">Credit notes</h3>
          <CreditNoteList orderId={orderId} creditNotes={creditNotes} />
        </>
      )}
    </Panel>
  );
}
