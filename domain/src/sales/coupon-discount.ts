import type { Paise } from '../shared/money';
import { COUPON_REFUSALS } from './coupon-refusals';
import type { CouponTerms } from './coupon-rules';

/** A priced line as the discount sees it. */
export interface DiscountableLine {
  lineTotal: Paise;
  onSale: boolean;
}

export type CouponOutcome =
  | { applies: true; discount: Paise; eligibleSubtotal: Paise }
  | { applies: false; reason: string };

/**
 * What the coupon takes off these lines. Lines on sale do not count when the coupon excludes sale items;
 * the minimum purchase is checked against the lines that count. A percentage is rounded to the nearest
 * paisa, half a paisa up, then capped by the maximum discount; a fixed amount never exceeds the lines that
 * count. `firstOrder` says whether this would be the customer's first order (null for a visitor: checked
 * once they sign in).
 */
export function couponDiscount(
  terms: CouponTerms,
  lines: readonly DiscountableLine[],
  firstOrder: boolean | null,
): CouponOutcome {
  if (terms.firstPurchaseOnly && firstOrder === false) {
    return { applies: false, reason: COUPON_REFUSALS.firstPurchaseOnly };
  }
  const eligibleSubtotal = lines
    .filter((line) => !(terms.excludeSaleItems && line.onSale))
    .reduce((sum, line) => sum + line.lineTotal, 0);
  if (!lines.some((line) => line.lineTotal > 0)) return { applies: false, reason: COUPON_REFUSALS.emptyCart };
  if (eligibleSubtotal === 0) return { applies: false, reason: COUPON_REFUSALS.noEligibleLines };
  if (eligibleSubtotal < terms.minPurchase) {
    return {
      applies: false,
      reason: COUPON_REFUSALS.belowMinPurchase(terms.minPurchase, terms.excludeSaleItems),
    };
  }
  const discount =
    terms.discountType === 'percentage'
      ? Math.min(
          percentOf(eligibleSubtotal, terms.discountValue),
          terms.maxDiscount ?? Number.MAX_SAFE_INTEGER,
        )
      : Math.min(terms.discountValue, eligibleSubtotal);
  return { applies: true, discount, eligibleSubtotal };
}

/** `percent` % of an amount in paise, rounded half up; in whole numbers, so no float error creeps in. */
const percentOf = (amount: Paise, percent: number): Paise => Math.floor((amount * percent + 50) / 100);
