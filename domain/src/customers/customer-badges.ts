import type { Paise } from '../shared/money';

/** Loyal at 5 or more orders; VIP above ₹5,000 spent. */
export const LOYAL_CUSTOMER_ORDERS = 5;
export const VIP_SPENT_ABOVE: Paise = 500_000;

export type CustomerBadge = 'New Customer' | 'Loyal Customer' | 'VIP';

/** What the admin's Customers screen marks a customer with: new (no orders yet), loyal, VIP. */
export function customerBadges(customer: { orderCount: number; totalSpent: Paise }): CustomerBadge[] {
  const badges: CustomerBadge[] = [];
  if (customer.orderCount === 0) badges.push('New Customer');
  if (customer.orderCount >= LOYAL_CUSTOMER_ORDERS) badges.push('Loyal Customer');
  if (customer.totalSpent > VIP_SPENT_ABOVE) badges.push('VIP');
  return badges;
}
