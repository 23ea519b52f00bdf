import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('an amount in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [9_800, 'Rupees Ninety-Eight Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [1_39_800, 'Rupees One Thousand Three Hundred Ninety-Eight Only'],
    [1_00_000, 'Rupees One Thousand Only'],
    [10_00_000, 'Rupees Ten Thousand Only'],
    [1_00_00_000, 'Rupees One Lakh Only'],
    [1_00_00_100, 'Rupees One Lakh One Only'],
    [12_34_56_700, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only'],
    [1_00_00_00_000, 'Rupees One Crore Only'],
    [
      99_99_99_99_900,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    ],
    [1_00_00_00_00_000, 'Rupees One Hundred Crore Only'],
    [1_000_00_00_00_000, 'Rupees One Thousand Crore Only'],
    [1_050, 'Rupees Ten and Fifty Paise Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [1_00_00_00_015, 'Rupees One Crore and Fifteen Paise Only'],
  ])('writes %i paise as %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is no amount', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
