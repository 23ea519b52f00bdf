import type { CouponEvent, CouponState } from '../sales/coupon';
import type { OrderContents, OrderEvent, PlacedOrder } from '../sales/order';
import type { PurchaseHistoryEvent, PurchaseHistoryState } from '../sales/purchase-history';
import type { CartEvent, CartLine, CartState } from './cart';

/**
 * Placing an order is one workflow over the checkout's own events, each written on the stream that decides
 * it: a coupon with a limit on all its uses has a use claimed on its own stream; the purchase is recorded in
 * the customer's purchase history (their own coupon limits, and one order per cart); then the order is
 * placed and the lines it took leave the cart. A purchase refused gives its claim back.
 *
 * `decide` says what to do next from what has happened so far, so a checkout stopped halfway (a crash, a
 * lost connection) is taken up again exactly as it goes on normally: from where it stands.
 */
export type CheckoutEvent =
  | Extract<CouponEvent, { type: 'CouponRedeemed' | 'CouponRedemptionReleased' }>
  | Extract<PurchaseHistoryEvent, { type: 'PurchaseRecorded' }>
  | Extract<OrderEvent, { type: 'OrderPlaced' }>
  | Extract<CartEvent, { type: 'CartCheckedOut' }>
  /** A step was refused (the coupon is used up, the cart was bought already): not recorded anywhere. */
  | { type: 'CheckoutRefused' };

export interface RecordedPurchase {
  cartRevision: number;
  addressId: string;
  order: OrderContents;
}

export interface CheckoutState {
  /** A use of the order's coupon is claimed on the coupon's own stream. */
  claimHeld: boolean;
  /** The point of no return: once recorded, the order is placed and the cart checked out, whatever happens. */
  purchase: RecordedPurchase | null;
  orderPlaced: boolean;
  cartCheckedOut: boolean;
  refused: boolean;
}

export type CheckoutInput =
  /** The shopper placing the order drafted from their cart at `cartRevision`. */
  | { type: 'PlaceOrder'; order: PlacedOrder; cartRevision: number; claimNeeded: boolean }
  /** The follow-up taking up a checkout that stopped: it finishes a recorded purchase or gives a claim back. */
  | { type: 'ResumeCheckout' };

export type CheckoutStep =
  | { type: 'ClaimCouponUse'; code: string }
  | { type: 'RecordPurchase'; order: PlacedOrder; cartRevision: number }
  | { type: 'PlaceOrder'; purchase: RecordedPurchase }
  | { type: 'CheckOutCart'; lines: CartLine[]; couponCode: string | null }
  | { type: 'ReleaseCouponClaim' };

export const checkoutWorkflow = {
  initialState: (): CheckoutState => ({
    claimHeld: false,
    purchase: null,
    orderPlaced: false,
    cartCheckedOut: false,
    refused: false,
  }),

  /** The steps to take now, all at once; none when the checkout has nothing left to do. */
  decide(input: CheckoutInput, state: CheckoutState): CheckoutStep[] {
    const { purchase } = state;
    if (purchase) {
      const lines = purchase.order.lines.map(({ productId, variantId, quantity }) => ({
        productId,
        variantId,
        quantity,
      }));
      return [
        ...(state.orderPlaced ? [] : [{ type: 'PlaceOrder' as const, purchase }]),
        ...(state.cartCheckedOut
          ? []
          : [{ type: 'CheckOutCart' as const, lines, couponCode: purchase.order.couponCode }]),
      ];
    }
    // No purchase followed the claim: refused, or stopped before it (the follow-up comes long after).
    if (state.claimHeld && (state.refused || input.type === 'ResumeCheckout')) {
      return [{ type: 'ReleaseCouponClaim' }];
    }
    if (input.type === 'ResumeCheckout' || state.refused) return [];
    const { order, cartRevision, claimNeeded } = input;
    if (claimNeeded && order.couponCode && !state.claimHeld) {
      return [{ type: 'ClaimCouponUse', code: order.couponCode }];
    }
    return [{ type: 'RecordPurchase', order, cartRevision }];
  },

  evolve(state: CheckoutState, event: CheckoutEvent): CheckoutState {
    switch (event.type) {
      case 'CouponRedeemed':
        return { ...state, claimHeld: true };
      case 'CouponRedemptionReleased':
        return { ...state, claimHeld: false };
      case 'PurchaseRecorded': {
        const { cartRevision, addressId, order } = event.data;
        return { ...state, purchase: { cartRevision, addressId, order } };
      }
      case 'OrderPlaced':
        return { ...state, orderPlaced: true };
      case 'CartCheckedOut':
        return { ...state, cartCheckedOut: true };
      case 'CheckoutRefused':
        return { ...state, refused: true };
      default:
        // The streams' other events (a coupon created, an order paid) do not move the checkout.
        return state;
    }
  },
};

/** Where an order's checkout stands, from the states of the streams it writes to. */
export function checkoutStandingOf(
  orderId: string,
  streams: {
    purchases: PurchaseHistoryState;
    cart: CartState;
    coupon: CouponState | null;
    orderPlaced: boolean;
  },
): CheckoutState {
  const { coupon, cart, orderPlaced } = streams;
  const purchase = streams.purchases.purchases.find((bought) => bought.orderId === orderId)?.purchase;
  return {
    claimHeld: coupon?.status === 'live' && coupon.redemptions.some((use) => use.orderId === orderId),
    purchase: purchase ?? null,
    orderPlaced,
    cartCheckedOut: cart.checkedOut.includes(orderId),
    refused: false,
  };
}
