import type { PaymentMethod } from '@verdant/domain/sales/order';
import { formatRupees, notify, refusalOf, trpc } from '@verdant/web-kit';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGatewayPayment } from '../../shared/payment/use-gateway-payment';

/** An order placed from this checkout that is paid by card, in the checkout's own card form. */
export interface OrderToPayByCard {
  orderId: string;
  total: number;
}

/**
 * Places the signed-in customer's cart as an order. The browser makes one key per checkout and sends it
 * with every try (a retry, a double click) until the order is placed: the server places one order per key.
 * Cash on delivery, or nothing to pay (₹0): the shopper lands on their orders, and the cart is read again
 * (now empty). Online, the order is placed first (pending) and then paid: in the gateway's dialog, or in the
 * card form the checkout turns into. What follows is the method the server placed the order with: one that
 * came to ₹0 has nothing to pay whatever was chosen. Render `gatewayDialog` with the checkout.
 */
export function usePlaceOrder() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const place = trpc.orders.place.useMutation();
  const gateway = useGatewayPayment();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [toPayByCard, setToPayByCard] = useState<OrderToPayByCard | null>(null);
  const placing = useRef(false);

  async function placeOrder(addressId: string | null, paymentMethod: PaymentMethod) {
    if (addressId === null) {
      notify.error('Please select a shipping address');
      return;
    }
    if (placing.current) return;
    placing.current = true;
    let placed: { orderId: string; total: number; paymentMethod: PaymentMethod };
    try {
      placed = await place.mutateAsync({ idempotencyKey, addressId, paymentMethod });
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message || 'Order failed');
      // A refusal may have changed the cart (a coupon that no longer applies is taken off) or found the
      // address gone: the summary and the addresses are read again.
      if (refusal) await Promise.all([utils.cart.get.invalidate(), utils.account.addresses.invalidate()]);
      return;
    } finally {
      placing.current = false;
    }
    if (placed.paymentMethod === 'razorpay') return gateway.pay(placed.orderId);
    if (placed.paymentMethod === 'card') return setToPayByCard(placed);
    notify.success(
      placed.paymentMethod === 'none'
        ? 'Order placed! There is nothing to pay.'
        : // The total is what the courier collects.
          `Order placed! Pay ${formatRupees(placed.total)} on delivery.`,
    );
    await utils.orders.list.invalidate();
    // Only once the shopper has left the checkout: emptied under it, the checkout would send them to /cart.
    await navigate('/account');
    await utils.cart.get.invalidate();
  }

  return {
    placeOrder,
    placing: place.isPending || place.isSuccess,
    toPayByCard,
    gatewayDialog: gateway.dialog,
  };
}
