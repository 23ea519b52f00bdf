import type { RouterOutputs } from '@verdant/web-kit';

export type DashboardSummary = RouterOutputs['admin']['dashboard']['summary'];
type ActivityLink = DashboardSummary['recentActivity'][number]['link'];

/**
 * Where an activity's record is shown: an order on its own page, a product in its editor, a coupon in the
 * coupons list (coupons have no page of their own) and a customer by their orders.
 */
export function activityPath({ kind, id }: ActivityLink): string {
  switch (kind) {
    case 'order':
      return `/orders/${encodeURIComponent(id)}`;
    case 'product':
      return `/products/${encodeURIComponent(id)}`;
    case 'coupon':
      return '/coupons';
    case 'customer':
      return `/orders?customer=${encodeURIComponent(id)}`;
  }
}

const count = new Intl.NumberFormat('en-IN');

/** A count with Indian digit grouping: 1,23,456. */
export const formatCount = (value: number) => count.format(value);

/** Under the revenue, once the test-mode gateway has taken payments: they brought no money, so none is in it. */
export const testModeNote = (testModePayments: number) =>
  testModePayments === 0
    ? null
    : `Excludes ${formatCount(testModePayments)} test-mode ${testModePayments === 1 ? 'payment' : 'payments'}`;
