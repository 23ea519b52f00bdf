import { formatRupees } from '../catalog/format-rupees';
import type { Paise } from '../catalog/money';
import { endOfShopDay, startOfShopDay } from '../shared/shop-calendar';
import type { CouponTerms } from './coupon-rules';

/** What deciding whether a coupon can be used needs to know of it: from its stream or its read model. */
export interface CouponFacts {
  terms: CouponTerms;
  active: boolean;
  /** Uses held by orders now. */
  usedCount: number;
}

/** What a shopper is told when a coupon cannot be used, in the shop's words. */
export const COUPON_REFUSALS = {
  unknown: 'This coupon code is not valid.',
  inactive: 'This coupon is not active.',
  notStarted: (day: string) => `This coupon can be used from ${longDay(day)}.`,
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  alreadyUsed: 'You have already used this coupon.',
  firstPurchaseOnly: 'This coupon is for your first order only.',
  noEligibleLines: 'This coupon does not apply to plants on sale.',
  emptyCart: 'Add plants to your cart to use a coupon.',
  belowMinPurchase: (minimum: Paise, excludesSaleItems: boolean) =>
    excludesSaleItems
      ? `This coupon needs a minimum purchase of ${formatRupees(minimum)} on plants not on sale.`
      : `This coupon needs a minimum purchase of ${formatRupees(minimum)}.`,
} as const;

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Whether the coupon can be used at this moment: it exists (null: no such coupon), is active, is running,
 * and has uses left for everyone and for this customer (`usesByCustomer` is null when they are not known:
 * a visitor's uses are counted once they sign in). Null when it can; otherwise the reason to show.
 */
export function couponAvailability(
  coupon: CouponFacts | null,
  usesByCustomer: number | null,
  now: Date,
): string | null {
  if (coupon === null) return COUPON_REFUSALS.unknown;
  const { terms } = coupon;
  if (!coupon.active) return COUPON_REFUSALS.inactive;
  if (terms.startsOn && now < startOfShopDay(terms.startsOn))
    return COUPON_REFUSALS.notStarted(terms.startsOn);
  if (terms.endsOn && now >= endOfShopDay(terms.endsOn)) return COUPON_REFUSALS.expired;
  if (terms.maxUses !== null && coupon.usedCount >= terms.maxUses) return COUPON_REFUSALS.usedUp;
  if (usesByCustomer !== null && terms.usesPerCustomer !== null && usesByCustomer >= terms.usesPerCustomer) {
    return COUPON_REFUSALS.alreadyUsed;
  }
  return null;
}
