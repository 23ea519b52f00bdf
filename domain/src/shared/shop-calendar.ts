/** The shop keeps India Standard Time: UTC+05:30 all year round (India has no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

/** The moment a shop day (YYYY-MM-DD) begins: midnight in India. */
export const startOfShopDay = (day: string): Date => new Date(`${day}T00:00:00.000${IST_OFFSET}`);

/** The moment a shop day (YYYY-MM-DD) ends: the next day's midnight in India. */
export const endOfShopDay = (day: string): Date => new Date(startOfShopDay(day).getTime() + 24 * 60 * 60_000);

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The shop day (YYYY-MM-DD) a moment falls on, in India. Worked out from the fixed offset rather than asked
 * of Intl: the first `Intl.DateTimeFormat` a process makes loads ICU data, about 8 MB of a server's memory.
 */
export function shopDayOf(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A shop day (YYYY-MM-DD) as India writes it in full, '5 November 2026'; spelt out, so no ICU data loads. */
export function longShopDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** The shop day a moment falls on, as shoppers read dates: '5 December 2026'. */
export const shopDateText = (moment: Date): string => longShopDay(shopDayOf(moment));
