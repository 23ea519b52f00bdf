/** Money is a whole number of paise (₹1 = 100 paise) everywhere in code and events, so sums are exact. */
export type Paise = number;

export const NOT_AN_AMOUNT = 'Please enter an amount in rupees, like 499 or 499.50';
export const NEGATIVE_AMOUNT = 'Amount cannot be negative';
export const TOO_MANY_DECIMALS = 'Amount can have at most 2 decimal places';
export const AMOUNT_TOO_LARGE = 'Amount is too large';

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads a rupee amount from a form (a price field with step 0.01) as paise. The amount is read digit by
 * digit from its decimal text, never multiplied as a float (0.29 * 100 is 28.999999999999996 in floating
 * point). Throws a RangeError whose message can be shown under the field.
 *
 * Prices are never negative; `allowNegative` is for a variant's price adjustment, which may lower the price.
 */
export function rupeesToPaise(input: number | string, { allowNegative = false } = {}): Paise {
  const text = typeof input === 'number' ? decimalText(input, allowNegative) : input.trim();
  const match = DECIMAL.exec(text);
  const [, sign, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new RangeError(NOT_AN_AMOUNT);
  if (sign && !allowNegative) throw new RangeError(NEGATIVE_AMOUNT);
  // 1.500 is exactly ₹1.50, and a number input with step 0.01 accepts it, so only non-zero digits count.
  const cents = fraction.replace(/0+$/, '');
  if (cents.length > 2) throw new RangeError(TOO_MANY_DECIMALS);
  const paise = Number(whole || '0') * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(AMOUNT_TOO_LARGE);
  // Subtracting from 0 keeps '-0' from becoming the distinct JavaScript value -0.
  return sign ? 0 - paise : paise;
}

/** The rupees a form's price field starts from when editing: 49950 -> '499.50' (no symbol, no grouping). */
export function paiseToRupees(paise: Paise): string {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A number as the decimal a person would have typed: JavaScript prints very large or tiny ones as 1e+21. */
function decimalText(amount: number, allowNegative: boolean): string {
  if (!Number.isFinite(amount)) throw new RangeError(NOT_AN_AMOUNT);
  const text = String(amount);
  if (!text.includes('e')) return text;
  if (amount < 0 && !allowNegative) throw new RangeError(NEGATIVE_AMOUNT);
  throw new RangeError(Math.abs(amount) >= 1 ? AMOUNT_TOO_LARGE : TOO_MANY_DECIMALS);
}
