import { describe, expect, it } from 'vitest';
import { endOfShopDay, shopDayOf, startOfShopDay } from './shop-calendar';

describe('the shop calendar (India Standard Time)', () => {
  it('starts a shop day at midnight in India, 18:30 UTC the day before', () => {
    expect(startOfShopDay('2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(endOfShopDay('2026-12-01').toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('names the day a moment falls on in India', () => {
    expect(shopDayOf(new Date('2026-11-30T18:29:59.999Z'))).toBe('2026-11-30');
    expect(shopDayOf(new Date('2026-11-30T18:30:00.000Z'))).toBe('2026-12-01');
  });

  it("agrees with ICU's Asia/Kolkata day for every half hour of a leap year and across New Year", () => {
    const icu = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    const halfHour = 30 * 60_000;
    for (
      let at = Date.parse('2027-12-31T00:00:00Z');
      at < Date.parse('2029-01-02T00:00:00Z');
      at += halfHour
    ) {
      for (const moment of [new Date(at), new Date(at - 1)])
        expect(shopDayOf(moment)).toBe(icu.format(moment));
    }
  });
});
