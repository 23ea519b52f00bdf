import { describe, expect, it } from 'vitest';
import { type CouponEvent, couponDecider } from '../sales/coupon';
import { contentsOf, type PlacedOrder } from '../sales/order';
import { type PurchaseHistoryEvent, purchaseHistoryDecider } from '../sales/purchase-history';
import { welcomeCreated } from '../sales/testing/coupons';
import { ashasOrder } from '../sales/testing/orders';
import { cartDecider } from './cart';
import {
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutStep,
  checkoutStandingOf,
  checkoutWorkflow,
} from './checkout-workflow';

const { customerId, orderId } = ashasOrder;
const order: PlacedOrder = { ...ashasOrder, couponCode: 'WELCOME10' };
const purchase = { cartRevision: 4, addressId: order.addressId, order: contentsOf(order) };
const jadeLines = [{ productId: 'p-jade', variantId: null, quantity: 2 }];

const place = (claimNeeded: boolean): CheckoutInput => ({
  type: 'PlaceOrder',
  order,
  cartRevision: 4,
  claimNeeded,
});
const resume: CheckoutInput = { type: 'ResumeCheckout' };

const redeemed: CheckoutEvent = { type: 'CouponRedeemed', data: { code: 'WELCOME10', orderId, customerId } };
const released: CheckoutEvent = {
  type: 'CouponRedemptionReleased',
  data: { code: 'WELCOME10', orderId, customerId },
};
const recorded: CheckoutEvent = { type: 'PurchaseRecorded', data: { customerId, orderId, ...purchase } };
const placed: CheckoutEvent = { type: 'OrderPlaced', data: order };
const checkedOut: CheckoutEvent = {
  type: 'CartCheckedOut',
  data: { customerId, orderId, lines: jadeLines, couponCode: 'WELCOME10' },
};
const refused: CheckoutEvent = { type: 'CheckoutRefused' };

const finishing: CheckoutStep[] = [
  { type: 'PlaceOrder', purchase },
  { type: 'CheckOutCart', lines: jadeLines, couponCode: 'WELCOME10' },
];

const given = (events: CheckoutEvent[]) => ({
  when: (input: CheckoutInput) => ({
    thenSteps: (steps: CheckoutStep[]) =>
      expect(
        checkoutWorkflow.decide(
          input,
          events.reduce(checkoutWorkflow.evolve, checkoutWorkflow.initialState()),
        ),
      ).toEqual(steps),
  }),
});

describe('placing an order', () => {
  it('records the purchase first, claiming a use beforehand when the coupon limits all its uses', () => {
    given([])
      .when(place(false))
      .thenSteps([{ type: 'RecordPurchase', order, cartRevision: 4 }]);
    given([])
      .when(place(true))
      .thenSteps([{ type: 'ClaimCouponUse', code: 'WELCOME10' }]);
    given([redeemed])
      .when(place(true))
      .thenSteps([{ type: 'RecordPurchase', order, cartRevision: 4 }]);
  });

  it('once the purchase is recorded, places the order and checks the cart out, together', () => {
    given([redeemed, recorded]).when(place(true)).thenSteps(finishing);
    given([recorded, placed]).when(place(false)).thenSteps([finishing[1]!]);
    given([recorded, checkedOut]).when(place(false)).thenSteps([finishing[0]!]);
    given([redeemed, recorded, placed, checkedOut]).when(place(true)).thenSteps([]);
  });

  it('gives the claim back when the purchase is refused, and stops when the claim is refused', () => {
    given([redeemed, refused])
      .when(place(true))
      .thenSteps([{ type: 'ReleaseCouponClaim' }]);
    given([redeemed, refused, released]).when(place(true)).thenSteps([]);
    given([refused]).when(place(true)).thenSteps([]);
  });
});

describe('taking up a checkout that stopped', () => {
  it('finishes a recorded purchase as placing would', () => {
    given([recorded]).when(resume).thenSteps(finishing);
    given([redeemed, recorded, placed]).when(resume).thenSteps([finishing[1]!]);
  });

  it('gives back a claim no purchase followed, and otherwise has nothing to do', () => {
    given([redeemed])
      .when(resume)
      .thenSteps([{ type: 'ReleaseCouponClaim' }]);
    given([]).when(resume).thenSteps([]);
  });

  it('reads where a checkout stands from the states of the streams it writes to', () => {
    const purchases = purchaseHistoryDecider.evolve(
      purchaseHistoryDecider.initialState(),
      recorded as PurchaseHistoryEvent,
    );
    const cart = cartDecider.initialState();
    const coupon = [welcomeCreated, redeemed as CouponEvent].reduce(
      couponDecider.evolve,
      couponDecider.initialState(),
    );
    expect(checkoutStandingOf(orderId, { purchases, cart, coupon, orderPlaced: false })).toEqual({
      ...checkoutWorkflow.initialState(),
      claimHeld: true,
      purchase,
    });
  });
});
