import { Button, buttonStyles, EmptyState, ErrorState, Spinner } from '@verdant/web-kit';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCartActions, usePricedCart } from '../../shared/cart/use-cart';
import { PageSection } from '../../shared/components/page-section';
import { CartLineItem } from './cart-line-item';
import { OrderSummary } from './order-summary';

/** /cart: the lines with steppers and Remove, the summary, and Proceed to Checkout. */
export function CartPage() {
  const { cart, isPending, error } = usePricedCart();
  const actions = useCartActions();

  return (
    <PageSection
      title="Shopping Cart"
      description="The plants in your Verdant cart, with prices and shipping."
      className="max-w-6xl"
    >
      {isPending ? (
        <Spinner label="Loading your cart…" className="min-h-[30vh]" />
      ) : error || !cart ? (
        <ErrorState message="We couldn't load your cart. Please try again." className="mt-8" />
      ) : cart.lines.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag className="size-10" />}
          title="Your Cart is Empty"
          className="mt-8"
          action={
            <Link to="/shop" className={buttonStyles()}>
              Continue Shopping
            </Link>
          }
        >
          Find a plant you love in the shop.
        </EmptyState>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <ul aria-label="Cart items" className="divide-y divide-stone-200 border-y border-stone-200">
              {cart.lines.map((line) => {
                const key = { productId: line.productId, variantId: line.variantId };
                return (
                  <CartLineItem
                    key={`${line.productId}:${line.variantId ?? ''}`}
                    line={line}
                    busy={actions.pending}
                    onQuantity={(quantity) => void actions.setQuantity(key, quantity)}
                    onRemove={() => void actions.remove(key)}
                  />
                );
              })}
            </ul>
            <Button
              variant="ghost"
              className="mt-4"
              disabled={actions.pending}
              onClick={() => void actions.clear()}
            >
              Clear Cart
            </Button>
          </div>
          <OrderSummary cart={cart} />
        </div>
      )}
    </PageSection>
  );
}
