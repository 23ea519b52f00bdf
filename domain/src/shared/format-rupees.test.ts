import { describe, expect, it } from 'vitest';
import { formatRupees, formatWholeRupees } from './format-rupees';

describe('formatRupees', () => {
  it('shows paise as rupees with two decimals and the rupee sign', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(129_900)).toBe('₹1,299.00');
  });

  it('groups digits the Indian way (lakhs and crores)', () => {
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
    expect(formatRupees(1_234_567_890)).toBe('₹1,23,45,678.90');
  });

  it('keeps every paisa of very large amounts', () => {
    expect(formatRupees(9_007_199_254_740_991)).toBe('₹9,00,71,99,25,47,409.91');
  });

  it('shows refunds and discounts with a leading minus', () => {
    expect(formatRupees(-9_950)).toBe('-₹99.50');
  });

  it('never uses a dollar sign', () => {
    expect(formatRupees(49_900)).not.toContain('$');
  });

  it("reads as Intl's Indian rupee format does, for amounts of every length", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    for (let digits = 1; digits <= 15; digits++) {
      for (const paise of [10 ** (digits - 1), 7 * 10 ** (digits - 1) + 3, 10 ** digits - 1]) {
        expect(formatRupees(paise)).toBe(intl.format(paise / 100));
        expect(formatRupees(-paise)).toBe(intl.format(-paise / 100));
      }
    }
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => formatRupees(12.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatWholeRupees', () => {
  it('shows whole rupees with the rupee sign and Indian grouping, without paise', () => {
    expect(formatWholeRupees(0)).toBe('₹0');
    expect(formatWholeRupees(5_000)).toBe('₹5,000');
    expect(formatWholeRupees(1_234_567)).toBe('₹12,34,567');
  });
});
