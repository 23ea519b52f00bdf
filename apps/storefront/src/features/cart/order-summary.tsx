import { buttonStyles, formatRupees } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import type { PricedCart } from '../../cart/use-cart';

/** The server's figures for the cart: subtotal, shipping by the shop's one setting, total. */
export function OrderSummary({ cart }: { cart: PricedCart }) {
  const canCheckOut = cart.subtotal > 0;
  return (
    <aside
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm"
    >
      <h2 id="order-summary-title" className="font-display text-2xl text-leaf-900">
        Order Summary
      </h2>
      {/* Coupon entry goes here, above the figures: coupons arrive with checkout and orders. */}
      <dl className="mt-5 space-y-3">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatRupees(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>{cart.shipping === 0 ? 'Free' : formatRupees(cart.shipping)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-lg font-semibold">
          <dt>Total</dt>
          <dd>{formatRupees(cart.total)}</dd>
        </div>
      </dl>
      {cart.toFreeShipping > 0 && (
        <p className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm text-leaf-800">
          Add {formatRupees(cart.toFreeShipping)} more for free shipping.
        </p>
      )}
      {canCheckOut ? (
        <Link to="/checkout" className={buttonStyles({ size: 'lg', className: 'mt-6 w-full' })}>
          Proceed to Checkout
        </Link>
      ) : (
        <p className="mt-6 text-sm text-stone-700">Nothing in your cart can be bought right now.</p>
      )}
    </aside>
  );
}
