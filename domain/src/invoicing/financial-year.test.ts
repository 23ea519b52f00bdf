import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year';

describe('the financial year', () => {
  it.each([
    ['2027-03-31T23:59:59.999+05:30', '26-27'],
    ['2027-04-01T00:00:00.000+05:30', '27-28'],
    // 1 April 00:00 IST is still 31 March in UTC: the year turns by India's clock.
    ['2027-03-31T18:30:00.000Z', '27-28'],
    ['2027-03-31T18:29:59.999Z', '26-27'],
    ['2026-04-01T00:00:00.000+05:30', '26-27'],
    ['2026-12-31T23:00:00.000+05:30', '26-27'],
    ['2027-01-01T00:00:00.000+05:30', '26-27'],
    ['2099-06-01T00:00:00.000+05:30', '99-00'],
    ['2100-02-01T00:00:00.000+05:30', '99-00'],
  ])('of %s is %s', (moment, label) => {
    expect(financialYearOf(new Date(moment)).label).toBe(label);
  });
});
