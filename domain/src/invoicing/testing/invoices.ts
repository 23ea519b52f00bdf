import { DEFAULT_GST_RATES } from '../gst-rates';
import type { InvoiceCommand, LineToInvoice } from '../invoice';
import type { ShopTaxDetails } from '../shop-tax-details';

/** Verdant's registration in Karnataka (a made-up PAN with its right check character). */
export const verdantTaxDetails: ShopTaxDetails = {
  legalName: 'Verdant Plant Co. Private Limited',
  gstin: '29AABCV1234F1ZK',
  addressLine1: '42, 12th Main Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  stateCode: '29',
  postalCode: '560038',
};

export const jadePlants: LineToInvoice = {
  productId: 'p-jade',
  description: 'Jade Plant × 2',
  hsn: '0602',
  gstRate: 'exempt',
  quantity: 2,
  amount: 39_800,
};

export const plasticPlanter: LineToInvoice = {
  productId: 'p-planter',
  description: 'Plastic Planter, 8 inch',
  hsn: '3924',
  gstRate: '18',
  quantity: 1,
  amount: 59_900,
};

/** Asha's order, shipped on 2 October 2026: two jade plants and a planter, ₹100 off, ₹99 shipping. */
export const issueAshasInvoice = (
  overrides: Partial<Extract<InvoiceCommand, { type: 'IssueInvoice' }>['data']> = {},
): InvoiceCommand => ({
  type: 'IssueInvoice',
  data: {
    orderId: 'o-1',
    customerId: 'c-asha',
    invoiceNumber: 'VRD/26-27/000001',
    issuedAt: new Date('2026-10-02T11:00:00+05:30'),
    shop: verdantTaxDetails,
    rates: DEFAULT_GST_RATES,
    customer: {
      name: 'Asha Rao',
      addressLines: ['7, 4th Cross, Jayanagar', 'Bengaluru 560041'],
      state: 'Karnataka',
    },
    lines: [jadePlants, plasticPlanter],
    discount: 10_000,
    shipping: 9_900,
    ...overrides,
  },
});
