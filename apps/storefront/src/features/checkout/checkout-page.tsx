import { buttonStyles, EmptyState, Spinner } from '@verdant/web-kit';
import { Link, Navigate } from 'react-router-dom';
import { usePricedCart } from '../../cart/use-cart';
import { PageSection } from '../../components/page-section';

/**
 * /checkout: signed-in only, and back to /cart with an empty cart. Placing orders, payment
 * and coupons arrive with the sales work; until then the page says so plainly rather than pretending.
 */
export function CheckoutPage() {
  const { cart, isPending } = usePricedCart();
  if (isPending) return <Spinner label="Loading your cart…" className="min-h-[50vh]" />;
  if (!cart || cart.lines.length === 0) return <Navigate to="/cart" replace />;
  return (
    <PageSection title="Checkout" description="Check out your Verdant order." className="max-w-3xl">
      <EmptyState
        title="Online checkout is opening soon"
        className="mt-8"
        action={
          <Link to="/cart" className={buttonStyles({ variant: 'secondary' })}>
            Back to Cart
          </Link>
        }
      >
        Your cart is saved to your account. For an order today, call or write to us from the Contact page.
      </EmptyState>
    </PageSection>
  );
}
