import { notify, trpc, useAuth } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { guestCart, setCartInitialized, startNewGuestCart } from './guest-cart';

const leftOutMessage = (count: number) =>
  count === 1
    ? 'One item in your cart is no longer available and was left out'
    : `${count} items in your cart are no longer available and were left out`;

/**
 * Runs invisibly, and synchronises the cart whenever the signed-in user changes. At the
 * first sign-in the guest lines join the server cart (one command, merged once however often it is sent)
 * with the guest's coupon, judged again now the shop knows the customer (the shopper is told when it no
 * longer applies); then the server cart is loaded; an empty guest cart just loads it; later loads only
 * reload; sign-out resets the initialised flag. A failed merge keeps the guest lines, so nothing is lost,
 * and is tried again at the next load.
 */
export function CartSynchroniser() {
  const { user, loading } = useAuth();
  const utils = trpc.useUtils();
  const merge = trpc.cart.mergeGuestCart.useMutation();
  const mergingFor = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (loading) return;
    if (userId === null) {
      setCartInitialized(false);
      return;
    }
    const cart = guestCart();
    if (cart.isInitialized || mergingFor.current === userId) return;
    if (cart.items.length === 0) {
      setCartInitialized(true);
      void utils.cart.get.invalidate();
      return;
    }
    mergingFor.current = userId;
    merge
      .mutateAsync({ mergeId: cart.guestCartId, lines: cart.items, couponCode: cart.couponCode })
      .then(({ leftOut, couponProblem }) => {
        startNewGuestCart();
        if (leftOut > 0) notify.error(leftOutMessage(leftOut));
        if (couponProblem) notify.error(couponProblem);
        return utils.cart.get.invalidate();
      })
      .catch((error: unknown) => {
        console.error('Could not merge the guest cart', error);
        notify.error('Failed to add to cart');
      })
      .finally(() => {
        mergingFor.current = null;
      });
  }, [loading, userId, merge.mutateAsync, utils]);

  return null;
}
