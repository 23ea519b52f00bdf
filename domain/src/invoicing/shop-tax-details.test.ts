import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { DEFAULT_GST_RATES, type GstRatePeriod } from './gst-rates';
import { GSTIN_INVALID } from './gstin';
import { GST_RATES_INVALID, invoicingSettingsDecider, STATE_NOT_OF_GSTIN } from './shop-tax-details';

const spec = deciderSpecification(invoicingSettingsDecider);

/** A Maharashtra registration (GSTIN state code 27). */
const form = {
  legalName: 'Verdant Plants Private Limited',
  gstin: ' 27aapfu0939f1zv ',
  addressLine1: '12 Nursery Lane',
  addressLine2: '',
  city: 'Pune',
  stateCode: '27',
  postalCode: '411 001',
};
const stored = {
  legalName: 'Verdant Plants Private Limited',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: '12 Nursery Lane',
  addressLine2: null,
  city: 'Pune',
  stateCode: '27',
  postalCode: '411001',
};

describe('the shop tax details', () => {
  it('are set from the form, the GSTIN in capitals without spaces', () => {
    spec
      .given([])
      .when({ type: 'SetShopTaxDetails', data: form })
      .thenEvents([{ type: 'ShopTaxDetailsSet', data: stored }]);
  });

  it('record nothing when saved unchanged, and a change when one field changes', () => {
    spec
      .given([{ type: 'ShopTaxDetailsSet', data: stored }])
      .when({ type: 'SetShopTaxDetails', data: form })
      .thenEvents([]);
    spec
      .given([{ type: 'ShopTaxDetailsSet', data: stored }])
      .when({ type: 'SetShopTaxDetails', data: { ...form, city: 'Mumbai' } })
      .thenEvents([{ type: 'ShopTaxDetailsSet', data: { ...stored, city: 'Mumbai' } }]);
  });

  it('refuse a GSTIN with a wrong check character or a state code India does not use', () => {
    for (const gstin of ['27AAPFU0939F1ZX', '99AAPFU0939F1ZV', '27AAPFU0939F1Z'])
      spec
        .given([])
        .when({ type: 'SetShopTaxDetails', data: { ...form, gstin } })
        .thenRefused('invalid', GSTIN_INVALID, { gstin: GSTIN_INVALID });
  });

  it('refuse a registered address in another state than the GSTIN', () => {
    const message = STATE_NOT_OF_GSTIN('Maharashtra');
    spec
      .given([])
      .when({ type: 'SetShopTaxDetails', data: { ...form, stateCode: '29' } })
      .thenRefused('invalid', message, { stateCode: message });
  });

  it('refuse missing fields, naming each', () => {
    spec
      .given([])
      .when({ type: 'SetShopTaxDetails', data: { ...form, legalName: ' ', stateCode: '00' } })
      .thenRefused('invalid', 'Legal name is required', {
        legalName: 'Legal name is required',
        stateCode: 'Please choose the state',
      });
  });

  it('invoice cash orders at shipment until told to wait for delivery', () => {
    spec
      .given([])
      .when({ type: 'SetCashOnDeliveryInvoiceTiming', data: { timing: 'shipment' } })
      .thenEvents([]);
    spec
      .given([])
      .when({ type: 'SetCashOnDeliveryInvoiceTiming', data: { timing: 'delivery' } })
      .thenEvents([{ type: 'CashOnDeliveryInvoiceTimingSet', data: { timing: 'delivery' } }]);
    spec
      .given([])
      .when({ type: 'SetCashOnDeliveryInvoiceTiming', data: { timing: 'whenever' } })
      .thenRefused('invalid', 'Please choose when cash orders are invoiced', {
        timing: 'Please choose when cash orders are invoiced',
      });
  });

  it('keep the GST rates as data: a new slab is a new period, set in date order', () => {
    const slabsOf2027: GstRatePeriod = {
      from: '2027-04-01',
      rates: [
        { code: 'exempt', percent: 0, kind: 'exempt' },
        { code: '3', percent: 3, kind: 'taxable' },
        { code: '18', percent: 18, kind: 'taxable' },
      ],
    };
    spec
      .given([])
      .when({ type: 'SetGstRates', data: { rates: [slabsOf2027, ...DEFAULT_GST_RATES] } })
      .thenEvents([{ type: 'GstRatesSet', data: { rates: [...DEFAULT_GST_RATES, slabsOf2027] } }]);
    spec
      .given([])
      .when({ type: 'SetGstRates', data: { rates: DEFAULT_GST_RATES } })
      .thenEvents([]);
  });

  it('refuse a table with two periods from one day, a rate named twice, or a percentage out of range', () => {
    const period = DEFAULT_GST_RATES[1]!;
    for (const rates of [
      [period, period],
      [{ ...period, rates: [...period.rates, period.rates[0]!] }],
      [{ ...period, rates: [{ code: '120', percent: 120, kind: 'taxable' }] }],
      [{ from: '22 Sept', rates: period.rates }],
      [],
    ])
      spec
        .given([])
        .when({ type: 'SetGstRates', data: { rates } })
        .thenRefused('invalid', GST_RATES_INVALID, { rates: GST_RATES_INVALID });
  });
});
