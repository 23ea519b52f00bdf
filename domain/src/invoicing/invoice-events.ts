/** An invoice and its credit notes as issued: everything needed to print them again, forever. */
import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { gstRateSchema } from './gst-rates';
import { DOCUMENT_NUMBER_MAX } from './invoice-series';

export const invoiceStreamId = (orderId: string) => `invoice-${orderId}`;

const amount = z.number().int();
const taxedAmountFields = {
  /** Inclusive of tax: taxable value + CGST + SGST/UTGST + IGST, to the paisa. */
  amount,
  taxableValue: amount,
  cgst: amount,
  stateTax: amount,
  igst: amount,
};
export const taxedAmountSchema = z.object(taxedAmountFields);

/** A line of the invoice: goods as sold, or shipping, taxed at the rate of the principal supply. */
export const invoiceLineSchema = z.object({
  lineNo: z.number().int().min(1),
  kind: z.enum(['goods', 'shipping']),
  productId: z.string().nullable(),
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int().min(1),
  rate: gstRateSchema,
  /** The line's price × quantity, and its share of the order's discount. */
  grossAmount: amount,
  discount: amount,
  ...taxedAmountFields,
});

/** A part of an invoice line a credit note takes back. */
export const creditedLineSchema = z.object({
  lineNo: z.number().int().min(1),
  description: z.string(),
  hsn: z.string(),
  rate: gstRateSchema,
  ...taxedAmountFields,
});

const documentNumber = z.string().min(1).max(DOCUMENT_NUMBER_MAX);

/** The parties and the place of supply, as both an invoice and its credit notes print them. */
const partiesFields = {
  orderId: z.string().min(1),
  customerId: z.string().min(1),
  issuedAt: z.iso.datetime(),
  financialYear: z.string(),
  supplier: z.object({
    legalName: z.string(),
    gstin: z.string(),
    address: z.array(z.string()),
    stateCode: z.string(),
    stateName: z.string(),
  }),
  recipient: personal(
    z.object({
      name: z.string(),
      addressLines: z.array(z.string()),
      state: z.string(),
    }),
  ),
  placeOfSupply: z.object({ stateCode: z.string(), stateName: z.string() }),
  supplyType: z.enum(['intra-state', 'inter-state']),
  /** What the state half is called where the goods go: UTGST in a union territory without a legislature. */
  stateTaxName: z.enum(['SGST', 'UTGST']),
};

export const invoiceIssuedSchema = z.object({
  ...partiesFields,
  invoiceNumber: documentNumber,
  lines: z.array(invoiceLineSchema).min(1),
  totals: taxedAmountSchema,
  amountInWords: z.string(),
});

export const CREDIT_REASONS = ['cancelled', 'returned', 'refunded'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const creditNoteIssuedSchema = z.object({
  ...partiesFields,
  creditNoteId: z.string().min(1),
  creditNoteNumber: documentNumber,
  /** The invoice it corrects. */
  invoiceNumber: documentNumber,
  invoiceIssuedAt: z.iso.datetime(),
  reason: z.enum(CREDIT_REASONS),
  lines: z.array(creditedLineSchema).min(1),
  totals: taxedAmountSchema,
  amountInWords: z.string(),
});

export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export type CreditedLine = z.infer<typeof creditedLineSchema>;
export type IssuedInvoice = z.infer<typeof invoiceIssuedSchema>;
export type IssuedCreditNote = z.infer<typeof creditNoteIssuedSchema>;

const byCustomer = { dataSubject: (data: { customerId: string }) => data.customerId };

export const InvoiceIssued = defineEvent('InvoiceIssued', invoiceIssuedSchema, byCustomer);
export const CreditNoteIssued = defineEvent('CreditNoteIssued', creditNoteIssuedSchema, byCustomer);

export const invoiceEvents = [InvoiceIssued, CreditNoteIssued] as const;
export type InvoiceEvent = EventsOf<typeof invoiceEvents>;
