import { describe, expect, it } from 'vitest';
import { creditNoteDownloadUrl, invoiceDownloadUrl } from './tax-documents';

describe('tax document downloads', () => {
  it('names the server’s routes for an invoice and a credit note', () => {
    expect(invoiceDownloadUrl('o-1')).toBe('/documents/invoices/o-1.pdf');
    expect(creditNoteDownloadUrl('o-1', 'cn-2')).toBe('/documents/credit-notes/o-1/cn-2.pdf');
  });

  it('keeps an id inside its own path segment', () => {
    expect(invoiceDownloadUrl('a/../b')).toBe('/documents/invoices/a%2F..%2Fb.pdf');
  });
});
