import type { StockNeed } from '../inventory/stock-needs';
import {
  type StockedItem,
  type StockedItemEvent,
  type StockedItemState,
  stockedItemStreamId,
} from '../inventory/stocked-item';
import type { CouponEvent, CouponState } from '../sales/coupon';
import type { OrderContents, OrderEvent, PlacedOrder } from '../sales/order';
import type { PurchaseHistoryEvent, PurchaseHistoryState } from '../sales/purchase-history';
import type { CartEvent, CartLine, CartState } from './cart';

/**
 * Placing an order is one workflow over the checkout's own events, each written on the stream that decides
 * it: a coupon with a limit on all its uses has a use claimed on its own stream, and each plant whose stock
 * the shop counts has the order's units reserved on its own; the purchase is recorded in the customer's
 * purchase history (their own coupon limits, and one order per cart); then the order is placed and the lines
 * it took leave the cart. A refusal of any of these gives back every claim and reservation held.
 *
 * `decide` says what to do next from what has happened so far, so a checkout stopped halfway (a crash, a
 * lost connection) is taken up again exactly as it goes on normally: from where it stands.
 */
export type CheckoutEvent =
  | Extract<CouponEvent, { type: 'CouponRedeemed' | 'CouponRedemptionReleased' }>
  | Extract<PurchaseHistoryEvent, { type: 'PurchaseRecorded' }>
  | Extract<OrderEvent, { type: 'OrderPlaced' }>
  | Extract<CartEvent, { type: 'CartCheckedOut' }>
  | Extract<StockedItemEvent, { type: 'StockReserved' | 'StockReservationReleased' }>
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
  /** The stocked items holding units for the order, by stream. */
  stockHeld: ReadonlyMap<string, StockedItem>;
  /** The point of no return: once recorded, the order is placed and the cart checked out, whatever happens. */
  purchase: RecordedPurchase | null;
  orderPlaced: boolean;
  cartCheckedOut: boolean;
  refused: boolean;
}

export type CheckoutInput =
  /** The shopper placing the order drafted from their cart at `cartRevision`. */
  | {
      type: 'PlaceOrder';
      order: PlacedOrder;
      cartRevision: number;
      claimNeeded: boolean;
      stockNeeded: readonly StockNeed[];
    }
  /** The follow-up taking up a checkout that stopped: it finishes a recorded purchase or gives a claim back. */
  | { type: 'ResumeCheckout' };

export type CheckoutStep =
  | { type: 'ClaimCouponUse'; code: string }
  | { type: 'RecordPurchase'; order: PlacedOrder; cartRevision: number }
  | { type: 'PlaceOrder'; purchase: RecordedPurchase }
  | { type: 'CheckOutCart'; lines: CartLine[]; couponCode: string | null }
  | { type: 'ReleaseCouponClaim' }
  | { type: 'ReserveStock'; need: StockNeed }
  | { type: 'ReleaseStock'; item: StockedItem };

export const checkoutWorkflow = {
  initialState: (): CheckoutState => ({
    claimHeld: false,
    stockHeld: new Map(),
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
    // An order placed without a purchase (a replacement the shop sends) holds its stock until it ships or is
    // cancelled: there is no checkout to give it back for.
    if (input.type === 'ResumeCheckout' && state.orderPlaced) return [];
    // No purchase followed what was held: refused, or stopped before it (the follow-up comes long after).
    if (state.refused || input.type === 'ResumeCheckout') return givingBack(state);
    const { order, cartRevision, claimNeeded, stockNeeded } = input;
    const holds: CheckoutStep[] = [
      ...(claimNeeded && order.couponCode && !state.claimHeld
        ? [{ type: 'ClaimCouponUse' as const, code: order.couponCode }]
        : []),
      ...stockNeeded
        .filter((need) => !state.stockHeld.has(stockedItemStreamId(need.productId, need.variantId)))
        .map((need) => ({ type: 'ReserveStock' as const, need })),
    ];
    return holds.length > 0 ? holds : [{ type: 'RecordPurchase', order, cartRevision }];
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
      case 'StockReserved': {
        const { productId, variantId } = event.data;
        const stockHeld = new Map(state.stockHeld);
        stockHeld.set(stockedItemStreamId(productId, variantId), { productId, variantId });
        return { ...state, stockHeld };
      }
      case 'StockReservationReleased': {
        const stockHeld = new Map(state.stockHeld);
        stockHeld.delete(stockedItemStreamId(event.data.productId, event.data.variantId));
        return { ...state, stockHeld };
      }
      default:
        // The streams' other events (a coupon created, an order paid) do not move the checkout.
        return state;
    }
  },
};

/** Every claim and reservation a checkout without a purchase holds, given back. */
function givingBack(state: CheckoutState): CheckoutStep[] {
  return [
    ...(state.claimHeld ? [{ type: 'ReleaseCouponClaim' as const }] : []),
    ...[...state.stockHeld.values()].map((item) => ({ type: 'ReleaseStock' as const, item })),
  ];
}

/** Where an order's checkout stands, from the states of the streams it writes to. */
export function checkoutStandingOf(
  orderId: string,
  streams: {
    purchases: PurchaseHistoryState;
    cart: CartState;
    coupon: CouponState | null;
    /** The stocked items the checkout may hold units of. */
    stock: readonly (StockedItem & { state: StockedItemState })[];
    orderPlaced: boolean;
  },
): CheckoutState {
  const { coupon, cart, orderPlaced } = streams;
  const stockHeld = new Map(
    streams.stock
      .filter(({ state }) => state.reservations.has(orderId))
      .map(({ productId, variantId }) => [
        stockedItemStreamId(productId, variantId),
        { productId, variantId },
      ]),
  );
  const purchase = streams.purchases.purchases.find((bought) => bought.orderId === orderId)?.purchase;
  return {
    claimHeld: coupon?.status === 'live' && coupon.redemptions.some((use) => use.orderId === orderId),
    stockHeld,
    purchase: purchase ?? null,
    orderPlaced,
    cartCheckedOut: cart.checkedOut.includes(orderId),
    refused: false,
  };
}
