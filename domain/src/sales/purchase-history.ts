import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { DomainError, invalid } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { COUPON_REFUSALS } from './coupon-refusals';
import { type OrderContents, orderContentsSchema } from './order';

/** Every customer's purchases in one stream: the orders they placed and the coupon uses those hold. */
export const purchaseHistoryStreamId = (customerId: string) => `purchases-${customerId}`;

export const CHECKOUT_UNDER_WAY = 'Your order is already being placed. Please check your orders in a moment.';
export const CHECKOUT_UNDER_WAY_CODE = 'checkout_under_way';
export const checkoutUnderWay = () =>
  new DomainError('conflict', CHECKOUT_UNDER_WAY, {}, CHECKOUT_UNDER_WAY_CODE);

const customerId = z.string().min(1);
const orderId = z.string().min(1);

/**
 * The customer bought what their cart held at `cartRevision`, as the order `orderId`: the checkout's point of
 * no return. It holds what is needed to place the order should placing stop here (the contact and address
 * are read again from the customer's account).
 */
export const PurchaseRecorded = defineEvent(
  'PurchaseRecorded',
  z.object({
    customerId,
    orderId,
    cartRevision: z.number().int(),
    addressId: z.string().min(1),
    order: orderContentsSchema,
  }),
);
/** A cancelled order gives its coupon use back to the customer. */
export const CouponUseReturned = defineEvent(
  'CouponUseReturned',
  z.object({ customerId, orderId, code: z.string().min(1) }),
);
/**
 * The orders a customer placed before their purchases had a stream of their own, carried over once when
 * the stream starts, so that coupon limits count them too.
 */
export const PurchasesCarriedOver = defineEvent(
  'PurchasesCarriedOver',
  z.object({
    customerId,
    orders: z.array(z.object({ orderId, couponCode: z.string().nullable(), cancelled: z.boolean() })),
  }),
);

export const purchaseHistoryEvents = [PurchaseRecorded, CouponUseReturned, PurchasesCarriedOver] as const;
export type PurchaseHistoryEvent = EventsOf<typeof purchaseHistoryEvents>;

/** One order of the customer's; `purchase` is absent for orders carried over from before the stream. */
export interface Purchase {
  orderId: string;
  couponCode: string | null;
  /** Whether its coupon use came back (the order was cancelled). */
  couponReturned: boolean;
  purchase: { cartRevision: number; addressId: string; order: OrderContents } | null;
}

export interface PurchaseHistoryState {
  purchases: readonly Purchase[];
  /** The cart revision of the latest purchase: a cart is bought once at each revision. */
  lastCartRevision: number | null;
}

/** The limits of a coupon that are the customer's own, decided here where their uses are kept. */
export interface CouponLimitsForCustomer {
  firstPurchaseOnly: boolean;
  usesPerCustomer: number | null;
}

export type PurchaseHistoryCommand =
  | {
      type: 'RecordPurchase';
      data: {
        customerId: string;
        orderId: string;
        cartRevision: number;
        addressId: string;
        order: OrderContents;
        couponLimits: CouponLimitsForCustomer | null;
        /** The orders placed before this stream existed, when it does not exist yet; null otherwise. */
        carriedOver: readonly { orderId: string; couponCode: string | null; cancelled: boolean }[] | null;
      };
    }
  | { type: 'ReturnCouponUse'; data: { customerId: string; orderId: string } };

export const purchaseHistoryDecider: Decider<
  PurchaseHistoryCommand,
  PurchaseHistoryEvent,
  PurchaseHistoryState
> = {
  initialState: () => ({ purchases: [], lastCartRevision: null }),

  decide(command, state) {
    const { customerId, orderId } = command.data;
    const purchase = state.purchases.find((bought) => bought.orderId === orderId);
    if (command.type === 'ReturnCouponUse') {
      if (!purchase?.couponCode || purchase.couponReturned) return [];
      return [{ type: 'CouponUseReturned', data: { customerId, orderId, code: purchase.couponCode } }];
    }
    // This order was recorded already (a retry, a double click): nothing more to record.
    if (purchase) return [];
    const carriedOver: PurchaseHistoryEvent[] =
      command.data.carriedOver && command.data.carriedOver.length > 0 && state.purchases.length === 0
        ? [{ type: 'PurchasesCarriedOver', data: { customerId, orders: [...command.data.carriedOver] } }]
        : [];
    const history = carriedOver.reduce(purchaseHistoryDecider.evolve, state);
    const { cartRevision, addressId, order, couponLimits } = command.data;
    // Another checkout bought this cart as it was: this one would order the same plants twice.
    if (history.lastCartRevision !== null && cartRevision <= history.lastCartRevision) {
      throw checkoutUnderWay();
    }
    const refusal =
      order.couponCode && couponLimits && couponRefusal(order.couponCode, couponLimits, history);
    if (refusal) throw invalid(refusal, { couponCode: refusal });
    return [
      ...carriedOver,
      { type: 'PurchaseRecorded', data: { customerId, orderId, cartRevision, addressId, order } },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PurchaseRecorded': {
        const { orderId, cartRevision, addressId, order } = event.data;
        const bought = {
          orderId,
          couponCode: order.couponCode,
          couponReturned: false,
          purchase: { cartRevision, addressId, order },
        };
        return { purchases: [...state.purchases, bought], lastCartRevision: cartRevision };
      }
      case 'CouponUseReturned':
        return {
          ...state,
          purchases: state.purchases.map((bought) =>
            bought.orderId === event.data.orderId ? { ...bought, couponReturned: true } : bought,
          ),
        };
      case 'PurchasesCarriedOver':
        return {
          ...state,
          purchases: [
            ...event.data.orders.map(({ orderId, couponCode, cancelled }) => ({
              orderId,
              couponCode,
              couponReturned: cancelled,
              purchase: null,
            })),
            ...state.purchases,
          ],
        };
    }
  },
};

/** How many of the customer's orders hold a use of the coupon (cancelled ones gave theirs back). */
export const usesOf = (state: PurchaseHistoryState, code: string) =>
  state.purchases.filter((bought) => bought.couponCode === code && !bought.couponReturned).length;

export const hasPurchased = (state: PurchaseHistoryState) => state.purchases.length > 0;

/** Why the customer may not use this coupon on another order, or null when they may. */
function couponRefusal(
  code: string,
  limits: CouponLimitsForCustomer,
  state: PurchaseHistoryState,
): string | null {
  if (limits.firstPurchaseOnly && hasPurchased(state)) return COUPON_REFUSALS.firstPurchaseOnly;
  if (limits.usesPerCustomer !== null && usesOf(state, code) >= limits.usesPerCustomer) {
    return COUPON_REFUSALS.alreadyUsed;
  }
  return null;
}
