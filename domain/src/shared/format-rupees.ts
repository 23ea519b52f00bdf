/**
 * Indian digit grouping, the last three digits and then pairs (thousands, lakhs, crores): 1234567 ->
 * 12,34,567. Written out rather than asked of Intl.NumberFormat, whose first use in a page loads the locale's
 * data: tens of milliseconds of a phone's main thread on every page that shows a price.
 */
const groupIndianDigits = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * Money is integer paise in code; shoppers read rupees with Indian digit grouping: 12345678 -> ₹1,23,456.78.
 * Worked out in whole numbers, so no float rounding can creep in.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const fraction = absolute % 100;
  const whole = (absolute - fraction) / 100;
  return `${sign}₹${groupIndianDigits(String(whole))}.${String(fraction).padStart(2, '0')}`;
}

/** Whole rupees, as the shop's price filter shows them: 5000 -> ₹5,000. */
export const formatWholeRupees = (rupees: number): string => `₹${groupIndianDigits(String(rupees))}`;
