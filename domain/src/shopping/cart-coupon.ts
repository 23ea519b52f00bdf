import { type CouponFacts, couponAvailability } from '../sales/coupon-availability';
import { couponDiscount } from '../sales/coupon-discount';
import { COUPON_REFUSALS } from '../sales/coupon-refusals';
import type { Paise } from '../shared/money';
import type { PricedCart } from './cart-pricing';
import { orderTotal } from './shipping';

/** A coupon held by a cart: what it takes off, or why it no longer applies. */
export type CartCoupon =
  | { code: string; discount: Paise; problem: null }
  | { code: string; discount: 0; problem: string };

/**
 * What is known of the shopper: how many uses of this coupon their orders hold, and whether this would be
 * their first order. Null when not known (a visitor, checked once they sign in).
 */
export interface Shopper {
  usesOfCoupon: number | null;
  firstOrder: boolean | null;
}

/** The coupon (null: no such coupon) against a priced cart, for this shopper, at this moment. */
export function cartCoupon(
  code: string,
  coupon: CouponFacts | null,
  cart: Pick<PricedCart, 'lines'>,
  shopper: Shopper,
  now: Date,
): CartCoupon {
  const unavailable = couponAvailability(coupon, shopper.usesOfCoupon, now);
  if (coupon === null || unavailable !== null) {
    return { code, discount: 0, problem: unavailable ?? COUPON_REFUSALS.unknown };
  }
  const outcome = couponDiscount(coupon.terms, cart.lines, shopper.firstOrder);
  return outcome.applies
    ? { code, discount: outcome.discount, problem: null }
    : { code, discount: 0, problem: outcome.reason };
}

export interface PricedCartWithCoupon extends PricedCart {
  coupon: CartCoupon | null;
  discount: Paise;
}

/** The cart's total with the coupon's discount taken off: subtotal plus shipping, less the discount. */
export function withCoupon(cart: PricedCart, coupon: CartCoupon | null): PricedCartWithCoupon {
  const discount = coupon?.discount ?? 0;
  return { ...cart, coupon, discount, total: orderTotal(cart.subtotal, cart.shipping, discount) };
}
