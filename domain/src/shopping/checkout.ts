import { ADDRESS_NOT_FOUND } from '../identity/account';
import { type CouponState, factsOf } from '../sales/coupon';
import type { PaymentMethod, PlacedOrder, ShippingAddress } from '../sales/order';
import { NO_PAYMENT_NEEDED, paymentMethodRefusal } from '../sales/payment-methods';
import { invalid } from '../shared/domain-error';
import type { CartLine } from './cart';
import { cartCoupon, withCoupon } from './cart-coupon';
import { type CatalogProduct, priceCart } from './cart-pricing';

export const EMPTY_CART = 'Your cart is empty';
export const PAYMENT_METHOD_UNAVAILABLE = 'This payment method is not available. Please choose another.';

/** Everything an order is decided from, read by the server at the moment of placing it. */
export interface CheckoutFacts {
  orderId: string;
  customerId: string;
  customer: { email: string; fullName: string; phone: string };
  /** The customer's own saved address they chose; null when they have no such address. */
  address: { addressId: string; address: ShippingAddress } | null;
  cart: { lines: readonly CartLine[]; couponCode: string | null };
  /** The products the cart names, as they are now. */
  catalog: ReadonlyMap<string, CatalogProduct>;
  /** The state of the cart's coupon, when it holds one. */
  coupon: CouponState | null;
  firstOrder: boolean;
  /** How many uses of the cart's coupon the customer's orders hold. */
  usesOfCoupon: number;
  /** The method the shopper chose; `none` when the checkout showed nothing to pay. */
  paymentMethod: PaymentMethod;
  /** The methods the shop takes now: cash on delivery, and each online method whose gateway is set up. */
  availableMethods: readonly PaymentMethod[];
  now: Date;
}

/**
 * The order this checkout places, priced by the shop: every line from the catalogue as it is now (the sale
 * price or the base price, plus the size's adjustment), the shop's shipping, and the cart's coupon checked
 * again. Refuses an empty cart, an address that is not the customer's, plants that cannot be bought now
 * (naming them), a coupon that no longer applies (under `couponCode`), payment methods not offered yet, and
 * an online method for a total below its gateway's minimum (under `paymentMethod`). Cash on delivery starts
 * unpaid; online methods start with their payment pending; an order of ₹0 needs no method, whichever was
 * chosen, and is paid as it is placed.
 */
export function draftOrder(facts: CheckoutFacts): PlacedOrder {
  const { cart } = facts;
  if (cart.lines.length === 0) throw invalid(EMPTY_CART);
  if (!facts.address) throw invalid(ADDRESS_NOT_FOUND, { addressId: ADDRESS_NOT_FOUND });
  const priced = priceCart(cart.lines, facts.catalog);
  const unbuyable = priced.lines.filter((line) => line.unavailable !== null);
  if (unbuyable.length > 0) {
    const named = unbuyable.map((line) => `${line.name ?? 'A plant'} (${line.unavailable!.toLowerCase()})`);
    throw invalid(
      `These plants cannot be ordered now: ${named.join(', ')}. Please remove them from your cart.`,
    );
  }
  const coupon =
    cart.couponCode === null
      ? null
      : cartCoupon(
          cart.couponCode,
          facts.coupon && factsOf(facts.coupon),
          priced,
          { usesOfCoupon: facts.usesOfCoupon, firstOrder: facts.firstOrder },
          facts.now,
        );
  if (coupon?.problem) throw invalid(coupon.problem, { couponCode: coupon.problem });
  const totals = withCoupon(priced, coupon);
  const paymentMethod = paymentMethodFor(facts, totals.total);
  return {
    orderId: facts.orderId,
    customerId: facts.customerId,
    customer: facts.customer,
    addressId: facts.address.addressId,
    shippingAddress: facts.address.address,
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name!,
      variantName: line.variantName,
      unitPrice: line.unitPrice!,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      onSale: line.onSale,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping: totals.shipping,
    total: totals.total,
    couponCode: coupon?.code ?? null,
    paymentMethod,
    paymentStatus:
      paymentMethod === NO_PAYMENT_NEEDED ? 'paid' : paymentMethod === 'cod' ? 'unpaid' : 'pending',
    replacementFor: null,
  };
}

/** How the order is paid: not at all at ₹0; else the shopper's choice, if the shop takes it for this total. */
function paymentMethodFor(facts: CheckoutFacts, total: number): PaymentMethod {
  if (total === 0) return NO_PAYMENT_NEEDED;
  const chosen = facts.paymentMethod;
  const refusal =
    chosen !== NO_PAYMENT_NEEDED && !facts.availableMethods.includes(chosen)
      ? PAYMENT_METHOD_UNAVAILABLE
      : paymentMethodRefusal(chosen, total);
  if (refusal) throw invalid(refusal, { paymentMethod: refusal });
  return chosen;
}
