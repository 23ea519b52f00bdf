import { invalid } from '../shared/domain-error';
import { formatRupees } from '../shared/format-rupees';
import type { Paise } from '../shared/money';
import type { GstRate } from './gst-rates';
import type { CreditedLine, InvoiceLine } from './invoice-events';
import { type SupplyType, spreadInProportion, type TaxedAmount, taxableValueOf } from './tax-split';

/**
 * What a credit note takes back: all that is left of the invoice (a cancelled order), amounts of given lines
 * (goods returned), or an amount spread over what is left in proportion (a part refund).
 */
export type Credit =
  | { kind: 'whole' }
  | { kind: 'lines'; lines: readonly { lineNo: number; amount: Paise }[] }
  | { kind: 'amount'; amount: Paise };

/** What is left of each invoice line once earlier credit notes took their part. */
export type LeftOfLines = ReadonlyMap<number, TaxedAmount>;

export const NOTHING_TO_CREDIT = 'A credit note must take back an amount of the invoice';
export const creditTooLarge = (invoiceNumber: string, left: Paise) =>
  `A credit note cannot take back more than is left of invoice ${invoiceNumber}: ${formatRupees(left)}`;
export const noSuchLine = (lineNo: number) => `Invoice line ${lineNo} does not exist`;

/** The inclusive amount to take back of each line, refused when it is more than is left. */
function amountsToCredit(
  credit: Credit,
  lines: readonly InvoiceLine[],
  left: LeftOfLines,
  invoiceNumber: string,
) {
  const leftOf = (lineNo: number) => left.get(lineNo)?.amount ?? 0;
  const leftInAll = lines.reduce((sum, line) => sum + leftOf(line.lineNo), 0);
  switch (credit.kind) {
    case 'whole':
      return new Map(lines.map((line) => [line.lineNo, leftOf(line.lineNo)]));
    case 'amount': {
      if (credit.amount > leftInAll) throw invalid(creditTooLarge(invoiceNumber, leftInAll));
      const parts = spreadInProportion(
        credit.amount,
        lines.map((line) => leftOf(line.lineNo)),
      );
      return new Map(lines.map((line, index) => [line.lineNo, parts[index]!]));
    }
    case 'lines': {
      const amounts = new Map<number, Paise>();
      for (const { lineNo, amount } of credit.lines) {
        if (!left.has(lineNo)) throw invalid(noSuchLine(lineNo));
        if (!Number.isSafeInteger(amount) || amount < 0) throw invalid(NOTHING_TO_CREDIT);
        amounts.set(lineNo, (amounts.get(lineNo) ?? 0) + amount);
      }
      for (const [lineNo, amount] of amounts) {
        if (amount > leftOf(lineNo)) throw invalid(creditTooLarge(invoiceNumber, leftOf(lineNo)));
      }
      return amounts;
    }
  }
}

/**
 * The lines of a credit note. The tax taken back is worked out as on the invoice, but never more of any
 * head than is left of it: the last credit note of a line takes back exactly what remains, so an invoice
 * credited in full nets to nothing, to the paisa.
 */
export function creditedLines(
  credit: Credit,
  lines: readonly InvoiceLine[],
  left: LeftOfLines,
  invoice: { invoiceNumber: string; supplyType: SupplyType },
): CreditedLine[] {
  const { invoiceNumber, supplyType } = invoice;
  const amounts = amountsToCredit(credit, lines, left, invoiceNumber);
  const credited = lines.flatMap((line) => {
    const amount = amounts.get(line.lineNo) ?? 0;
    if (amount === 0) return [];
    const { lineNo, description, hsn, rate } = line;
    return [
      { lineNo, description, hsn, rate, ...creditOf(amount, line.rate, left.get(lineNo)!, supplyType) },
    ];
  });
  if (credited.length === 0) throw invalid(NOTHING_TO_CREDIT);
  return credited;
}

function creditOf(amount: Paise, rate: GstRate, left: TaxedAmount, supply: SupplyType): TaxedAmount {
  if (amount === left.amount) return left;
  const leftTax = left.amount - left.taxableValue;
  let taxableValue = Math.min(taxableValueOf(amount, rate), left.taxableValue);
  if (amount - taxableValue > leftTax) taxableValue = amount - leftTax;
  const tax = amount - taxableValue;
  if (supply === 'inter-state') return { amount, taxableValue, cgst: 0, stateTax: 0, igst: tax };
  // The halves as on the invoice, CGST first, but neither beyond what is left of it.
  let cgst = Math.min(Math.ceil(tax / 2), left.cgst);
  if (tax - cgst > left.stateTax) cgst = tax - left.stateTax;
  return { amount, taxableValue, cgst, stateTax: tax - cgst, igst: 0 };
}

export function leftAfter(left: TaxedAmount, credited: TaxedAmount): TaxedAmount {
  return {
    amount: left.amount - credited.amount,
    taxableValue: left.taxableValue - credited.taxableValue,
    cgst: left.cgst - credited.cgst,
    stateTax: left.stateTax - credited.stateTax,
    igst: left.igst - credited.igst,
  };
}
