import { describe, expect, it } from 'vitest';
import { DOCUMENTS_WAIT_MS, documentsAwaited, watchAfterChange } from './document-watch';

const invoice = { number: 'VRD/26-27/000001' };
const refund = { reason: 'refunded' } as const;
const cancellation = { reason: 'cancelled' } as const;
const shipped = { invoiceDue: true, cancelled: false };
const cancelled = { invoiceDue: false, cancelled: true };
const opened = { since: 0, creditNotes: null };

describe('an order page looking for new documents', () => {
  it('waits for the invoice of an order due one, for a minute', () => {
    const none = { invoice: null, creditNotes: [] };
    expect(documentsAwaited(none, shipped, opened, 1_000)).toBe(true);
    expect(documentsAwaited(none, shipped, opened, DOCUMENTS_WAIT_MS)).toBe(false);
    expect(documentsAwaited(none, { invoiceDue: false, cancelled: false }, opened, 1_000)).toBe(false);
  });

  it('waits for nothing more once the invoice is there, until the order changes', () => {
    expect(documentsAwaited({ invoice, creditNotes: [] }, shipped, opened, 1_000)).toBe(false);
  });

  it('after a change, waits for a credit note beyond those the order had, for a minute', () => {
    const watch = watchAfterChange({ invoice, creditNotes: [refund] }, 5_000);
    expect(watch).toEqual({ since: 5_000, creditNotes: 1 });
    expect(documentsAwaited({ invoice, creditNotes: [refund] }, shipped, watch, 6_000)).toBe(true);
    expect(documentsAwaited({ invoice, creditNotes: [refund, refund] }, shipped, watch, 6_000)).toBe(false);
    expect(
      documentsAwaited({ invoice, creditNotes: [refund] }, shipped, watch, 5_000 + DOCUMENTS_WAIT_MS),
    ).toBe(false);
  });

  it('awaits no credit note after a change to an order that had no invoice then', () => {
    const watch = watchAfterChange({ invoice: null, creditNotes: [] }, 5_000);
    expect(watch.creditNotes).toBeNull();
    expect(documentsAwaited({ invoice, creditNotes: [] }, shipped, watch, 6_000)).toBe(false);
  });

  it('waits for a cancelled order’s credit note however it learned of the cancellation', () => {
    expect(documentsAwaited({ invoice, creditNotes: [refund] }, cancelled, opened, 1_000)).toBe(true);
    expect(documentsAwaited({ invoice, creditNotes: [cancellation] }, cancelled, opened, 1_000)).toBe(false);
    expect(documentsAwaited({ invoice, creditNotes: [] }, cancelled, opened, DOCUMENTS_WAIT_MS)).toBe(false);
  });
});
