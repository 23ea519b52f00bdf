import { formatRupees } from '../shared/format-rupees';
import type { CreditReason, InvoiceEvent } from './invoice-events';

const CREDIT_CAUSES: Record<CreditReason, string> = {
  cancelled: 'the order was cancelled',
  returned: 'plants were returned',
  refunded: 'a claim was refunded',
};

/** An invoice or credit note of an order, in the words the order's timeline shows it with. */
export function describeInvoiceEvent(event: InvoiceEvent): string {
  switch (event.type) {
    case 'InvoiceIssued':
      return `Invoice ${event.data.invoiceNumber} issued: ${formatRupees(event.data.totals.amount)}`;
    case 'CreditNoteIssued': {
      const { creditNoteNumber, invoiceNumber, totals, reason } = event.data;
      return `Credit note ${creditNoteNumber} issued against invoice ${invoiceNumber}: ${formatRupees(totals.amount)}, as ${CREDIT_CAUSES[reason]}`;
    }
  }
}
