import { SHOP_TIME_ZONE, shopDayOf, startOfShopDay } from '@verdant/domain/shared/shop-calendar';

/** A datetime-local input's value: a day and a time, the seconds only when the input shows them. */
const TYPED_MOMENT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The moment typed in a datetime-local input, as an ISO-8601 instant (UTC, 'Z'); null unless it is a real
 * date and time. The input is read as India Standard Time, whatever the browser's own zone: every time in
 * the back office is shown in IST, so the admin types what they read. The day's start comes from the shop
 * calendar, which alone knows IST's offset (fixed all year: India has no daylight saving).
 */
export function shopMomentToIso(typed: string): string | null {
  const match = TYPED_MOMENT.exec(typed);
  if (!match) return null;
  const [, day, hours, minutes, seconds = '0'] = match;
  const dayStart = startOfShopDay(day!);
  // A day past the month's end (typed, not picked) would roll over into the next month: refused instead.
  if (Number.isNaN(dayStart.getTime()) || shopDayOf(dayStart) !== day) return null;
  const sinceMidnight = (Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds);
  return new Date(dayStart.getTime() + sinceMidnight * 1000).toISOString();
}

// To the second: two moments a few seconds apart must not read the same.
const shopMoment = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** An ISO-8601 instant as its day and time in India, to the second: 5 Sept 2025, 3:45:30 pm IST. */
export const formatShopMoment = (iso: string): string => `${shopMoment.format(new Date(iso))} IST`;
