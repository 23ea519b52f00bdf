import type { CreditedLine } from '@verdant/domain/invoicing/invoice';
import {
  interStateInvoice,
  intraStateInvoice,
  issuedCreditNote,
  issuedInvoice,
  longInvoice,
  utgstInvoice,
} from '@verdant/domain/invoicing/testing/issued-documents';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditNotePdf, invoicePdf, invoiceTitle } from './invoice-pdf';
import { pdfText } from './testing/pdf-text';

/** What every line of the table shows: its HSN, taxable value, the tax of its heads, and its amount. */
function expectLines(
  text: string,
  { lines }: { lines: readonly CreditedLine[] },
  heads: ('cgst' | 'stateTax' | 'igst')[],
) {
  for (const line of lines) {
    const taxes = heads.map((head) => (line.rate.kind === 'taxable' ? formatRupees(line[head]) : '–'));
    const row = [line.hsn, formatRupees(line.taxableValue), ...taxes, formatRupees(line.amount)];
    expect(text, `line ${line.lineNo}`).toMatch(
      new RegExp(`${line.lineNo} .*${row.map(literal).join('[\\s\\S]*?')}`),
    );
  }
}
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

afterEach(() => {
  vi.useRealTimers();
});

describe('the invoice as PDF', () => {
  it('prints every particular of an intra-state supply, with CGST and SGST', async () => {
    const invoice = intraStateInvoice();
    const { text, pages, info } = await pdfText(await invoicePdf(invoice));
    expect(pages).toBe(1);
    expect(info.Title).toBe('Invoice-cum-Bill of Supply VRD/26-27/000001');
    for (const expected of [
      'Original for recipient',
      'Invoice-cum-Bill of Supply',
      'Verdant Plant Co. Private Limited',
      '42, 12th Main Road',
      'Indiranagar',
      'Bengaluru 560038',
      'GSTIN: 29AABCV1234F1ZK',
      'Invoice number: VRD/26-27/000001',
      'Invoice date: 2 October 2026',
      'Financial year: 26-27',
      'Place of supply: Karnataka (29)',
      'Supply: Intra-state',
      'Tax payable on reverse charge: No',
      'Asha Rao',
      '7, 4th Cross, Jayanagar',
      'Bengaluru 560041',
      'State: Karnataka (29)',
      'Jade Plant × 2',
      'Plastic Planter, 8 inch',
      'Value of goods and shipping ₹1,096.00',
      'Less discount ₹100.00',
      'Taxable value ₹898.69',
      'of which exempt or nil-rated ₹358.08',
      'CGST ₹48.66',
      'SGST ₹48.65',
      'Invoice total ₹996.00',
      'Amount in words: Rupees Nine Hundred Ninety-Six Only',
      'VRD/26-27/000001 · Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Exempt/);
    expect(text).toContain('@ 9%');
    expectLines(text, invoice, ['cgst', 'stateTax']);
    expect(text).not.toContain('IGST');
  });

  it('prints IGST alone between states, dated by India’s day', async () => {
    const invoice = interStateInvoice();
    const { text } = await pdfText(await invoicePdf(invoice));
    for (const expected of [
      'Tax Invoice',
      'Invoice number: VRD/26-27/000002',
      'Invoice date: 15 November 2026',
      'Place of supply: Maharashtra (27)',
      'Supply: Inter-state',
      'Ravi Kulkarni',
      'Flat 3B, Koregaon Park',
      'Pune 411001',
      'State: Maharashtra (27)',
      'Taxable value ₹1,099.15',
      'IGST ₹197.85',
      'Invoice total ₹1,297.00',
      'Amount in words: Rupees One Thousand Two Hundred Ninety-Seven Only',
      '@ 18%',
    ])
      expect(text).toContain(expected);
    expectLines(text, invoice, ['igst']);
    expect(text).not.toMatch(/CGST|SGST|Bill of Supply/);
  });

  it('names the state half UTGST in a union territory without a legislature', async () => {
    const invoice = utgstInvoice();
    const { text } = await pdfText(await invoicePdf(invoice));
    for (const expected of [
      'GSTIN: 04AABCV1234F1ZW',
      'State: Chandigarh (04)',
      'Place of supply: Chandigarh (04)',
      `CGST ${formatRupees(invoice.totals.cgst)}`,
      `UTGST ${formatRupees(invoice.totals.stateTax)}`,
    ])
      expect(text).toContain(expected);
    expectLines(text, invoice, ['cgst', 'stateTax']);
    expect(text).not.toMatch(/SGST|IGST/);
  });

  it('runs a long order onto more pages, the table’s header on each, every page numbered', async () => {
    const invoice = longInvoice(40);
    const { text, pages } = await pdfText(await invoicePdf(invoice));
    expect(pages).toBe(2);
    expect(text.match(/Taxable\s*value\s*CGST\s*SGST\s*Amount/g)).toHaveLength(2);
    expect(text).toContain('VRD/26-27/000004 · Page 1 of 2');
    expect(text).toContain('VRD/26-27/000004 · Page 2 of 2');
    expectLines(text, invoice, ['cgst', 'stateTax']);
    expect(text).toContain(`Invoice total ${formatRupees(invoice.totals.amount)}`);
  });

  it('says so when the recipient’s personal data was erased', async () => {
    const { text } = await pdfText(await invoicePdf({ ...intraStateInvoice(), recipient: null }));
    expect(text).toContain('The recipient’s name and address were erased at their request.');
    expect(text).toContain('Place of supply: Karnataka (29)');
  });

  it('is titled by what it supplies: taxable goods, exempt ones, or both', () => {
    const rate = (kind: 'taxable' | 'exempt' | 'nil-rated') => ({ rate: { code: kind, percent: 0, kind } });
    expect(invoiceTitle([rate('taxable'), rate('taxable')])).toBe('Tax Invoice');
    expect(invoiceTitle([rate('taxable'), rate('exempt')])).toBe('Invoice-cum-Bill of Supply');
    expect(invoiceTitle([rate('taxable'), rate('nil-rated')])).toBe('Invoice-cum-Bill of Supply');
    expect(invoiceTitle([rate('exempt'), rate('nil-rated')])).toBe('Bill of Supply');
  });
});

describe('the credit note as PDF', () => {
  it('refers to the invoice and prints what it takes back', async () => {
    const invoice = intraStateInvoice();
    const note = issuedCreditNote(
      invoice,
      { kind: 'lines', lines: [{ lineNo: 2, amount: 26_946 }] },
      { reason: 'returned' },
    );
    const { text, info } = await pdfText(await creditNotePdf(note));
    expect(info.Title).toBe('Credit Note VCN/26-27/000001');
    for (const expected of [
      'Credit Note',
      'GSTIN: 29AABCV1234F1ZK',
      'Credit note number: VCN/26-27/000001',
      'Credit note date: 9 October 2026',
      'Against invoice: VRD/26-27/000001',
      'Date of that invoice: 2 October 2026',
      'Reason: Goods returned',
      'Place of supply: Karnataka (29)',
      'Asha Rao',
      '7, 4th Cross, Jayanagar',
      'Taxable value ₹228.36',
      'CGST ₹20.55',
      'SGST ₹20.55',
      'Total credited ₹269.46',
      'Amount in words: Rupees Two Hundred Sixty-Nine and Forty-Six Paise Only',
    ])
      expect(text).toContain(expected);
    expectLines(text, note, ['cgst', 'stateTax']);
  });

  it('prints IGST for a credit note on an inter-state invoice', async () => {
    const note = issuedCreditNote(interStateInvoice(), { kind: 'whole' });
    const { text } = await pdfText(await creditNotePdf(note));
    expect(text).toContain('Reason: Order cancelled');
    expect(text).toContain('IGST ₹197.85');
    expect(text).toContain('Total credited ₹1,297.00');
    expect(text).not.toMatch(/CGST|SGST/);
  });
});

describe('rendering', () => {
  it('gives the same bytes every time, whenever it runs, dated by the issue', async () => {
    const invoice = intraStateInvoice();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    const first = await invoicePdf(invoice);
    vi.setSystemTime(new Date('2031-06-15T12:34:56Z'));
    const second = await invoicePdf(structuredClone(invoice));
    expect(second.equals(first)).toBe(true);
    const note = issuedCreditNote(invoice);
    expect((await creditNotePdf(note)).equals(await creditNotePdf(structuredClone(note)))).toBe(true);

    // A fresh module parses the fonts anew: a shared font's caches change nothing either.
    vi.resetModules();
    const fresh = await import('./invoice-pdf');
    expect((await fresh.invoicePdf(invoice)).equals(first)).toBe(true);

    const { info } = await pdfText(first);
    expect(info.CreationDate).toBe('D:20261002053000Z');
    expect(info.ModDate).toBe('D:20261002053000Z');
  });

  it('tells documents apart by their trailer ID', async () => {
    const idOf = (pdf: Buffer) => /\/ID \[<([0-9a-f]+)>/.exec(pdf.toString('latin1'))?.[1];
    const one = idOf(await invoicePdf(intraStateInvoice()));
    const other = idOf(await invoicePdf(issuedInvoice({ invoiceNumber: 'VRD/26-27/000009' })));
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(one);
  });

  it('embeds the font with the rupee sign, not a standard font', async () => {
    const pdf = (await invoicePdf(interStateInvoice())).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).not.toContain('/Helvetica');
  });
});
