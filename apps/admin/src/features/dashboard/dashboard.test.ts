import { describe, expect, it } from 'vitest';
import { activityPath, formatCount, testModeNote } from './dashboard';

describe('recent activity', () => {
  it('links each record to the screen that shows it', () => {
    expect(activityPath({ kind: 'order', id: 'a1b2' })).toBe('/orders/a1b2');
    expect(activityPath({ kind: 'product', id: 'p-9' })).toBe('/products/p-9');
    expect(activityPath({ kind: 'coupon', id: 'WELCOME10' })).toBe('/coupons');
    expect(activityPath({ kind: 'customer', id: 'c 7' })).toBe('/orders?customer=c%207');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(123456)).toBe('1,23,456');
  });
});

describe('the note under the revenue', () => {
  it('says test-mode payments are left out, only once there are some', () => {
    expect(testModeNote(0)).toBeNull();
    expect(testModeNote(1)).toBe('Excludes 1 test-mode payment');
    expect(testModeNote(1200)).toBe('Excludes 1,200 test-mode payments');
  });
});
