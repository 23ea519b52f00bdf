import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { DEFAULT_GST_RATES } from './gst-rates';
import {
  type InvoiceEvent,
  type IssuedInvoice,
  invoiceDecider,
  invoicedAlready,
  lineRefusal,
  NOTHING_TO_INVOICE,
  unknownPlaceOfSupply,
} from './invoice';
import { SHOP_TAX_DETAILS_MISSING, STATE_NOT_OF_GSTIN } from './shop-tax-details';
import { issueAshasInvoice, jadePlants, plasticPlanter, verdantTaxDetails } from './testing/invoices';

const spec = deciderSpecification(invoiceDecider);

/** Asha's invoice: Bengaluru to Bengaluru, so CGST and SGST. */
const ashasInvoice: IssuedInvoice = {
  orderId: 'o-1',
  customerId: 'c-asha',
  invoiceNumber: 'VRD/26-27/000001',
  issuedAt: '2026-10-02T05:30:00.000Z',
  financialYear: '26-27',
  supplier: {
    legalName: 'Verdant Plant Co. Private Limited',
    gstin: '29AABCV1234F1ZK',
    address: ['42, 12th Main Road', 'Indiranagar', 'Bengaluru 560038'],
    stateCode: '29',
    stateName: 'Karnataka',
  },
  recipient: {
    name: 'Asha Rao',
    addressLines: ['7, 4th Cross, Jayanagar', 'Bengaluru 560041'],
    state: 'Karnataka',
  },
  placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  supplyType: 'intra-state',
  stateTaxName: 'SGST',
  lines: [
    {
      lineNo: 1,
      kind: 'goods',
      productId: 'p-jade',
      description: 'Jade Plant × 2',
      hsn: '0602',
      quantity: 2,
      rate: { code: 'exempt', percent: 0, kind: 'exempt' },
      grossAmount: 39_800,
      discount: 3_992, // ₹100 off in proportion: 398/997 of it, with the odd paisa
      amount: 35_808,
      taxableValue: 35_808,
      cgst: 0,
      stateTax: 0,
      igst: 0,
    },
    {
      lineNo: 2,
      kind: 'goods',
      productId: 'p-planter',
      description: 'Plastic Planter, 8 inch',
      hsn: '3924',
      quantity: 1,
      rate: { code: '18', percent: 18, kind: 'taxable' },
      grossAmount: 59_900,
      discount: 6_008,
      amount: 53_892,
      taxableValue: 45_671,
      cgst: 4_111,
      stateTax: 4_110,
      igst: 0,
    },
    {
      lineNo: 3,
      kind: 'shipping',
      productId: null,
      description: 'Shipping',
      hsn: '3924', // the planter is the principal supply
      quantity: 1,
      rate: { code: '18', percent: 18, kind: 'taxable' },
      grossAmount: 9_900,
      discount: 0,
      amount: 9_900,
      taxableValue: 8_390,
      cgst: 755,
      stateTax: 755,
      igst: 0,
    },
  ],
  totals: { amount: 99_600, taxableValue: 89_869, cgst: 4_866, stateTax: 4_865, igst: 0 },
  amountInWords: 'Rupees Nine Hundred Ninety-Six Only',
};
const ashasInvoiceIssued: InvoiceEvent = { type: 'InvoiceIssued', data: ashasInvoice };

const issuedData = (events: InvoiceEvent[]) => {
  const [event] = events;
  if (event?.type !== 'InvoiceIssued') throw new Error('no invoice issued');
  return event.data;
};

describe('an invoice', () => {
  it('is issued with everything needed to print it, CGST and SGST within the shop’s state', () => {
    spec.given([]).when(issueAshasInvoice()).thenEvents([ashasInvoiceIssued]);
  });

  it('charges IGST when the goods go to another state', () => {
    const invoice = issuedData(
      invoiceDecider.decide(
        issueAshasInvoice({ customer: { name: 'Ravi', addressLines: ['Chennai'], state: 'Tamil Nadu' } }),
        null,
      ),
    );
    expect(invoice.supplyType).toBe('inter-state');
    expect(invoice.placeOfSupply).toEqual({ stateCode: '33', stateName: 'Tamil Nadu' });
    expect(invoice.totals).toEqual({
      amount: 99_600,
      taxableValue: 89_869,
      cgst: 0,
      stateTax: 0,
      igst: 9_731,
    });
  });

  it('names the state half UTGST in a union territory without a legislature', () => {
    const chandigarhShop = {
      ...verdantTaxDetails,
      gstin: '04AABCV1234F1ZW',
      stateCode: '04',
    };
    const invoice = issuedData(
      invoiceDecider.decide(
        issueAshasInvoice({
          shop: chandigarhShop,
          customer: { name: 'Asha', addressLines: ['Sector 17'], state: 'Chandigarh' },
        }),
        null,
      ),
    );
    expect([invoice.supplyType, invoice.stateTaxName]).toEqual(['intra-state', 'UTGST']);
  });

  it('adds up line by line to the paisa: taxable value and taxes make each amount', () => {
    for (const line of ashasInvoice.lines) {
      expect(line.taxableValue + line.cgst + line.stateTax + line.igst).toBe(line.amount);
    }
    expect(ashasInvoice.totals.amount).toBe(39_800 + 59_900 - 10_000 + 9_900);
  });

  it('is issued once: the same number again records nothing, another is refused', () => {
    spec.given([ashasInvoiceIssued]).when(issueAshasInvoice()).thenNothingHappens();
    spec
      .given([ashasInvoiceIssued])
      .when(issueAshasInvoice({ invoiceNumber: 'VRD/26-27/000002' }))
      .thenRefused('conflict', invoicedAlready('VRD/26-27/000001'));
  });

  it('is refused while the shop’s tax details are not set, or not valid', () => {
    spec
      .given([])
      .when(issueAshasInvoice({ shop: null }))
      .thenRefused('invalid', SHOP_TAX_DETAILS_MISSING);
    spec
      .given([])
      .when(issueAshasInvoice({ shop: { ...verdantTaxDetails, gstin: '29AABCV1234F1ZX' } }))
      .thenRefused('invalid', 'Please enter a valid GSTIN');
    spec
      .given([])
      .when(issueAshasInvoice({ shop: { ...verdantTaxDetails, stateCode: '33' } }))
      .thenRefused('invalid', STATE_NOT_OF_GSTIN('Karnataka'));
  });

  it('is refused for a line with an HSN code that is not 4, 6 or 8 digits', () => {
    spec
      .given([])
      .when(issueAshasInvoice({ lines: [jadePlants, { ...plasticPlanter, hsn: '392' }] }))
      .thenRefused('invalid', lineRefusal(2, 'Plastic Planter, 8 inch', 'An HSN code is 4, 6 or 8 digits'));
  });

  it('is refused for a rate no longer in force on the day it is issued, by India’s clock', () => {
    const twelvePercent = { ...plasticPlanter, gstRate: '12' };
    const lastDayOf12 = issueAshasInvoice({
      lines: [twelvePercent],
      issuedAt: new Date('2025-09-21T23:59:59+05:30'),
    });
    expect(issuedData(invoiceDecider.decide(lastDayOf12, null)).lines[0]?.rate.percent).toBe(12);
    spec
      .given([])
      .when(issueAshasInvoice({ lines: [twelvePercent], issuedAt: new Date('2025-09-22T00:00:00+05:30') }))
      .thenRefused(
        'invalid',
        lineRefusal(1, 'Plastic Planter, 8 inch', '12% is not a GST rate in force on 22 September 2025'),
      );
  });

  it('is refused when the shipping address names no Indian state, or there is nothing to invoice', () => {
    const abroad = { name: 'Asha', addressLines: ['Dubai'], state: 'Dubai' };
    spec
      .given([])
      .when(issueAshasInvoice({ customer: abroad }))
      .thenRefused('invalid', unknownPlaceOfSupply('Dubai'));
    spec
      .given([])
      .when(issueAshasInvoice({ lines: [] }))
      .thenRefused('invalid', NOTHING_TO_INVOICE);
  });

  it('belongs to the financial year of the moment it is issued, turning at midnight IST on 1 April', () => {
    const on = (moment: string) =>
      issuedData(invoiceDecider.decide(issueAshasInvoice({ issuedAt: new Date(moment) }), null))
        .financialYear;
    expect(on('2027-03-31T23:59:59+05:30')).toBe('26-27');
    expect(on('2027-04-01T00:00:00+05:30')).toBe('27-28');
  });

  it('keeps the rates it was issued with, whatever the rates become', () => {
    const later = [
      ...DEFAULT_GST_RATES,
      { from: '2026-10-03', rates: [{ code: '7', percent: 7, kind: 'taxable' as const }] },
    ];
    const invoice = issuedData(invoiceDecider.decide(issueAshasInvoice({ rates: later }), null));
    expect(invoice.lines[1]?.rate.percent).toBe(18);
  });
});
