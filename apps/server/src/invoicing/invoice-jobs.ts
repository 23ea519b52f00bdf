import { type EventSourcing, type JobHandler, type JobQueue, systemContext } from '@verdant/platform';
import { invoiceJobId } from '@verdant/projections/reactions/invoicing';
import type { InvoiceJob } from '@verdant/projections/reactions/jobs';
import { INVOICES_QUEUE } from '@verdant/projections/reactions/jobs';
import { issueCreditNote } from './credit-notes';
import { issueInvoice } from './invoice-issuing';

const UNDER_WAY = new Set(['waiting', 'delayed', 'active']);

/**
 * The invoices queue's work: an order's invoice, and credit notes against it. Each job is safe to run again:
 * a document issued is found, a number taken is reused. A refusal (a product with no tax) fails the job with
 * its reason, which `admin.orders.invoices` answers while the order has no invoice.
 */
export function invoiceJobs(deps: {
  eventSourcing: EventSourcing;
  jobQueue: JobQueue;
}): JobHandler<InvoiceJob, { done: string }> {
  const invoiceUnderWay = (orderId: string) => async () => {
    for (const at of ['shipment', 'delivery'] as const) {
      const job = await deps.jobQueue.getJob(INVOICES_QUEUE, invoiceJobId(orderId, at));
      if (job && UNDER_WAY.has(job.state)) return true;
    }
    return false;
  };
  return async (job) => {
    const context = systemContext(job.id);
    const payload = job.payload;
    const issuedAt = new Date(payload.issuedAt);
    switch (payload.kind) {
      case 'issue-invoice': {
        const { orderId, at } = payload;
        return { done: await issueInvoice(deps.eventSourcing, { orderId, at, issuedAt }, context) };
      }
      case 'issue-credit-note': {
        const { orderId, creditNoteId, settles } = payload;
        const request = { orderId, creditNoteId, settles, issuedAt };
        return {
          done: await issueCreditNote(deps.eventSourcing, request, invoiceUnderWay(orderId), context),
        };
      }
    }
  };
}
