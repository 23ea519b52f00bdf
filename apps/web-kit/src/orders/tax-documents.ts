import type { CreditReason } from '@verdant/domain/invoicing/invoice-events';

/**
 * Where an order's GST documents download as PDFs. Same origin: the session cookie says whose they are (the
 * order's customer, or the back office), so the links need nothing more than the ids.
 */
export const invoiceDownloadUrl = (orderId: string) =>
  `/documents/invoices/${encodeURIComponent(orderId)}.pdf`;

export const creditNoteDownloadUrl = (orderId: string, creditNoteId: string) =>
  `/documents/credit-notes/${encodeURIComponent(orderId)}/${encodeURIComponent(creditNoteId)}.pdf`;

/** An invoice's supply as the back office reads it: which heads of tax it charges. */
export const SUPPLY_TYPE_LABELS = {
  'intra-state': 'Within the state (CGST + SGST)',
  'inter-state': 'Between states (IGST)',
} as const;

/** Why a credit note was issued, in a few words. */
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  cancelled: 'Order cancelled',
  returned: 'Plants returned',
  refunded: 'Refund',
};
