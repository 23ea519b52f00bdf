import { type GstRate, rateLabel } from '@verdant/domain/invoicing/gst-rates';
import type { IssuedInvoice } from '@verdant/domain/invoicing/invoice';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { shopDateText } from '@verdant/domain/shared/shop-calendar';
import { BOLD, REGULAR } from './pdf-document';
import type { TableColumn } from './pdf-table';

/** What an invoice and its credit notes print alike: the parties and the place of supply. */
export type Parties = Pick<
  IssuedInvoice,
  'issuedAt' | 'supplier' | 'recipient' | 'placeOfSupply' | 'supplyType' | 'stateTaxName'
>;

/** The day a document was issued, by India's clock: '2 October 2026'. */
export const issueDay = (instant: string) => shopDateText(new Date(instant));

export const stateAndCode = (name: string, code: string) => `${name} (${code})`;

/** '18%', '2.5%': a head's share of the rate, half of it when the tax is split between centre and state. */
const percent = (value: number) => `${Number(value.toFixed(2))}%`;

const zeroRated = (rate: GstRate) => rate.kind !== 'taxable';

/** A tax's amount and the rate it was charged at, or a dash on an exempt or nil-rated line. */
const taxCell = (amount: number, rate: GstRate, share: number) =>
  zeroRated(rate) ? '–' : `${formatRupees(amount)}\n@ ${percent(rate.percent * share)}`;

/** '18%', 'Exempt', 'Nil', as the shop names rates everywhere. */
export const rateCell = (rate: GstRate) => rateLabel(rate.code);

interface TaxedLine {
  rate: GstRate;
  cgst: number;
  stateTax: number;
  igst: number;
}

/** CGST and SGST (or UTGST) within a state, IGST between states: only the heads the supply is taxed under. */
export function taxColumns<Line extends TaxedLine>(parties: Parties): TableColumn<Line>[] {
  const money = { width: 54, align: 'right' } as const;
  if (parties.supplyType === 'inter-state')
    return [{ header: 'IGST', ...money, cell: (line) => taxCell(line.igst, line.rate, 1) }];
  return [
    { header: 'CGST', ...money, cell: (line) => taxCell(line.cgst, line.rate, 0.5) },
    { header: parties.stateTaxName, ...money, cell: (line) => taxCell(line.stateTax, line.rate, 0.5) },
  ];
}

/** A label and its value on one line: 'Invoice number: VRD/26-27/000001'. */
function fact(doc: PDFKit.PDFDocument, label: string, value: string, x: number, width: number) {
  doc.font(BOLD).text(`${label}: `, x, doc.y, { width, continued: true }).font(REGULAR).text(value);
}

/**
 * The document's head: its title, the supplier on the left and the document's own facts on the right, then
 * the recipient, whose address is the address of delivery.
 */
export function drawHead(
  doc: PDFKit.PDFDocument,
  title: string,
  parties: Parties,
  facts: readonly (readonly [string, string])[],
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = width / 2 - 8;
  const { supplier, recipient, placeOfSupply } = parties;

  doc
    .font(REGULAR)
    .fontSize(7)
    .fillColor('#555555')
    .text('Original for recipient', left, doc.y, { width, align: 'right' });
  doc.font(BOLD).fontSize(16).fillColor('black').text(title, left, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);

  const top = doc.y;
  doc.font(BOLD).fontSize(10).text(supplier.legalName, left, top, { width: half });
  doc.font(REGULAR).fontSize(8.5);
  for (const line of supplier.address) doc.text(line, { width: half });
  fact(doc, 'State', stateAndCode(supplier.stateName, supplier.stateCode), left, half);
  fact(doc, 'GSTIN', supplier.gstin, left, half);
  const supplierBottom = doc.y;

  doc.y = top;
  for (const [label, value] of facts) fact(doc, label, value, left + width / 2 + 8, half);
  doc.y = Math.max(supplierBottom, doc.y) + 10;

  doc.font(BOLD).fontSize(9).text('Recipient (unregistered) and address of delivery', left, doc.y, { width });
  doc.font(REGULAR).fontSize(8.5);
  if (recipient) {
    doc.text(recipient.name, { width });
    for (const line of recipient.addressLines) doc.text(line, { width });
    fact(doc, 'State', stateAndCode(placeOfSupply.stateName, placeOfSupply.stateCode), left, width);
  } else {
    // The customer's key was deleted at their request: the personal fields read as nothing.
    doc.text('The recipient’s name and address were erased at their request.', { width });
    fact(doc, 'State', stateAndCode(placeOfSupply.stateName, placeOfSupply.stateCode), left, width);
  }
  doc.moveDown(0.8);
}

/** The totals, right-aligned under the table, then the amount in words across the page. */
export function drawTotals(
  doc: PDFKit.PDFDocument,
  rows: readonly (readonly [string, number])[],
  grandTotal: readonly [string, number],
  amountInWords: string,
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelX = left + width - 250;
  const needed = (rows.length + 4) * 12 + 40;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.6);
  const line = (label: string, amount: number, font: string) => {
    const y = doc.y;
    doc.font(font).text(label, labelX, y, { width: 160 });
    doc.text(formatRupees(amount), labelX + 160, y, { width: 90, align: 'right' });
  };
  doc.fontSize(8.5);
  for (const [label, amount] of rows) line(label, amount, REGULAR);
  doc.moveDown(0.2);
  doc.fontSize(10);
  line(grandTotal[0], grandTotal[1], BOLD);
  doc.moveDown(0.6);
  doc.fontSize(8.5);
  fact(doc, 'Amount in words', amountInWords, left, width);
}

/** The closing lines: no reverse charge, and who signs for the supplier. */
export function drawClosing(doc: PDFKit.PDFDocument, supplierName: string, notes: readonly string[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (doc.y + 90 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(1);
  doc.font(REGULAR).fontSize(8);
  for (const note of notes) doc.text(note, left, doc.y, { width });
  doc.moveDown(1.5);
  doc.font(BOLD).text(`For ${supplierName}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(2);
  doc.font(REGULAR).text('Authorised signatory', left, doc.y, { width, align: 'right' });
}
