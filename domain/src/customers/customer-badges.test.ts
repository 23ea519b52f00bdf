import { describe, expect, it } from 'vitest';
import { customerBadges } from './customer-badges';

describe('customer badges', () => {
  it('marks a customer without orders as new', () => {
    expect(customerBadges({ orderCount: 0, totalSpent: 0 })).toEqual(['New Customer']);
    expect(customerBadges({ orderCount: 1, totalSpent: 49_900 })).toEqual([]);
  });

  it('marks a customer loyal from the fifth order', () => {
    expect(customerBadges({ orderCount: 4, totalSpent: 200_000 })).toEqual([]);
    expect(customerBadges({ orderCount: 5, totalSpent: 200_000 })).toEqual(['Loyal Customer']);
  });

  it('makes a customer VIP above ₹5,000 spent, not at exactly ₹5,000', () => {
    expect(customerBadges({ orderCount: 2, totalSpent: 500_000 })).toEqual([]);
    expect(customerBadges({ orderCount: 2, totalSpent: 500_001 })).toEqual(['VIP']);
    expect(customerBadges({ orderCount: 7, totalSpent: 900_000 })).toEqual(['Loyal Customer', 'VIP']);
  });
});
