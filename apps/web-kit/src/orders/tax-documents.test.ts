import { describe, expect, it } from 'vitest';
import { creditNoteDownloadUrl, invoiceDownloadUrl, supplyLabel } from './tax-documents';

describe('tax document downloads', () => {
  it('names the server’s routes for an invoice and a credit note', () => {
    expect(invoiceDownloadUrl('o-1')).toBe('/documents/invoices/o-1.pdf');
    expect(creditNoteDownloadUrl('o-1', 'cn-2')).toBe('/documents/credit-notes/o-1/cn-2.pdf');
  });

  it('keeps an id inside its own path segment', () => {
    expect(invoiceDownloadUrl('a/../b')).toBe('/documents/invoices/a%2F..%2Fb.pdf');
  });
});

describe('an invoice’s supply', () => {
  it('is IGST between states', () => {
    expect(supplyLabel({ supplyType: 'inter-state', stateTaxName: 'SGST' })).toBe('Between states (IGST)');
  });

  it('halves the tax into CGST and the state’s half within a state, UTGST in a union territory', () => {
    expect(supplyLabel({ supplyType: 'intra-state', stateTaxName: 'SGST' })).toBe(
      'Within the state (CGST + SGST)',
    );
    expect(supplyLabel({ supplyType: 'intra-state', stateTaxName: 'UTGST' })).toBe(
      'Within the state (CGST + UTGST)',
    );
  });
});
