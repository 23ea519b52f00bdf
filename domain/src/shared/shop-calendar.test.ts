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
});
