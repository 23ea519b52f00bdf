import type { JobQueue, ReadModels } from '@verdant/platform';
import { type InvoicesView, invoicesProjection } from '@verdant/projections/invoicing/invoices';
import { invoiceJobId } from '@verdant/projections/reactions/invoicing';
import { INVOICES_QUEUE } from '@verdant/projections/reactions/jobs';

/** An order's invoice (null until issued) and its credit notes, oldest first. */
export interface OrderInvoices {
  invoice: InvoicesView['invoice'] | null;
  creditNotes: InvoicesView['creditNotes'];
}

const NONE: OrderInvoices = { invoice: null, creditNotes: [] };

/** The invoices of orders, as their pages show them; and, for the back office, why one is missing. */
export class InvoiceQueries {
  constructor(
    private readonly readModels: ReadModels,
    private readonly jobQueue: JobQueue,
  ) {}

  async #documentOf(orderId: string) {
    const invoices = await this.readModels.collection<InvoicesView>(invoicesProjection, 'invoices');
    return invoices.findOne({ _id: orderId });
  }

  /** The customer's own order's documents; another customer's order has none to show. */
  async customerInvoices(customerId: string, orderId: string): Promise<OrderInvoices> {
    const found = await this.#documentOf(orderId);
    if (!found || found.customerId !== customerId) return NONE;
    return { invoice: found.invoice, creditNotes: found.creditNotes };
  }

  /**
   * The order's documents, and why its invoice could not be issued when its last try failed (a product with
   * no tax): what the admin puts right before the job's next try, or before issuing it again.
   */
  async adminInvoices(orderId: string): Promise<OrderInvoices & { invoiceRefusal: string | null }> {
    const found = await this.#documentOf(orderId);
    if (found) return { invoice: found.invoice, creditNotes: found.creditNotes, invoiceRefusal: null };
    return { ...NONE, invoiceRefusal: await this.#lastRefusal(orderId) };
  }

  async #lastRefusal(orderId: string): Promise<string | null> {
    for (const at of ['delivery', 'shipment'] as const) {
      const job = await this.jobQueue.getJob(INVOICES_QUEUE, invoiceJobId(orderId, at));
      if (job?.failedReason) return job.failedReason;
    }
    return null;
  }
}
