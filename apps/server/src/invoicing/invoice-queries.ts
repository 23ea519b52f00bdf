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

/**
 * Why the order's invoice job last failed, and whether it will try again: once it has used its tries, only
 * the admin's 'Issue invoice' issues the invoice.
 */
export interface InvoiceRefusal {
  reason: string;
  retrying: boolean;
}

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
   * no tax): what the admin puts right before the job's next try, or, once the job has given up, before
   * issuing it by hand.
   */
  async adminInvoices(orderId: string): Promise<OrderInvoices & { invoiceRefusal: InvoiceRefusal | null }> {
    const found = await this.#documentOf(orderId);
    if (found) return { invoice: found.invoice, creditNotes: found.creditNotes, invoiceRefusal: null };
    return { ...NONE, invoiceRefusal: await this.#lastRefusal(orderId) };
  }

  async #lastRefusal(orderId: string): Promise<InvoiceRefusal | null> {
    for (const at of ['delivery', 'shipment'] as const) {
      const job = await this.jobQueue.getJob(INVOICES_QUEUE, invoiceJobId(orderId, at));
      // A job that went on to complete refuses nothing, whatever an earlier try of it said.
      if (job?.failedReason && job.state !== 'completed')
        return { reason: job.failedReason, retrying: job.state !== 'failed' };
    }
    return null;
  }
}
