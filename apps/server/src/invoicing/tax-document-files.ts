import { type InvoiceEvent, invoiceStreamId } from '@verdant/domain/invoicing/invoice-events';
import { type EventSourcing, streamEvents } from '@verdant/platform';
import { creditNotePdf, invoicePdf } from './invoice-pdf';

/** A tax document as a file: what a download sends. */
export interface TaxDocumentFile {
  /** Its number made a file name: `VRD-26-27-000001.pdf`. */
  fileName: string;
  /** The customer the document was issued to: only they, and the back office, may download it. */
  customerId: string;
  render(): Promise<Buffer>;
}

export type TaxDocumentWanted = { kind: 'invoice' } | { kind: 'credit-note'; creditNoteId: string };

const fileNameOf = (documentNumber: string) => `${documentNumber.replaceAll('/', '-')}.pdf`;

/**
 * An order's invoice or one of its credit notes, printed from the event that issued it: the same document
 * every time, whatever the catalogue or the settings say today. Null when the order has no such document.
 */
export async function taxDocumentFile(
  eventSourcing: EventSourcing,
  orderId: string,
  wanted: TaxDocumentWanted,
): Promise<TaxDocumentFile | null> {
  const events = await streamEvents<InvoiceEvent>(eventSourcing, invoiceStreamId(orderId));
  for (const event of events) {
    if (wanted.kind === 'invoice' && event.type === 'InvoiceIssued') {
      const invoice = event.data;
      return {
        fileName: fileNameOf(invoice.invoiceNumber),
        customerId: invoice.customerId,
        render: () => invoicePdf(invoice),
      };
    }
    if (
      wanted.kind === 'credit-note' &&
      event.type === 'CreditNoteIssued' &&
      event.data.creditNoteId === wanted.creditNoteId
    ) {
      const note = event.data;
      return {
        fileName: fileNameOf(note.creditNoteNumber),
        customerId: note.customerId,
        render: () => creditNotePdf(note),
      };
    }
  }
  return null;
}
