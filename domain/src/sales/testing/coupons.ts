import type { CouponEvent } from '../coupon';
import type { CouponTerms } from '../coupon-rules';

/** Ten percent off in December 2026, two uses in all and one per customer. */
export const welcomeTerms: CouponTerms = {
  description: 'Ten percent off your first plants',
  discountType: 'percentage',
  discountValue: 10,
  minPurchase: 50_000,
  maxDiscount: 20_000,
  maxUses: 2,
  usesPerCustomer: 1,
  firstPurchaseOnly: false,
  excludeSaleItems: false,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
};

export const welcomeCreated: CouponEvent = {
  type: 'CouponCreated',
  data: { code: 'WELCOME10', ...welcomeTerms, active: true },
};
