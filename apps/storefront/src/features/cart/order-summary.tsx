import { buttonStyles, formatRupees } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import type { PricedCart } from '../../shared/cart/use-cart';
import { PriceFigures } from '../../shared/components/price-figures';
import { SummaryPanel } from '../../shared/components/summary-panel';
import { CouponBox } from './coupon-box';

/** The server's figures for the cart: the coupon box, subtotal, discount, shipping by the shop's one setting, total. */
export function OrderSummary({ cart }: { cart: PricedCart }) {
  const canCheckOut = cart.subtotal > 0;
  return (
    <SummaryPanel>
      <CouponBox cart={cart} />
      <PriceFigures
        className="mt-5"
        subtotal={cart.subtotal}
        discount={cart.discount}
        couponCode={cart.coupon?.code ?? null}
        shipping={cart.shipping}
        total={cart.total}
      />
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
    </SummaryPanel>
  );
}
