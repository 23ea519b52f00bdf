import type { CreditReason, IssuedInvoice } from '@verdant/domain/invoicing/invoice-events';

/**
 * Where an order's GST documents download as PDFs. Same origin: the session cookie says whose they are (the
 * order's customer, or the back office), so the links need nothing more than the ids.
 */
export const invoiceDownloadUrl = (orderId: string) =>
  `/documents/invoices/${encodeURIComponent(orderId)}.pdf`;

export const creditNoteDownloadUrl = (orderId: string, creditNoteId: string) =>
  `/documents/credit-notes/${encodeURIComponent(orderId)}/${encodeURIComponent(creditNoteId)}.pdf`;

/**
 * An invoice's supply, by the heads of tax it charges: within a state its tax is halved into CGST and the
 * state's half, which a union territory without a legislature levies as UTGST.
 */
export const supplyLabel = (invoice: Pick<IssuedInvoice, 'supplyType' | 'stateTaxName'>) =>
  invoice.supplyType === 'inter-state'
    ? 'Between states (IGST)'
    : `Within the state (CGST + ${invoice.stateTaxName})`;

/** Why a credit note was issued, in a few words. */
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  cancelled: 'Order cancelled',
  returned: 'Plants returned',
  refunded: 'Refund',
};
