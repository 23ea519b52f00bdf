const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Money is integer paise in code; shoppers read rupees with Indian digit grouping: 12345678 -> ₹1,23,456.78.
 * The amount is handed to Intl as an exact decimal string, so no float rounding can creep in.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const fraction = absolute % 100;
  const whole = (absolute - fraction) / 100;
  const exact: Intl.StringNumericLiteral =
    `${sign}${whole}.${String(fraction).padStart(2, '0')}` as `${number}`;
  return rupees.format(exact);
}
