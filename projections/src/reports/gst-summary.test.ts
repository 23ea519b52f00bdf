import type { InvoiceEvent, IssuedCreditNote, IssuedInvoice } from '@verdant/domain/invoicing/invoice';
import {
  interStateInvoice,
  intraStateInvoice,
  issuedCreditNote,
  utgstInvoice,
} from '@verdant/domain/invoicing/testing/issued-documents';
import { describe, expect, it } from 'vitest';
import { reportSpecification } from '../testing/report-specification';
import { gstSummaryReport } from './gst-summary';
import { type GstSummaryRow, unitsCredited } from './gst-summary-rows';

const spec = reportSpecification(gstSummaryReport);

const issued = (invoice: IssuedInvoice): InvoiceEvent => ({ type: 'InvoiceIssued', data: invoice });
const credited = (note: IssuedCreditNote): InvoiceEvent => ({ type: 'CreditNoteIssued', data: note });
const timed = (event: InvoiceEvent) => ({ event, at: event.data.issuedAt });

// Asha's order in Bengaluru on 2 October: plants (exempt, 0602) and a planter and shipping at 18 % (3924).
const asha = intraStateInvoice();
// To Pune at 23:30 IST on 31 October (18:00 UTC), and at midnight IST on 1 November (18:30 UTC on 31 October).
const ravisOctober = interStateInvoice({ issuedAt: new Date('2026-10-31T18:00:00Z') });
const ravisNovember = interStateInvoice({
  orderId: 'o-5',
  invoiceNumber: 'VRD/26-27/000005',
  issuedAt: new Date('2026-10-31T18:30:00Z'),
});
// The planter (line 2) comes back in October; part of Ravi's October order is refunded in November.
const planterBack = issuedCreditNote(
  asha,
  { kind: 'lines', lines: [{ lineNo: 2, amount: 53_892 }] },
  { reason: 'returned' },
);
const partRefund = issuedCreditNote(
  ravisOctober,
  { kind: 'amount', amount: 70_000 },
  {
    reason: 'refunded',
    issuedAt: new Date('2026-11-05T10:00:00+05:30'),
    sequence: 2,
  },
);

type Heads = Pick<GstSummaryRow, 'taxableValue' | 'igst' | 'cgst' | 'stateTax'>;
const HEADS = ['taxableValue', 'igst', 'cgst', 'stateTax'] as const;
const total = (rows: readonly Heads[]): Heads =>
  Object.fromEntries(HEADS.map((head) => [head, rows.reduce((sum, row) => sum + row[head], 0)])) as Heads;
const documentHeads = (document: IssuedInvoice | IssuedCreditNote, sign = 1): Heads =>
  Object.fromEntries(HEADS.map((head) => [head, sign * document.totals[head]])) as Heads;

async function rowsOf(events: readonly InvoiceEvent[]) {
  let rows: GstSummaryRow[] = [];
  await spec.given(events.map(timed)).thenRows(
    expect.toSatisfy((given: GstSummaryRow[]) => {
      rows = given;
      return true;
    }) as unknown as GstSummaryRow[],
  );
  return rows;
}

describe('the gst-summary report', () => {
  const history = [
    issued(asha),
    issued(ravisOctober),
    credited(planterBack),
    issued(ravisNovember),
    credited(partRefund),
  ];

  it('totals each month’s invoices less its credit notes, in table 7 and 8 and again in table 12', async () => {
    const rows = await rowsOf(history);
    const ofMonth = (month: string, ...tables: GstSummaryRow['table'][]) =>
      rows.filter((row) => row.month === month && tables.includes(row.table));

    const october = total([documentHeads(asha), documentHeads(ravisOctober), documentHeads(planterBack, -1)]);
    expect(total(ofMonth('2026-10', 'b2c', 'nil-exempt'))).toEqual(october);
    expect(total(ofMonth('2026-10', 'hsn'))).toEqual(october);
    const november = total([documentHeads(ravisNovember), documentHeads(partRefund, -1)]);
    expect(total(ofMonth('2026-11', 'b2c', 'nil-exempt'))).toEqual(november);
    expect(total(ofMonth('2026-11', 'hsn'))).toEqual(november);
    expect(new Set(rows.map((row) => row.month))).toEqual(new Set(['2026-10', '2026-11']));
  });

  it('lays the rows out by month and table, place of supply and rate, HSN and rate', async () => {
    const rows = await rowsOf(history);
    const [, planter, shipping] = asha.lines;
    const [pune, puneShipping] = ravisOctober.lines;
    const [returned] = planterBack.lines;
    const blank = { hsn: null, uqc: null, quantity: null, totalValue: null };
    expect(rows.filter((row) => row.month === '2026-10')).toEqual([
      {
        table: 'b2c',
        month: '2026-10',
        placeOfSupply: '27-Maharashtra',
        rate: '18',
        ...blank,
        taxableValue: ravisOctober.totals.taxableValue,
        igst: ravisOctober.totals.igst,
        cgst: 0,
        stateTax: 0,
      },
      {
        table: 'b2c',
        month: '2026-10',
        placeOfSupply: '29-Karnataka',
        rate: '18',
        ...blank,
        // The planter's line was credited whole: shipping is what is left.
        taxableValue: planter!.taxableValue + shipping!.taxableValue - returned!.taxableValue,
        igst: 0,
        cgst: shipping!.cgst,
        stateTax: shipping!.stateTax,
      },
      {
        table: 'nil-exempt',
        month: '2026-10',
        placeOfSupply: 'Intra-state',
        rate: 'Exempt',
        ...blank,
        taxableValue: 35_808,
        igst: 0,
        cgst: 0,
        stateTax: 0,
      },
      {
        table: 'hsn',
        month: '2026-10',
        placeOfSupply: null,
        rate: 'Exempt',
        hsn: '0602',
        uqc: 'NOS',
        quantity: 2,
        totalValue: 35_808,
        taxableValue: 35_808,
        igst: 0,
        cgst: 0,
        stateTax: 0,
      },
      {
        table: 'hsn',
        month: '2026-10',
        placeOfSupply: null,
        rate: '18',
        hsn: '3924',
        uqc: 'NOS',
        // Two planters to Pune; Asha's one came back. Shipping counts in value, not in units.
        quantity: 2,
        totalValue: 9_900 + 119_800 + 9_900,
        taxableValue: shipping!.taxableValue + pune!.taxableValue + puneShipping!.taxableValue,
        igst: pune!.igst + puneShipping!.igst,
        cgst: shipping!.cgst,
        stateTax: shipping!.stateTax,
      },
    ]);
    expect(rows.find((row) => row.month === '2026-11' && row.table === 'hsn')).toMatchObject({
      hsn: '3924',
      // A refund of money gives back no units.
      quantity: 2,
      totalValue: 119_800 + 9_900 - 70_000,
    });
  });

  it('names the state half UTGST’s column SGST/UTGST and files the Chandigarh supply under 04', async () => {
    const chandigarh = utgstInvoice();
    const rows = await rowsOf([issued(chandigarh)]);
    expect(rows.find((row) => row.table === 'b2c')).toMatchObject({
      month: '2026-12',
      placeOfSupply: '04-Chandigarh',
      cgst: chandigarh.totals.cgst,
      stateTax: chandigarh.totals.stateTax,
      igst: 0,
    });
    expect(gstSummaryReport.columns.map((column) => column.header)).toContain('SGST/UTGST (₹)');
  });

  it('counts a credit note of the range against an invoice issued before it', async () => {
    const cancelled = issuedCreditNote(
      asha,
      { kind: 'whole' },
      { issuedAt: new Date('2026-11-03T10:00:00+05:30') },
    );
    await spec
      .given([timed(issued(asha)), timed(credited(cancelled))], undefined, {
        from: new Date('2026-11-01T00:00:00+05:30'),
      })
      .thenRows(
        expect.toSatisfy((rows: GstSummaryRow[]) => {
          const hsn = rows.filter((row) => row.table === 'hsn');
          return (
            rows.every((row) => row.month === '2026-11') &&
            hsn.find((row) => row.hsn === '0602')?.quantity === -2 &&
            hsn.find((row) => row.hsn === '3924')?.quantity === -1 &&
            total(rows.filter((row) => row.table !== 'hsn')).taxableValue === -asha.totals.taxableValue
          );
        }) as unknown as GstSummaryRow[],
      );
  });

  it('gives back units in proportion to the amount of goods credited, and none for money refunded', () => {
    const line = { quantity: 3, amount: 30_000 };
    expect(unitsCredited(30_000, line, true)).toBe(3);
    expect(unitsCredited(10_000, line, true)).toBe(1);
    expect(unitsCredited(30_000, line, false)).toBe(0);
    expect(unitsCredited(5_000, undefined, true)).toBe(0);
  });
});
