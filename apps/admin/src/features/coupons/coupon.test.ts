import { describe, expect, it } from 'vitest';
import { discountLabel, usageLabel } from './coupon';

describe('a coupon in the list', () => {
  it('shows a percentage with its cap, and a fixed discount in rupees', () => {
    expect(discountLabel({ discountType: 'percentage', discountValue: 10, maxDiscount: null })).toBe('10%');
    expect(discountLabel({ discountType: 'percentage', discountValue: 10, maxDiscount: 30000 })).toBe(
      '10% (max ₹300.00)',
    );
    expect(discountLabel({ discountType: 'fixed', discountValue: 15050000, maxDiscount: null })).toBe(
      '₹1,50,500.00',
    );
  });

  it('shows the uses against the limit, or Unlimited without one', () => {
    expect(usageLabel({ usedCount: 3, maxUses: 100 })).toBe('3 / 100');
    expect(usageLabel({ usedCount: 3, maxUses: null })).toBe('3 / Unlimited');
  });
});
