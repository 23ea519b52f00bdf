import type { Paise } from '../shared/money';

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99: 'Ninety-Eight'. */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const [tens, units] = [Math.floor(n / 10), n % 10];
  return units === 0 ? TENS[tens]! : `${TENS[tens]}-${UNITS[units]}`;
}

/** 1 to 999: 'Three Hundred Ninety-Eight' (no 'and', as Indian invoices write it). */
function belowThousand(n: number): string {
  const [hundreds, rest] = [Math.floor(n / 100), n % 100];
  const parts = hundreds > 0 ? [`${UNITS[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in the Indian system: thousands, then lakhs (1,00,000) and crores (1,00,00,000), and above
 * a crore the crores counted the same way ('One Thousand Crore').
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  if (n === 0) return UNITS[0]!;
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor(n / 1_00_000) % 100;
  const thousands = Math.floor(n / 1_000) % 100;
  const rest = n % 1_000;
  const parts: string[] = [];
  if (crores > 0) parts.push(`${indianNumberInWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount as an invoice writes it out: 'Rupees One Thousand Three Hundred Ninety-Eight Only', and with
 * paise 'Rupees Ten and Fifty Paise Only'.
 */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const [rupees, rest] = [Math.floor(paise / 100), paise % 100];
  const inPaise = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${indianNumberInWords(rupees)}${inPaise} Only`;
}
