/**
 * The GST invoice and credit note as PDF, from the issued events alone: A4, every particular rules 46 and 53
 * ask for, amounts in rupees with Indian grouping, and the same bytes each time a document is rendered.
 */
import type {
  CreditReason,
  InvoiceLine,
  IssuedCreditNote,
  IssuedInvoice,
} from '@verdant/domain/invoicing/invoice';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { finished, newDocument, numberPages } from './pdf-document';
import {
  drawClosing,
  drawHead,
  drawTotals,
  issueDay,
  type Parties,
  rateCell,
  stateAndCode,
  taxColumns,
} from './pdf-parts';
import { drawTable, type TableColumn } from './pdf-table';

/**
 * Taxable goods alone make a tax invoice; exempt or nil-rated ones (both exempt supplies, CGST Act section
 * 2(47)) alone a bill of supply; both on one order sold to an unregistered buyer, one invoice-cum-bill of
 * supply (rule 46A).
 */
export function invoiceTitle(lines: readonly Pick<InvoiceLine, 'rate'>[]): string {
  const untaxed = lines.filter((line) => line.rate.kind !== 'taxable').length;
  if (untaxed === 0) return 'Tax Invoice';
  return untaxed === lines.length ? 'Bill of Supply' : 'Invoice-cum-Bill of Supply';
}

const placeFacts = (parties: Parties) =>
  [
    ['Place of supply', stateAndCode(parties.placeOfSupply.stateName, parties.placeOfSupply.stateCode)],
    ['Supply', parties.supplyType === 'intra-state' ? 'Intra-state' : 'Inter-state'],
    ['Tax payable on reverse charge', 'No'],
  ] as const;

/** The heads of tax the supply is charged under, for the totals. */
const taxTotals = (parties: Parties, totals: IssuedInvoice['totals']): [string, number][] =>
  parties.supplyType === 'inter-state'
    ? [['IGST', totals.igst]]
    : [
        ['CGST', totals.cgst],
        [parties.stateTaxName, totals.stateTax],
      ];

const money = (
  header: string,
  value: (line: InvoiceLine) => number,
  width = 50,
): TableColumn<InvoiceLine> => ({
  header,
  width,
  align: 'right',
  cell: (line) => formatRupees(value(line)),
});

export async function invoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  const title = invoiceTitle(invoice.lines);
  const doc = await newDocument({
    title: `${title} ${invoice.invoiceNumber}`,
    author: invoice.supplier.legalName,
    issuedAt: new Date(invoice.issuedAt),
  });
  drawHead(doc, title, invoice, [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', issueDay(invoice.issuedAt)],
    ['Financial year', invoice.financialYear],
    ...placeFacts(invoice),
  ]);
  drawTable<InvoiceLine>(
    doc,
    [
      { header: '#', width: 16, cell: (line) => String(line.lineNo) },
      { header: 'Description', width: 'rest', cell: (line) => line.description },
      { header: 'HSN', width: 34, cell: (line) => line.hsn },
      { header: 'Qty (NOS)', width: 32, align: 'right', cell: (line) => String(line.quantity) },
      { header: 'Rate', width: 38, align: 'right', cell: (line) => rateCell(line.rate) },
      money('Value', (line) => line.grossAmount, 48),
      money('Discount', (line) => line.discount, 42),
      money('Taxable value', (line) => line.taxableValue, 52),
      ...taxColumns<InvoiceLine>(invoice),
      money('Amount', (line) => line.amount, 54),
    ],
    invoice.lines,
  );
  const sum = (value: (line: InvoiceLine) => number) =>
    invoice.lines.reduce((total, line) => total + value(line), 0);
  const untaxed = sum((line) => (line.rate.kind === 'taxable' ? 0 : line.amount));
  drawTotals(
    doc,
    [
      ['Value of goods and shipping', sum((line) => line.grossAmount)],
      ['Less discount', sum((line) => line.discount)],
      ['Taxable value', invoice.totals.taxableValue],
      ...(untaxed > 0 ? [['of which exempt or nil-rated', untaxed] as [string, number]] : []),
      ...taxTotals(invoice, invoice.totals),
    ],
    ['Invoice total', invoice.totals.amount],
    invoice.amountInWords,
  );
  drawClosing(doc, invoice.supplier.legalName, [
    'Prices include GST. Shipping is taxed as part of the supply of the goods it carries.',
    ...(untaxed > 0
      ? ['Lines at Exempt or Nil-rated carry no tax: for them this document is a bill of supply.']
      : []),
  ]);
  numberPages(doc, invoice.invoiceNumber);
  return finished(doc);
}

const REASONS: Record<CreditReason, string> = {
  cancelled: 'Order cancelled',
  returned: 'Goods returned',
  refunded: 'Part of the price refunded',
};

type CreditedLine = IssuedCreditNote['lines'][number];

export async function creditNotePdf(note: IssuedCreditNote): Promise<Buffer> {
  const doc = await newDocument({
    title: `Credit Note ${note.creditNoteNumber}`,
    author: note.supplier.legalName,
    issuedAt: new Date(note.issuedAt),
  });
  drawHead(doc, 'Credit Note', note, [
    ['Credit note number', note.creditNoteNumber],
    ['Credit note date', issueDay(note.issuedAt)],
    ['Financial year', note.financialYear],
    ['Against invoice', note.invoiceNumber],
    ['Date of that invoice', issueDay(note.invoiceIssuedAt)],
    ['Reason', REASONS[note.reason]],
    ...placeFacts(note),
  ]);
  const creditedMoney = (
    header: string,
    value: (line: CreditedLine) => number,
  ): TableColumn<CreditedLine> => ({
    header,
    width: 56,
    align: 'right',
    cell: (line) => formatRupees(value(line)),
  });
  drawTable<CreditedLine>(
    doc,
    [
      { header: 'Line', width: 26, cell: (line) => String(line.lineNo) },
      { header: 'Description', width: 'rest', cell: (line) => line.description },
      { header: 'HSN', width: 34, cell: (line) => line.hsn },
      { header: 'Rate', width: 38, align: 'right', cell: (line) => rateCell(line.rate) },
      creditedMoney('Taxable value', (line) => line.taxableValue),
      ...taxColumns<CreditedLine>(note),
      creditedMoney('Amount', (line) => line.amount),
    ],
    note.lines,
  );
  drawTotals(
    doc,
    [['Taxable value', note.totals.taxableValue], ...taxTotals(note, note.totals)],
    ['Total credited', note.totals.amount],
    note.amountInWords,
  );
  drawClosing(doc, note.supplier.legalName, [
    `Lines are numbered as on invoice ${note.invoiceNumber}, whose taxable value and tax are reduced by the amounts above.`,
  ]);
  numberPages(doc, note.creditNoteNumber);
  return finished(doc);
}
