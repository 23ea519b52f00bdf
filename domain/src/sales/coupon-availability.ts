import { endOfShopDay, startOfShopDay } from '../shared/shop-calendar';
import { COUPON_REFUSALS } from './coupon-refusals';
import type { CouponTerms } from './coupon-rules';

/** What deciding whether a coupon can be used needs to know of it: from its stream or its read model. */
export interface CouponFacts {
  terms: CouponTerms;
  active: boolean;
  /** Uses held by orders now. */
  usedCount: number;
}

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
