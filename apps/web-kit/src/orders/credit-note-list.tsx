import type { CreditReason } from '@verdant/domain/invoicing/invoice-events';
import type { TaxedAmount } from '@verdant/domain/invoicing/tax-split';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { formatShopDate } from '../format/shop-dates';
import { DocumentDownloadLink } from './document-download-link';
import { CREDIT_REASON_LABELS, creditNoteDownloadUrl } from './tax-documents';

export interface CreditNoteEntry {
  creditNoteId: string;
  number: string;
  issuedAt: string;
  reason: CreditReason;
  totals: TaxedAmount;
}

/** An order's credit notes, oldest first: each one's number, date, reason and amount, and its PDF. */
export function CreditNoteList({
  orderId,
  creditNotes,
}: {
  orderId: string;
  creditNotes: readonly CreditNoteEntry[];
}) {
  return (
    <ul className="divide-y divide-stone-100">
      {creditNotes.map((note) => (
        <li
          key={note.creditNoteId}
          className="flex flex-wrap items-center justify-between gap-3 py-3 text-stone-700"
        >
          <span>
            <span className="font-medium text-ink">{note.number}</span>
            {' · '}
            <time dateTime={note.issuedAt}>{formatShopDate(note.issuedAt)}</time>
            {' · '}
            {CREDIT_REASON_LABELS[note.reason]}
            {' · '}
            {formatRupees(note.totals.amount)}
          </span>
          <DocumentDownloadLink href={creditNoteDownloadUrl(orderId, note.creditNoteId)}>
            Download credit note {note.number}
          </DocumentDownloadLink>
        </li>
      ))}
    </ul>
  );
}
