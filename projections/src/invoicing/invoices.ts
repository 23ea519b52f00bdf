import type { CreditReason, InvoiceEvent, IssuedInvoice } from '@verdant/domain/invoicing/invoice-events';
import type { TaxedAmount } from '@verdant/domain/invoicing/tax-split';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/**
 * A document as the order pages list it. `revision` is its event's place in the order's `invoice-<orderId>`
 * stream: a download reads that one event, which holds all the document prints (the parties included).
 */
interface TaxDocumentView {
  number: string;
  issuedAt: string;
  totals: TaxedAmount;
  revision: string;
}

export interface CreditNoteView extends TaxDocumentView {
  creditNoteId: string;
  reason: CreditReason;
}

/** An order's invoice and its credit notes: nothing personal (the recipient stays in the events, sealed). */
export interface InvoicesView extends StoredDocument {
  customerId: string;
  invoice: TaxDocumentView & Pick<IssuedInvoice, 'financialYear' | 'supplyType' | 'stateTaxName'>;
  creditNotes: CreditNoteView[];
  updatedAt: string;
}

/** Per order, its invoice and credit notes: the order pages, their download links and the admin's timeline. */
export const invoicesProjection = documentProjection<InvoiceEvent, InvoicesView>({
  name: 'invoices',
  // Version 2 keeps what the invoice calls the state half of its tax (SGST, or UTGST), for its supply's label.
  version: 2,
  collection: 'invoices',
  indexes: [{ keys: { customerId: 1 } }],
  handles: ['InvoiceIssued', 'CreditNoteIssued'],
  documentId: (event) => event.data.orderId,
  evolve(invoices, event) {
    const revision = String(event.revision);
    const { issuedAt, totals } = event.data;
    switch (event.type) {
      case 'InvoiceIssued': {
        const { orderId, customerId, invoiceNumber, financialYear, supplyType, stateTaxName } = event.data;
        return {
          _id: orderId,
          customerId,
          invoice: {
            number: invoiceNumber,
            issuedAt,
            totals,
            revision,
            financialYear,
            supplyType,
            stateTaxName,
          },
          creditNotes: [],
          updatedAt: event.metadata.at,
        };
      }
      case 'CreditNoteIssued': {
        if (!invoices) return invoices;
        const { creditNoteId, creditNoteNumber, reason } = event.data;
        const creditNote = { creditNoteId, number: creditNoteNumber, issuedAt, totals, revision, reason };
        return {
          ...invoices,
          creditNotes: [
            ...invoices.creditNotes.filter((note) => note.creditNoteId !== creditNoteId),
            creditNote,
          ],
          updatedAt: event.metadata.at,
        };
      }
    }
  },
});
