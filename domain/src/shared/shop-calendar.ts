/** The shop keeps India Standard Time: UTC+05:30 all year round (India has no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

/** The moment a shop day (YYYY-MM-DD) begins: midnight in India. */
export const startOfShopDay = (day: string): Date => new Date(`${day}T00:00:00.000${IST_OFFSET}`);

/** The moment a shop day (YYYY-MM-DD) ends: the next day's midnight in India. */
export const endOfShopDay = (day: string): Date => new Date(startOfShopDay(day).getTime() + 24 * 60 * 60_000);

/**
 * One formatter for the process: each `Intl.DateTimeFormat` holds ICU memory outside the JavaScript heap,
 * so making one per call grows a replay of years of orders past a gigabyte. Made on first use: its
 * construction loads time-zone data, tens of milliseconds of a phone's main thread that a storefront page
 * showing no date should not spend before it can show anything.
 */
let shopDayFormat: Intl.DateTimeFormat | undefined;

/** The shop day (YYYY-MM-DD) a moment falls on, in India. */
export function shopDayOf(moment: Date): string {
  shopDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
  return shopDayFormat.format(moment);
}
