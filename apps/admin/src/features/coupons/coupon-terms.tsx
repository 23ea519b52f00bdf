import { startOfShopDay } from '@verdant/domain/shared/shop-calendar';
import { formatRupees, formatShopDate } from '@verdant/web-kit';
import type { ReactNode } from 'react';
import { type Coupon, discountLabel } from './coupon';

/** A coupon now, or as it stood at a past moment: then its uses are unknown (they are counted from orders). */
export type CouponState = Omit<Coupon, 'usedCount'> & { usedCount: number | null };

const day = (shopDay: string | null, none: string) =>
  shopDay ? formatShopDate(startOfShopDay(shopDay).toISOString()) : none;
const limit = (count: number | null) => (count === null ? 'Unlimited' : String(count));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/** Every term of a coupon, read-only. */
export function CouponTerms({ coupon }: { coupon: CouponState }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Term term="Discount">{discountLabel(coupon)}</Term>
      <Term term="Min Purchase">{formatRupees(coupon.minPurchase)}</Term>
      <Term term="Max Uses">{limit(coupon.maxUses)}</Term>
      <Term term="Uses Per Customer">{limit(coupon.usesPerCustomer)}</Term>
      <Term term="First Purchase Only">{yesNo(coupon.firstPurchaseOnly)}</Term>
      <Term term="Exclude Sale Items">{yesNo(coupon.excludeSaleItems)}</Term>
      <Term term="Starts On">{day(coupon.startsOn, 'No start date')}</Term>
      <Term term="Ends On">{day(coupon.endsOn, 'No end date')}</Term>
      <Term term="Status">{coupon.isActive ? 'Active' : 'Inactive'}</Term>
      {coupon.usedCount !== null && <Term term="Used">{coupon.usedCount}</Term>}
      <div className="sm:col-span-2">
        <Term term="Description">{coupon.description || 'No description'}</Term>
      </div>
    </dl>
  );
}
