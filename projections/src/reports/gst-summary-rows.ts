import type { GstRate } from '@verdant/domain/invoicing/gst-rates';
import type { StoredDocument } from '@verdant/platform';

/** A line as the returns count it: a credit note's amounts are negative. */
export interface GstLine {
  lineNo: number;
  hsn: string;
  rate: GstRate;
  /** Units of goods (never of shipping); a credit note's are worked out against its invoice. */
  quantity: number;
  amount: number;
  taxableValue: number;
  cgst: number;
  stateTax: number;
  igst: number;
}

/** An invoice or a credit note, in the month (IST) of its date. */
export interface GstDocument extends StoredDocument {
  kind: 'invoice' | 'credit-note';
  month: string;
  invoiceNumber: string;
  /** A credit note's: whether it gave goods back (a cancellation, a return) or only money (a refund). */
  unitsBack: boolean;
  placeOfSupply: { stateCode: string; stateName: string };
  supplyType: 'intra-state' | 'inter-state';
  lines: GstLine[];
}

/** An invoice's goods lines, whenever it was issued: a credit note's units are counted against them. */
export interface InvoicedUnitsDocument extends StoredDocument {
  lines: { lineNo: number; quantity: number; amount: number }[];
}

/** GSTR-1 table 7 (B2C supplies), table 8 (nil-rated and exempt), table 12 (HSN summary). */
export type GstTable = 'b2c' | 'nil-exempt' | 'hsn';

export interface GstSummaryRow {
  table: GstTable;
  month: string;
  /** Table 7: '29-Karnataka'; table 8: 'Intra-state' or 'Inter-state'. */
  placeOfSupply: string | null;
  /** '18', 'Nil', 'Exempt'. */
  rate: string;
  hsn: string | null;
  uqc: string | null;
  quantity: number | null;
  totalValue: number | null;
  taxableValue: number;
  igst: number;
  cgst: number;
  stateTax: number;
}

const TABLE_ORDER: readonly GstTable[] = ['b2c', 'nil-exempt', 'hsn'];

const rateText = (rate: GstRate) =>
  rate.kind === 'taxable' ? String(rate.percent) : rate.kind === 'nil-rated' ? 'Nil' : 'Exempt';

/**
 * The units a credit note's line takes back: for goods given back, the line's units in proportion to the
 * amount credited, to the nearest unit (all of them for the whole line); none for a refund of money alone.
 */
export function unitsCredited(
  credited: number,
  invoiced: { quantity: number; amount: number } | undefined,
  unitsBack: boolean,
): number {
  if (!unitsBack || !invoiced || invoiced.amount === 0) return 0;
  return Math.round((invoiced.quantity * credited) / invoiced.amount);
}

type Key = string;

/** The month's invoices less its credit notes, grouped as the three tables group them. */
export function gstSummaryRows(documents: readonly GstDocument[]): GstSummaryRow[] {
  const rows = new Map<Key, GstSummaryRow>();
  const add = (key: Key, blank: () => GstSummaryRow, line: GstLine) => {
    const row = rows.get(key) ?? blank();
    row.taxableValue += line.taxableValue;
    row.igst += line.igst;
    row.cgst += line.cgst;
    row.stateTax += line.stateTax;
    if (row.quantity !== null) row.quantity += line.quantity;
    if (row.totalValue !== null) row.totalValue += line.amount;
    rows.set(key, row);
  };
  const empty = { taxableValue: 0, igst: 0, cgst: 0, stateTax: 0 };
  for (const document of documents) {
    const { month, placeOfSupply, supplyType } = document;
    for (const line of document.lines) {
      const rate = rateText(line.rate);
      if (line.rate.kind === 'taxable') {
        const place = `${placeOfSupply.stateCode}-${placeOfSupply.stateName}`;
        add(
          `${month}|b2c|${placeOfSupply.stateCode}|${line.rate.percent}`,
          () => ({
            table: 'b2c',
            month,
            placeOfSupply: place,
            rate,
            hsn: null,
            uqc: null,
            quantity: null,
            totalValue: null,
            ...empty,
          }),
          line,
        );
      } else {
        const where = supplyType === 'intra-state' ? 'Intra-state' : 'Inter-state';
        add(
          `${month}|nil-exempt|${where}|${rate}`,
          () => ({
            table: 'nil-exempt',
            month,
            placeOfSupply: where,
            rate,
            hsn: null,
            uqc: null,
            quantity: null,
            totalValue: null,
            ...empty,
          }),
          line,
        );
      }
      add(
        `${month}|hsn|${line.hsn}|${rate}`,
        () => ({
          table: 'hsn',
          month,
          placeOfSupply: null,
          rate,
          hsn: line.hsn,
          uqc: 'NOS',
          quantity: 0,
          totalValue: 0,
          ...empty,
        }),
        line,
      );
    }
  }
  const rateOrder = (rate: string) => (rate === 'Nil' ? -2 : rate === 'Exempt' ? -1 : Number(rate));
  return [...rows.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      TABLE_ORDER.indexOf(a.table) - TABLE_ORDER.indexOf(b.table) ||
      (a.placeOfSupply ?? '').localeCompare(b.placeOfSupply ?? '') ||
      (a.hsn ?? '').localeCompare(b.hsn ?? '') ||
      rateOrder(a.rate) - rateOrder(b.rate),
  );
}
