import type { Paise } from '../catalog/money';
import type { PricedCart } from '../shopping/cart-pricing';
import { orderTotal } from '../shopping/shipping';
import type { CouponState } from './coupon';
import { couponAvailability } from './coupon-availability';
import { couponDiscount } from './coupon-discount';

/** A coupon held by a cart: what it takes off, or why it no longer applies. */
export type CartCoupon =
  | { code: string; discount: Paise; problem: null }
  | { code: string; discount: 0; problem: string };

/** Who is shopping: a visitor (null) has their uses and first order checked once they sign in. */
export interface Shopper {
  customerId: string | null;
  firstOrder: boolean | null;
}

/** The coupon against a priced cart, for this shopper, at this moment. */
export function cartCoupon(
  code: string,
  coupon: CouponState,
  cart: Pick<PricedCart, 'lines'>,
  shopper: Shopper,
  now: Date,
): CartCoupon {
  const unavailable = couponAvailability(coupon, shopper.customerId, now);
  if (unavailable !== null || coupon.status !== 'live') {
    return { code, discount: 0, problem: unavailable ?? 'This coupon code is not valid.' };
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
