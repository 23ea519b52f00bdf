import { describe, expect, it } from 'vitest';
import { formatShopMoment, shopMomentToIso } from './shop-moment';

describe('shopMomentToIso', () => {
  it('reads the typed moment as India Standard Time', () => {
    expect(shopMomentToIso('2025-09-05T15:45:30')).toBe('2025-09-05T10:15:30.000Z');
  });

  it('takes a moment without seconds as the start of its minute', () => {
    expect(shopMomentToIso('2025-09-05T15:45')).toBe('2025-09-05T10:15:00.000Z');
  });

  it('crosses into the previous UTC day before 5:30 am in India', () => {
    expect(shopMomentToIso('2025-09-05T01:00')).toBe('2025-09-04T19:30:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    for (const typed of ['', '2025-09-05', '2025-09-05T24:00', '2025-02-30T10:00', '5/9/2025 10:00']) {
      expect(shopMomentToIso(typed)).toBeNull();
    }
  });
});

describe('formatShopMoment', () => {
  it('shows the day and time in India to the second', () => {
    expect(formatShopMoment('2025-09-05T10:15:30.000Z')).toMatch(/^5 Sept 2025, 3:45:30\spm IST$/);
  });
});
