import type { OrderEvent } from '@verdant/domain/sales/order';
import type { JobRequest, Reaction } from '@verdant/platform';
import { FIVE_TRIES, INVOICES_QUEUE, type InvoiceJob } from './jobs';

/** The invoice jobs of an order, one per moment it may be invoiced at: either may find the other did it. */
export const invoiceJobId = (orderId: string, at: 'shipment' | 'delivery') => `invoice-at-${at}-${orderId}`;

const invoiceJob = (id: string, payload: InvoiceJob): JobRequest => ({
  queue: INVOICES_QUEUE,
  job: { id, name: payload.kind, payload },
  options: FIVE_TRIES,
});

const creditNote = (
  event: { data: { orderId: string }; metadata: { at: string } },
  creditNoteId: string,
  settles: Extract<InvoiceJob, { kind: 'issue-credit-note' }>['settles'],
) =>
  invoiceJob(`credit-note-${creditNoteId}`, {
    kind: 'issue-credit-note',
    orderId: event.data.orderId,
    creditNoteId,
    settles,
    issuedAt: event.metadata.at,
  });

/**
 * Tax documents follow the order: an invoice when it ships (the job decides whether a cash order waits for
 * its delivery), a credit note when an order is cancelled, a return received or a claim refunded. The job
 * finds out whether the order was invoiced at all; this only says when to look.
 */
export const invoicingReaction: Reaction<OrderEvent> = {
  name: 'invoicing',
  handles: ['OrderStatusChanged', 'OrderCancelled', 'ReturnReceived', 'ClaimRefunded'],
  jobFor(event) {
    switch (event.type) {
      case 'OrderStatusChanged': {
        const { orderId, to } = event.data;
        if (to !== 'shipped' && to !== 'delivered') return null;
        const at = to === 'shipped' ? 'shipment' : 'delivery';
        return invoiceJob(invoiceJobId(orderId, at), {
          kind: 'issue-invoice',
          orderId,
          at,
          issuedAt: event.metadata.at,
        });
      }
      case 'OrderCancelled':
        return creditNote(event, `cancel-${event.data.orderId}`, { kind: 'cancellation' });
      case 'ReturnReceived': {
        const { returnId } = event.data;
        return creditNote(event, `return-${returnId}`, { kind: 'return', returnId });
      }
      case 'ClaimRefunded': {
        const { claimId } = event.data;
        return creditNote(event, `claim-${claimId}`, { kind: 'claim', claimId });
      }
      default:
        return null;
    }
  },
};
