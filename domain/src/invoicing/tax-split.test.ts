import { describe, expect, it } from 'vitest';
import type { GstRate } from './gst-rates';
import {
  DISCOUNT_TOO_LARGE,
  type SupplyType,
  splitTax,
  spreadInProportion,
  type TaxedAmount,
  taxOf,
} from './tax-split';

const rate = (percent: number): GstRate => ({ code: String(percent), percent, kind: 'taxable' });
const EXEMPT: GstRate = { code: 'exempt', percent: 0, kind: 'exempt' };
const RATES = [EXEMPT, rate(5), rate(18), rate(40), rate(12), rate(28), rate(3), rate(0.25)];
const SUPPLIES: SupplyType[] = ['intra-state', 'inter-state'];

const taxIn = (line: TaxedAmount) => line.cgst + line.stateTax + line.igst;

/** Whether an amount's parts add up, and its heads are those of its supply. */
function expectWhole(line: TaxedAmount, supply: SupplyType, oddPaise = 1) {
  expect(line.taxableValue + taxIn(line)).toBe(line.amount);
  if (supply === 'inter-state') expect([line.cgst, line.stateTax]).toEqual([0, 0]);
  else {
    expect(line.igst).toBe(0);
    expect(line.cgst - line.stateTax).toBeGreaterThanOrEqual(0);
    expect(line.cgst - line.stateTax).toBeLessThanOrEqual(oddPaise);
  }
}

describe('spreading a discount in proportion', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [200, [1, 1, 1], [67, 67, 66]],
    [10_000, [33_333, 33_333, 33_334], [3_333, 3_333, 3_334]],
    [7, [50, 30, 20], [4, 2, 1]],
    [0, [500, 700], [0, 0]],
    [999, [0, 1_000], [0, 999]],
    [5, [0, 0], [0, 0]],
  ])('shares %i over %j as %j', (total, weights, parts) => {
    expect(spreadInProportion(total, weights)).toEqual(parts);
  });

  it('adds up exactly even where amount × weight outgrows a double', () => {
    const parts = spreadInProportion(99_999_999_99, [77_777_777_77, 22_222_222_23, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999_999_99);
  });
});

describe('the tax in a price that includes it', () => {
  it('is worked out per line and rounded to the paisa: ₹1,398 at 18 %', () => {
    expect(taxOf(139_800, rate(18), 'intra-state')).toEqual({
      amount: 139_800,
      taxableValue: 118_475, // 1,18,474.576… rounds up
      cgst: 10_663, // the odd paisa of 21,325 goes to CGST
      stateTax: 10_662,
      igst: 0,
    });
    expect(taxOf(139_800, rate(18), 'inter-state')).toEqual({
      amount: 139_800,
      taxableValue: 118_475,
      cgst: 0,
      stateTax: 0,
      igst: 21_325,
    });
  });

  it('is nothing on an exempt line', () => {
    expect(taxOf(49_900, EXEMPT, 'intra-state')).toEqual({
      amount: 49_900,
      taxableValue: 49_900,
      cgst: 0,
      stateTax: 0,
      igst: 0,
    });
  });

  it('rounds half a paisa up: ₹1.05 at 5 % holds exactly ₹1 and 5 paise', () => {
    expect(taxOf(105, rate(5), 'inter-state').taxableValue).toBe(100);
    // 21 paise at 5 %: 20 paise exactly; 3 paise at 40 %: 2.142… → 2.
    expect(taxOf(21, rate(5), 'inter-state').taxableValue).toBe(20);
    expect(taxOf(3, rate(40), 'inter-state').taxableValue).toBe(2);
    // 59 paise at 18 %: 50 paise exactly; 1 paisa at 18 % is 0.847… → 1, tax 0.
    expect(taxOf(59, rate(18), 'inter-state').taxableValue).toBe(50);
    expect(taxOf(1, rate(18), 'inter-state').taxableValue).toBe(1);
  });

  const prices = [
    1, 2, 3, 99, 100, 101, 4_999, 19_900, 29_950, 39_800, 99_999, 139_800, 1_00_00_000, 7_77_77_777,
  ];
  it('adds up, with taxable value within half a paisa of the exact, for every price and rate', () => {
    for (const amount of prices) {
      for (const gstRate of RATES) {
        for (const supply of SUPPLIES) {
          const line = taxOf(amount, gstRate, supply);
          expectWhole(line, supply);
          // |taxable × (100 + rate) − amount × 100| ≤ (100 + rate) / 2, in hundredths of a percent
          const bp = Math.round(gstRate.percent * 100);
          const error = Math.abs(line.taxableValue * (10_000 + bp) - amount * 10_000);
          expect(error * 2).toBeLessThanOrEqual(10_000 + bp);
        }
      }
    }
  });
});

describe("an order's tax", () => {
  const plant = (amount: number) => ({ amount, rate: EXEMPT });
  const pot = (amount: number) => ({ amount, rate: rate(18) });

  it('spreads the coupon over the lines, and taxes shipping at the principal supply’s rate', () => {
    const split = splitTax({
      lines: [plant(39_800), pot(59_900)],
      discount: 10_000,
      shipping: 9_900,
      supply: 'intra-state',
    });
    expect(split.lines.map((line) => line.discount)).toEqual([3_992, 6_008]);
    expect(split.lines[1]).toMatchObject({
      amount: 53_892,
      taxableValue: 45_671,
      cgst: 4_111,
      stateTax: 4_110,
    });
    // The pot is the larger line, so shipping is taxed at 18 %.
    expect(split.shipping).toMatchObject({ amount: 9_900, taxableValue: 8_390, cgst: 755, stateTax: 755 });
    expect(split.totals).toEqual({
      amount: 39_800 + 59_900 - 10_000 + 9_900,
      taxableValue: 35_808 + 45_671 + 8_390,
      cgst: 4_111 + 755,
      stateTax: 4_110 + 755,
      igst: 0,
    });
  });

  it('takes shipping as exempt when plants make most of the order', () => {
    const split = splitTax({
      lines: [plant(99_900), pot(19_900)],
      discount: 0,
      shipping: 9_900,
      supply: 'inter-state',
    });
    expect(split.shipping).toMatchObject({ taxableValue: 9_900, igst: 0, rate: EXEMPT });
  });

  it('takes the higher rate for shipping when two lines count alike', () => {
    const split = splitTax({
      lines: [plant(20_000), pot(20_000)],
      discount: 0,
      shipping: 5_000,
      supply: 'inter-state',
    });
    expect(split.shipping?.rate).toEqual(rate(18));
  });

  it('has no shipping line when shipping was free', () => {
    expect(
      splitTax({ lines: [pot(100)], discount: 0, shipping: 0, supply: 'inter-state' }).shipping,
    ).toBeNull();
  });

  it('refuses a discount larger than the goods', () => {
    expect(() => splitTax({ lines: [pot(100)], discount: 101, shipping: 0, supply: 'inter-state' })).toThrow(
      DISCOUNT_TOO_LARGE,
    );
  });

  const baskets = [
    [19_900],
    [19_900, 19_900, 19_900],
    [33_333, 33_333, 33_334],
    [1, 2, 3],
    [49_999, 1, 12_345, 67_890],
    [1_00_00_000, 99],
  ];
  const coupons = [0, 1, 7, 100, 999, 5_000, 33_333];
  it('adds up to the paisa for every basket, rate mix and awkward coupon', () => {
    let checked = 0;
    for (const basket of baskets) {
      const goods = basket.reduce((a, b) => a + b, 0);
      for (const coupon of coupons.filter((c) => c <= goods).concat([goods])) {
        for (const [offset] of RATES.entries()) {
          for (const supply of SUPPLIES) {
            const lines = basket.map((amount, i) => ({ amount, rate: RATES[(i + offset) % RATES.length]! }));
            const split = splitTax({ lines, discount: coupon, shipping: 4_900, supply });
            for (const line of [...split.lines, ...(split.shipping ? [split.shipping] : [])]) {
              expectWhole(line, supply);
            }
            expect(split.lines.reduce((a, line) => a + line.discount, 0)).toBe(coupon);
            split.lines.forEach((line, i) => {
              expect(line.grossAmount - line.discount).toBe(line.amount);
              expect(line.grossAmount).toBe(basket[i]);
            });
            expect(split.totals.amount).toBe(goods - coupon + 4_900);
            // Each line's odd paisa of CGST shows in the totals.
            expectWhole(split.totals, supply, basket.length + 1);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
