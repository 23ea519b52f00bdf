import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { COUPON_REFUSALS } from './coupon-refusals';
import { contentsOf, type OrderContents } from './order';
import {
  CHECKOUT_UNDER_WAY,
  CHECKOUT_UNDER_WAY_CODE,
  type CouponLimitsForCustomer,
  type PurchaseHistoryCommand,
  type PurchaseHistoryEvent,
  purchaseHistoryDecider,
  usesOf,
} from './purchase-history';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(purchaseHistoryDecider);
const customerId = 'c-1';

const contents = (couponCode: string | null): OrderContents => contentsOf({ ...ashasOrder, couponCode });

const record = (
  orderId: string,
  cartRevision: number,
  couponCode: string | null = null,
  couponLimits: CouponLimitsForCustomer | null = null,
  carriedOver: Extract<PurchaseHistoryCommand, { type: 'RecordPurchase' }>['data']['carriedOver'] = null,
): PurchaseHistoryCommand => ({
  type: 'RecordPurchase',
  data: {
    customerId,
    orderId,
    cartRevision,
    addressId: 'home',
    order: contents(couponCode),
    couponLimits,
    carriedOver,
  },
});
const recorded = (orderId: string, cartRevision: number, couponCode: string | null = null) =>
  ({
    type: 'PurchaseRecorded',
    data: { customerId, orderId, cartRevision, addressId: 'home', order: contents(couponCode) },
  }) satisfies PurchaseHistoryEvent;
const returned = (orderId: string, code: string) =>
  ({ type: 'CouponUseReturned', data: { customerId, orderId, code } }) satisfies PurchaseHistoryEvent;

describe('recording a purchase', () => {
  it('records the order the cart became, once: the same order again changes nothing', () => {
    spec
      .given([])
      .when(record('o-1', 3))
      .thenEvents([recorded('o-1', 3)]);
    spec
      .given([recorded('o-1', 3)])
      .when(record('o-1', 3))
      .thenNothingHappens();
  });

  it('buys a cart once at each revision: a second checkout of the same cart is told the first is under way', () => {
    spec
      .given([recorded('o-1', 3)])
      .when(record('o-2', 3))
      .thenRefused('conflict', CHECKOUT_UNDER_WAY);
    spec
      .given([recorded('o-1', 3)])
      .when(record('o-2', 7))
      .thenEvents([recorded('o-2', 7)]);
    const history = [recorded('o-1', 3)].reduce(
      purchaseHistoryDecider.evolve,
      purchaseHistoryDecider.initialState(),
    );
    expect(() => purchaseHistoryDecider.decide(record('o-2', 2), history)).toThrow(
      expect.objectContaining({ code: CHECKOUT_UNDER_WAY_CODE }),
    );
  });

  it("keeps a first-purchase coupon to the customer's first order", () => {
    const firstOnly = { firstPurchaseOnly: true, usesPerCustomer: null };
    spec
      .given([])
      .when(record('o-1', 1, 'FIRST', firstOnly))
      .thenEvents([recorded('o-1', 1, 'FIRST')]);
    spec
      .given([recorded('o-1', 1)])
      .when(record('o-2', 5, 'FIRST', firstOnly))
      .thenRefused('invalid', COUPON_REFUSALS.firstPurchaseOnly, {
        couponCode: COUPON_REFUSALS.firstPurchaseOnly,
      });
  });

  it('keeps a customer to their uses of a coupon, counting back the ones their cancelled orders gave up', () => {
    const twicePerCustomer = { firstPurchaseOnly: false, usesPerCustomer: 2 };
    const twice = [recorded('o-1', 1, 'TWICE'), recorded('o-2', 4, 'TWICE')];
    spec
      .given(twice)
      .when(record('o-3', 9, 'TWICE', twicePerCustomer))
      .thenRefused('invalid', COUPON_REFUSALS.alreadyUsed, { couponCode: COUPON_REFUSALS.alreadyUsed });
    spec
      .given([...twice, returned('o-1', 'TWICE')])
      .when(record('o-3', 9, 'TWICE', twicePerCustomer))
      .thenEvents([recorded('o-3', 9, 'TWICE')]);
    spec
      .given([recorded('o-1', 1, 'OTHER')])
      .when(record('o-2', 4, 'TWICE', twicePerCustomer))
      .thenEvents([recorded('o-2', 4, 'TWICE')]);
  });

  it('carries over the orders placed before the stream began, once, and counts them', () => {
    const before = [
      { orderId: 'o-old', couponCode: 'FIRST', cancelled: false },
      { orderId: 'o-cancelled', couponCode: 'TWICE', cancelled: true },
    ];
    const carried = { type: 'PurchasesCarriedOver', data: { customerId, orders: before } } as const;
    spec
      .given([])
      .when(record('o-1', 2, null, null, before))
      .thenEvents([carried, recorded('o-1', 2)]);
    spec
      .given([])
      .when(record('o-1', 2, 'FIRST', { firstPurchaseOnly: true, usesPerCustomer: null }, before))
      .thenRefused('invalid', COUPON_REFUSALS.firstPurchaseOnly);
    const history = [carried].reduce(purchaseHistoryDecider.evolve, purchaseHistoryDecider.initialState());
    expect(usesOf(history, 'FIRST')).toBe(1);
    expect(usesOf(history, 'TWICE')).toBe(0);
    spec
      .given([recorded('o-1', 2)])
      .when(record('o-2', 3, null, null, before))
      .thenEvents([recorded('o-2', 3)]);
  });
});

describe('a cancelled order', () => {
  it('gives its coupon use back, once; an order without a coupon has none to give', () => {
    const giveBack: PurchaseHistoryCommand = {
      type: 'ReturnCouponUse',
      data: { customerId, orderId: 'o-1' },
    };
    spec
      .given([recorded('o-1', 1, 'TWICE')])
      .when(giveBack)
      .thenEvents([returned('o-1', 'TWICE')]);
    spec
      .given([recorded('o-1', 1, 'TWICE'), returned('o-1', 'TWICE')])
      .when(giveBack)
      .thenNothingHappens();
    spec
      .given([recorded('o-1', 1)])
      .when(giveBack)
      .thenNothingHappens();
    spec.given([]).when(giveBack).thenNothingHappens();
  });
});
