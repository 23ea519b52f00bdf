import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import {
  DEFAULT_GST_RATES,
  type GstRateTable,
  gstRateTableSchema,
  HSN_INVALID,
  hsnSchema,
  rateInForce,
  rateLabel,
  ratesInForce,
} from './gst-rates';

const codesOn = (day: string, table: GstRateTable = DEFAULT_GST_RATES) =>
  ratesInForce(table, day).map((rate) => rate.code);

describe('GST rates in force', () => {
  it('are 5, 18 and 40 %, beside nil-rated and exempt, from 22 September 2025', () => {
    expect(codesOn('2025-09-22')).toEqual(['nil', 'exempt', '5', '18', '40']);
    expect(codesOn('2027-04-01')).toEqual(['nil', 'exempt', '5', '18', '40']);
  });

  it('were 5, 12, 18 and 28 % the day before', () => {
    expect(codesOn('2025-09-21')).toEqual(['nil', 'exempt', '5', '12', '18', '28']);
  });

  it('are none before GST began', () => {
    expect(codesOn('2017-06-30')).toEqual([]);
  });

  it('read the periods in any order, so a slab change is one more entry of data', () => {
    const shuffled = [...DEFAULT_GST_RATES].reverse();
    expect(codesOn('2025-10-01', shuffled)).toEqual(['nil', 'exempt', '5', '18', '40']);
    const withNewSlab: GstRateTable = [
      ...DEFAULT_GST_RATES,
      { from: '2030-04-01', rates: [{ code: '10', percent: 10, kind: 'taxable' }] },
    ];
    expect(codesOn('2030-04-01', withNewSlab)).toEqual(['10']);
    expect(codesOn('2030-03-31', withNewSlab)).toContain('18');
  });

  it('give the rate of a code in force on the day', () => {
    expect(rateInForce(DEFAULT_GST_RATES, '18', '2026-01-15')).toEqual({
      code: '18',
      percent: 18,
      kind: 'taxable',
    });
    expect(rateInForce(DEFAULT_GST_RATES, 'exempt', '2026-01-15').kind).toBe('exempt');
  });

  it.each([
    ['12', '2025-10-01', '12% is not a GST rate in force on 1 October 2025'],
    ['28', '2025-09-22', '28% is not a GST rate in force on 22 September 2025'],
    ['40', '2025-09-21', '40% is not a GST rate in force on 21 September 2025'],
    ['7', '2026-01-01', '7% is not a GST rate in force on 1 January 2026'],
  ])('refuse %s %% on %s', (code, day, message) => {
    expect(() => rateInForce(DEFAULT_GST_RATES, code, day)).toThrow(
      expect.objectContaining({ kind: 'invalid', message }),
    );
    expect(() => rateInForce(DEFAULT_GST_RATES, code, day)).toThrow(DomainError);
  });

  it('print as invoices write them', () => {
    expect([rateLabel('18'), rateLabel('nil'), rateLabel('exempt')]).toEqual(['18%', 'Nil', 'Exempt']);
  });

  it('are data the default of which the settings schema accepts', () => {
    expect(gstRateTableSchema.parse(DEFAULT_GST_RATES)).toEqual(DEFAULT_GST_RATES);
    expect(gstRateTableSchema.safeParse([]).success).toBe(false);
  });
});

describe('HSN code', () => {
  it.each(['0602', '060290', '06029090', '6912', '3924 90 90'])('accepts %s', (hsn) => {
    expect(hsnSchema.parse(hsn)).toBe(hsn.replace(/ /g, ''));
  });

  it.each(['', '602', '06029', '0602909', '060290901', '06O2', 'abcd'])('refuses %j', (hsn) => {
    expect(() => parseOrRefuse(hsnSchema, hsn)).toThrow(HSN_INVALID);
  });
});
