import type { InvoiceEvent, InvoiceLine } from '@verdant/domain/invoicing/invoice';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import { documentProjection, type ProjectionCollections } from '@verdant/platform';
import {
  type GstDocument,
  type GstSummaryRow,
  gstSummaryRows,
  type InvoicedUnitsDocument,
  unitsCredited,
} from './gst-summary-rows';
import { projectionOf, type Report } from './report';

const negated = <Amounts extends Record<'amount' | 'taxableValue' | 'cgst' | 'stateTax' | 'igst', number>>(
  line: Amounts,
) => ({
  amount: -line.amount,
  taxableValue: -line.taxableValue,
  cgst: -line.cgst,
  stateTax: -line.stateTax,
  igst: -line.igst,
});

/** Units are of goods: shipping is part of their supply and counts in value only. */
const units = (line: InvoiceLine) => (line.kind === 'goods' ? line.quantity : 0);

/** Each invoice and credit note of the range, filed under the month (IST) of its date. */
const documents = documentProjection<InvoiceEvent, GstDocument>({
  name: 'gst-documents',
  version: 1,
  collection: 'gst_documents',
  handles: ['InvoiceIssued', 'CreditNoteIssued'],
  documentId: (event) =>
    event.type === 'InvoiceIssued'
      ? `invoice:${event.data.invoiceNumber}`
      : `credit-note:${event.data.creditNoteNumber}`,
  evolve(_document, event, id) {
    const { issuedAt, invoiceNumber, placeOfSupply, supplyType } = event.data;
    const common = {
      _id: id,
      month: shopDayOf(new Date(issuedAt)).slice(0, 7),
      invoiceNumber,
      placeOfSupply,
      supplyType,
    };
    if (event.type === 'InvoiceIssued')
      return {
        ...common,
        kind: 'invoice',
        unitsBack: false,
        lines: event.data.lines.map((line) => ({
          lineNo: line.lineNo,
          hsn: line.hsn,
          rate: line.rate,
          quantity: units(line),
          amount: line.amount,
          taxableValue: line.taxableValue,
          cgst: line.cgst,
          stateTax: line.stateTax,
          igst: line.igst,
        })),
      };
    return {
      ...common,
      kind: 'credit-note',
      unitsBack: event.data.reason !== 'refunded',
      lines: event.data.lines.map((line) => ({
        lineNo: line.lineNo,
        hsn: line.hsn,
        rate: line.rate,
        quantity: 0,
        ...negated(line),
      })),
    };
  },
});

/** Every invoice's goods lines before the range's end: a credit note in the range may correct an older one. */
const invoicedUnits = documentProjection<InvoiceEvent, InvoicedUnitsDocument, 'InvoiceIssued'>({
  name: 'gst-invoiced-units',
  version: 1,
  collection: 'gst_invoiced_units',
  handles: ['InvoiceIssued'],
  documentId: (event) => event.data.invoiceNumber,
  evolve: (_document, event) => ({
    _id: event.data.invoiceNumber,
    lines: event.data.lines.map((line) => ({
      lineNo: line.lineNo,
      quantity: units(line),
      amount: line.amount,
    })),
  }),
});

const INVOICES_PER_LOOKUP = 500;

async function unitsOf(collections: ProjectionCollections, invoiceNumbers: readonly string[]) {
  const invoiced = collections.collection<InvoicedUnitsDocument>('gst_invoiced_units');
  const byInvoice = new Map<string, InvoicedUnitsDocument['lines']>();
  for (let start = 0; start < invoiceNumbers.length; start += INVOICES_PER_LOOKUP) {
    const chunk = invoiceNumbers.slice(start, start + INVOICES_PER_LOOKUP);
    for (const invoice of await invoiced.find({ _id: { $in: chunk } }))
      byInvoice.set(invoice._id, invoice.lines);
  }
  return byInvoice;
}

/** A credit note's lines with the units it took back, counted against its invoice's lines. */
function withUnitsBack(note: GstDocument, invoiced: InvoicedUnitsDocument['lines'] | undefined): GstDocument {
  const lines = note.lines.map((line) => {
    const invoicedLine = invoiced?.find((candidate) => candidate.lineNo === line.lineNo);
    return { ...line, quantity: 0 - unitsCredited(0 - line.amount, invoicedLine, note.unitsBack) };
  });
  return { ...note, lines };
}

/**
 * The month's outward supplies as GSTR-1 tables them: B2C by place of supply and rate (table 7), nil-rated
 * and exempt (table 8), and the HSN summary (table 12); credit notes subtracted in the month of their date.
 */
export const gstSummaryReport: Report<GstSummaryRow, InvoiceEvent> = {
  name: 'gst-summary',
  description:
    'Per month: B2C supplies by place of supply and rate, nil-rated and exempt, and the HSN summary (GSTR-1 tables 7, 8, 12)',
  projection: projectionOf('report-gst-summary', 1, [documents]),
  standing: projectionOf('report-gst-summary-standing', 1, [invoicedUnits]),
  columns: [
    { header: 'Table', kind: 'text', value: (row) => row.table },
    { header: 'Month', kind: 'text', value: (row) => row.month },
    { header: 'Place of supply', kind: 'text', value: (row) => row.placeOfSupply },
    { header: 'Rate (%)', kind: 'text', value: (row) => row.rate },
    { header: 'HSN', kind: 'text', value: (row) => row.hsn },
    { header: 'UQC', kind: 'text', value: (row) => row.uqc },
    { header: 'Total quantity', kind: 'integer', value: (row) => row.quantity },
    { header: 'Total value (₹)', kind: 'rupees', value: (row) => row.totalValue },
    { header: 'Taxable value (₹)', kind: 'rupees', value: (row) => row.taxableValue },
    { header: 'IGST (₹)', kind: 'rupees', value: (row) => row.igst },
    { header: 'CGST (₹)', kind: 'rupees', value: (row) => row.cgst },
    { header: 'SGST/UTGST (₹)', kind: 'rupees', value: (row) => row.stateTax },
  ],
  async rows(collections) {
    const issued = await collections.collection<GstDocument>('gst_documents').find({});
    const notes = issued.filter((document) => document.kind === 'credit-note');
    const invoiced = await unitsOf(collections, [...new Set(notes.map((note) => note.invoiceNumber))]);
    return gstSummaryRows(
      issued.map((document) =>
        document.kind === 'credit-note'
          ? withUnitsBack(document, invoiced.get(document.invoiceNumber))
          : document,
      ),
    );
  },
};
