import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from './coupon-refusals';

describe('coupon refusals', () => {
  it('names the first day a coupon can be used as India writes it in full, like ICU does', () => {
    const icu = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });
    for (const day of ['2026-12-01', '2027-01-31', '2028-02-29', '2026-05-09', '2030-10-10']) {
      const expected = icu.format(new Date(`${day}T00:00:00Z`));
      expect(COUPON_REFUSALS.notStarted(day)).toBe(`This coupon can be used from ${expected}.`);
    }
    expect(COUPON_REFUSALS.notStarted('2026-11-05')).toBe('This coupon can be used from 5 November 2026.');
  });
});
