import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TOO_LARGE,
  NEGATIVE_AMOUNT,
  NOT_AN_AMOUNT,
  paiseToRupees,
  rupeesToPaise,
  TOO_MANY_DECIMALS,
} from './money';

describe('money', () => {
  describe('rupeesToPaise', () => {
    it.each([
      ['499', 49900],
      ['499.5', 49950],
      ['499.50', 49950],
      [' 1299.99 ', 129999],
      ['0.29', 29],
      ['.5', 50],
      ['5.', 500],
      ['0', 0],
      ['1.500', 150],
      [499.99, 49999],
      [0.29, 29],
      [1.1, 110],
      [2999, 299900],
    ])('reads %j as %i paise, with no floating-point error', (rupees, paise) => {
      expect(rupeesToPaise(rupees)).toBe(paise);
    });

    it('handles every two-decimal amount up to ₹10 exactly', () => {
      for (let paise = 0; paise <= 1000; paise++) {
        expect(rupeesToPaise(paise / 100)).toBe(paise);
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }
    });

    it.each([
      ['1.005', TOO_MANY_DECIMALS],
      [1.005, TOO_MANY_DECIMALS],
      [1e-7, TOO_MANY_DECIMALS],
      ['-5', NEGATIVE_AMOUNT],
      [-0.5, NEGATIVE_AMOUNT],
      [-1e21, NEGATIVE_AMOUNT],
      ['', NOT_AN_AMOUNT],
      ['  ', NOT_AN_AMOUNT],
      ['.', NOT_AN_AMOUNT],
      ['-', NOT_AN_AMOUNT],
      ['abc', NOT_AN_AMOUNT],
      ['1,299', NOT_AN_AMOUNT],
      ['₹499', NOT_AN_AMOUNT],
      ['+5', NOT_AN_AMOUNT],
      ['1e3', NOT_AN_AMOUNT],
      [Number.NaN, NOT_AN_AMOUNT],
      [Number.POSITIVE_INFINITY, NOT_AN_AMOUNT],
      [1e21, AMOUNT_TOO_LARGE],
      ['90071992547409.92', AMOUNT_TOO_LARGE],
    ])('refuses %j: %s', (rupees, message) => {
      expect(() => rupeesToPaise(rupees)).toThrow(new RangeError(message));
    });

    it('reads a negative amount as negative paise when allowed, for price adjustments', () => {
      expect(rupeesToPaise('-50.25', { allowNegative: true })).toBe(-5025);
      expect(rupeesToPaise(-0.5, { allowNegative: true })).toBe(-50);
      expect(Object.is(rupeesToPaise('-0', { allowNegative: true }), 0)).toBe(true);
      expect(() => rupeesToPaise('-1.005', { allowNegative: true })).toThrow(TOO_MANY_DECIMALS);
      expect(() => rupeesToPaise(-1e21, { allowNegative: true })).toThrow(AMOUNT_TOO_LARGE);
    });
  });

  describe('paiseToRupees', () => {
    it.each([
      [0, '0.00'],
      [5, '0.05'],
      [49950, '499.50'],
      [12345678, '123456.78'],
      [-5025, '-50.25'],
    ])('shows %i paise as %j for a price field', (paise, rupees) => {
      expect(paiseToRupees(paise)).toBe(rupees);
    });

    it('refuses a fraction of a paisa', () => {
      expect(() => paiseToRupees(10.5)).toThrow(RangeError);
    });
  });
});
