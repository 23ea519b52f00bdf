import type { CreditReason } from '@verdant/domain/invoicing/invoice-events';

/**
 * The jobs issue an order's invoice moments after it ships, and a credit note moments after an invoiced
 * order is cancelled, its return received or its claim refunded: an order page looks again for this long.
 */
export const DOCUMENTS_WAIT_MS = 60_000;

export interface OrderDocuments {
  invoice: object | null;
  creditNotes: readonly { reason: CreditReason }[];
}

/** Since when the page looks for new documents, and how many credit notes the order had then. */
export interface DocumentsWatch {
  since: number;
  /** Null when the order had no invoice then (or its page opened then): no credit note is awaited by count. */
  creditNotes: number | null;
}

/** A watch from when the page saw the order change: any credit note on top of those it has is awaited. */
export const watchAfterChange = (documents: OrderDocuments | undefined, now: number): DocumentsWatch => ({
  since: now,
  creditNotes: documents?.invoice ? documents.creditNotes.length : null,
});

/**
 * Whether a document may still be on its way, within the wait: the invoice of an order due one, a credit
 * note beyond those the order had when it changed, or the credit note of a cancelled order (whose page may
 * have opened after the cancellation, or learned of it late).
 */
export function documentsAwaited(
  documents: OrderDocuments,
  order: { invoiceDue: boolean; cancelled: boolean },
  watch: DocumentsWatch,
  now: number,
): boolean {
  if (now - watch.since >= DOCUMENTS_WAIT_MS) return false;
  if (!documents.invoice) return order.invoiceDue;
  const { creditNotes } = documents;
  if (order.cancelled && !creditNotes.some((note) => note.reason === 'cancelled')) return true;
  return watch.creditNotes !== null && creditNotes.length <= watch.creditNotes;
}
