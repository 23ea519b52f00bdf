import {
  belowMinimum,
  type ChoosablePaymentMethod,
  NO_PAYMENT_NEEDED,
} from '@verdant/domain/sales/payment-methods';
import { Spinner } from '@verdant/web-kit';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { usePricedCart } from '../../shared/cart/use-cart';
import { PageSection } from '../../shared/components/page-section';
import { CardPaymentStep } from './card-payment-step';
import { CheckoutSummary } from './checkout-summary';
import { NothingToPayStep, PaymentMethodStep } from './payment-method-step';
import { ShippingAddressStep } from './shipping-address-step';
import { usePlaceOrder } from './use-place-order';
import { useShippingAddress } from './use-shipping-address';

/**
 * /checkout: signed-in only, and back to /cart with an empty cart. The shipping address, the payment
 * method (cash on delivery by default; none at all for an order of ₹0), the server's summary of the cart, and
 * Place Order; then, for an order paid online, its payment.
 */
export function CheckoutPage() {
  const { cart, isPending } = usePricedCart();
  const shipping = useShippingAddress();
  const [paymentMethod, setPaymentMethod] = useState<ChoosablePaymentMethod>('cod');
  const { placeOrder, placing, toPayByCard, gatewayDialog } = usePlaceOrder();

  if (isPending) return <Spinner label="Loading your cart…" className="min-h-[50vh]" />;
  const hasLines = cart !== undefined && cart.lines.length > 0;
  // A placed order empties the cart: the checkout stays, to pay for it.
  if (!hasLines && !placing) return <Navigate to="/cart" replace />;
  const total = cart?.total ?? 0;
  const nothingToPay = hasLines && total === 0;
  // A method the total is now too small for (the cart changed) gives way to cash on delivery.
  const chosen = belowMinimum(paymentMethod, total) ? 'cod' : paymentMethod;
  return (
    <PageSection title="Checkout" description="Check out your Verdant order." className="max-w-6xl">
      {toPayByCard ? (
        <div className="mt-8 max-w-2xl">
          <CardPaymentStep order={toPayByCard} />
        </div>
      ) : hasLines ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
          <div className="space-y-6">
            <ShippingAddressStep {...shipping} />
            {nothingToPay ? (
              <NothingToPayStep />
            ) : (
              <PaymentMethodStep selected={chosen} onSelect={setPaymentMethod} total={total} />
            )}
          </div>
          <CheckoutSummary
            cart={cart}
            placing={placing}
            onPlaceOrder={() =>
              void placeOrder(shipping.selectedId, nothingToPay ? NO_PAYMENT_NEEDED : chosen)
            }
          />
        </div>
      ) : (
        <Spinner label="Completing your order…" className="min-h-[30vh]" />
      )}
      {gatewayDialog}
    </PageSection>
  );
}
