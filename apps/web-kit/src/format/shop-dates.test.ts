import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime } from './shop-dates';

describe('shop dates', () => {
  it('shows an instant as the day it was in India', () => {
    // 20:00 UTC on 4 September is already 5 September in India.
    expect(formatShopDate('2025-09-04T20:00:00.000Z')).toBe('5 Sept 2025');
  });

  it('shows an instant as the day and time it was in India', () => {
    expect(formatShopDateTime('2025-09-04T20:15:00.000Z')).toMatch(/^5 Sept 2025, 1:45\sam IST$/);
  });
});
