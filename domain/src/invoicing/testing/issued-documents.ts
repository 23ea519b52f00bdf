import { foldEvents } from '../../shared/decider';
import type { Credit } from '../credit-note';
import { gstinCheckCharacter } from '../gstin';
import {
  type InvoiceCommand,
  type InvoiceEvent,
  type IssuedCreditNote,
  type IssuedInvoice,
  invoiceDecider,
} from '../invoice';
import { issueAshasInvoice, jadePlants, plasticPlanter, verdantTaxDetails } from './invoices';

type IssueInvoice = Extract<InvoiceCommand, { type: 'IssueInvoice' }>['data'];

/** The invoice the domain issues for the command: what `InvoiceIssued` records. */
export function issuedInvoice(overrides: Partial<IssueInvoice> = {}): IssuedInvoice {
  const [event] = invoiceDecider.decide(issueAshasInvoice(overrides), null);
  if (event?.type !== 'InvoiceIssued') throw new Error('no invoice issued');
  return event.data;
}

/** Asha's order in Bengaluru: plants (exempt) and a planter at 18 %, CGST and SGST. */
export const intraStateInvoice = () => issuedInvoice();

/** Two planters shipped from Karnataka to Pune: IGST, every line taxable. */
export const interStateInvoice = (overrides: Partial<IssueInvoice> = {}) =>
  issuedInvoice({
    orderId: 'o-2',
    customerId: 'c-ravi',
    invoiceNumber: 'VRD/26-27/000002',
    // 00:30 on 15 November in India, still 14 November in UTC: the invoice is dated by India's day.
    issuedAt: new Date('2026-11-14T19:00:00Z'),
    customer: {
      name: 'Ravi Kulkarni',
      addressLines: ['Flat 3B, Koregaon Park', 'Pune 411001'],
      state: 'Maharashtra',
    },
    lines: [{ ...plasticPlanter, description: 'Plastic Planter, 8 inch × 2', quantity: 2, amount: 119_800 }],
    discount: 0,
    ...overrides,
  });

const first14 = '04AABCV1234F1Z';
/** The shop registered in Chandigarh, a union territory without a legislature: UTGST within it. */
export const chandigarhShop = {
  ...verdantTaxDetails,
  gstin: `${first14}${gstinCheckCharacter(first14)}`,
  addressLine1: 'SCO 12, Sector 17-C',
  addressLine2: null,
  city: 'Chandigarh',
  stateCode: '04',
  postalCode: '160017',
};

/** A planter sold within Chandigarh: CGST and UTGST. */
export const utgstInvoice = () =>
  issuedInvoice({
    orderId: 'o-3',
    customerId: 'c-meera',
    invoiceNumber: 'VRD/26-27/000003',
    issuedAt: new Date('2026-12-01T10:00:00+05:30'),
    shop: chandigarhShop,
    customer: {
      name: 'Meera Sandhu',
      addressLines: ['House 221, Sector 35-B', 'Chandigarh 160022'],
      state: 'Chandigarh',
    },
    lines: [plasticPlanter],
    discount: 0,
  });

/** An order of many lines, long enough to run onto a second page. */
export const longInvoice = (lineCount = 40) =>
  issuedInvoice({
    orderId: 'o-4',
    invoiceNumber: 'VRD/26-27/000004',
    lines: Array.from({ length: lineCount }, (_, index) => ({
      ...(index % 2 === 0 ? jadePlants : plasticPlanter),
      productId: `p-${index}`,
      description: `${index % 2 === 0 ? 'Jade Plant' : 'Plastic Planter'} no. ${index + 1}`,
    })),
  });

/** A credit note against the invoice, as `CreditNoteIssued` records it. */
export function issuedCreditNote(
  invoice: IssuedInvoice,
  credit: Credit = { kind: 'whole' },
  {
    reason = 'cancelled',
    issuedAt = new Date('2026-10-09T10:00:00+05:30'),
    sequence = 1,
  }: { reason?: IssuedCreditNote['reason']; issuedAt?: Date; sequence?: number } = {},
): IssuedCreditNote {
  const history: InvoiceEvent[] = [{ type: 'InvoiceIssued', data: invoice }];
  const [event] = invoiceDecider.decide(
    {
      type: 'IssueCreditNote',
      data: {
        orderId: invoice.orderId,
        creditNoteId: `cn-${invoice.orderId}-${sequence}`,
        creditNoteNumber: `VCN/26-27/${String(sequence).padStart(6, '0')}`,
        issuedAt,
        reason,
        credit,
      },
    },
    foldEvents(invoiceDecider, history),
  );
  if (event?.type !== 'CreditNoteIssued') throw new Error('no credit note issued');
  return event.data;
}
