import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import { formatRupees, notify, refusalOf, trpc, useAuth } from '@verdant/web-kit';
import { useEffect, useRef, useState } from 'react';
import { guestCart, setGuestCoupon, useGuestCart } from '../../shared/cart/guest-cart';
import type { PricedCart } from '../../shared/cart/use-cart';

const REFUSED_WITHOUT_REASON = 'Invalid coupon or unknown error.';

/** The server judged the code and said no, in an answer rather than an error (a guest's check). */
class CouponRefused extends Error {}

function failureMessage(error: unknown): string {
  if (error instanceof CouponRefused) return error.message;
  const refusal = refusalOf(error);
  if (refusal) return refusal.message || REFUSED_WITHOUT_REASON;
  return 'Failed to apply coupon.';
}

/**
 * The cart's coupon box. A signed-in customer's coupon lives in the server cart; a guest's code is kept in
 * the browser cart, judged by `coupons.check` when entered and by the server's quote whenever the cart is
 * priced, and goes with the lines when they join the customer's cart at sign-in. Whenever the server finds
 * that the held coupon no longer applies, it comes off and the shopper is told why; so does a coupon whose
 * code was refused.
 */
export function useCoupon(cart: PricedCart) {
  const { user } = useAuth();
  const guest = useGuestCart();
  const utils = trpc.useUtils();
  const applyToCart = trpc.cart.applyCoupon.useMutation();
  const removeFromCart = trpc.cart.removeCoupon.useMutation();
  const [checking, setChecking] = useState(false);
  const dropping = useRef<string | null>(null);
  const signedIn = user !== null;
  const applied = signedIn ? (cart.coupon?.problem === null ? cart.coupon.code : null) : guest.couponCode;

  const takeOff = async () => {
    if (!signedIn) return setGuestCoupon(null);
    if (cart.coupon === null) return;
    await removeFromCart.mutateAsync();
    await utils.cart.get.invalidate();
  };

  const judge = async (code: string) => {
    if (signedIn) {
      const answer = await applyToCart.mutateAsync({ code });
      await utils.cart.get.invalidate();
      return answer;
    }
    const checked = await utils.coupons.check.fetch({ code, lines: guest.items }, { staleTime: 0 });
    if (!checked.valid) throw new CouponRefused(checked.message ?? REFUSED_WITHOUT_REASON);
    setGuestCoupon(checked.code);
    return checked;
  };

  const problem = cart.coupon?.problem ?? null;
  const problemCode = cart.coupon?.code ?? null;
  useEffect(() => {
    if (problem === null || problemCode === null || dropping.current === problemCode) return;
    if (!signedIn) {
      // Only the code the browser still holds: the quote shown may be the one from before it changed.
      if (guestCart().couponCode !== problemCode) return;
      setGuestCoupon(null);
      notify.error(problem);
      return;
    }
    dropping.current = problemCode;
    notify.error(problem);
    removeFromCart
      .mutateAsync()
      .then(() => utils.cart.get.invalidate())
      .catch((error: unknown) => console.error('Could not take off a coupon that no longer applies', error))
      .finally(() => {
        dropping.current = null;
      });
  }, [problem, problemCode, signedIn, removeFromCart.mutateAsync, utils]);

  return {
    /** The code taking its discount off the cart, or null. */
    applied,
    busy: checking || removeFromCart.isPending,

    /** Resolves to true when the coupon was applied. */
    async apply(entered: string): Promise<boolean> {
      const code = entered.trim();
      if (code === '') {
        notify.error(COUPON_REFUSALS.blankCode);
        return false;
      }
      setChecking(true);
      try {
        const { code: accepted, discount } = await judge(code);
        notify.success(`Coupon "${accepted}" applied! You saved ${formatRupees(discount)}.`);
        return true;
      } catch (error) {
        notify.error(failureMessage(error));
        await takeOff().catch((failure: unknown) => console.error('Could not take the coupon off', failure));
        return false;
      } finally {
        setChecking(false);
      }
    },

    /** Resolves to true when the coupon came off. */
    async remove(): Promise<boolean> {
      try {
        await takeOff();
        notify.success('Coupon removed.');
        return true;
      } catch (error) {
        notify.error(refusalOf(error)?.message ?? 'Failed to remove coupon.');
        return false;
      }
    },
  };
}
