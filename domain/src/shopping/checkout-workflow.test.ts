import { describe, expect, it } from 'vitest';
import type { StockNeed } from '../inventory/stock-needs';
import { type StockedItemEvent, stockedItemDecider, stockedItemStreamId } from '../inventory/stocked-item';
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

const fig: StockNeed = {
  productId: 'p-fig',
  variantId: 'v-large',
  quantity: 2,
  label: 'Fiddle Leaf Fig (Large)',
};
const jade: StockNeed = { productId: 'p-jade', variantId: null, quantity: 1, label: 'Jade Plant' };

const place = (claimNeeded: boolean, stockNeeded: StockNeed[] = []): CheckoutInput => ({
  type: 'PlaceOrder',
  order,
  cartRevision: 4,
  claimNeeded,
  stockNeeded,
});
const reservedOf = ({ productId, variantId, quantity }: StockNeed): CheckoutEvent => ({
  type: 'StockReserved',
  data: { productId, variantId, quantity, orderId, customerId },
});
const releasedOf = ({ productId, variantId, quantity }: StockNeed): CheckoutEvent => ({
  type: 'StockReservationReleased',
  data: { productId, variantId, quantity, orderId, reason: 'checkout_unfinished' },
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

describe('reserving the plants whose stock is counted', () => {
  it('reserves each plant, beside the claim, before recording the purchase', () => {
    given([])
      .when(place(true, [fig, jade]))
      .thenSteps([
        { type: 'ClaimCouponUse', code: 'WELCOME10' },
        { type: 'ReserveStock', need: fig },
        { type: 'ReserveStock', need: jade },
      ]);
    given([redeemed, reservedOf(fig)])
      .when(place(true, [fig, jade]))
      .thenSteps([{ type: 'ReserveStock', need: jade }]);
    given([redeemed, reservedOf(fig), reservedOf(jade)])
      .when(place(true, [fig, jade]))
      .thenSteps([{ type: 'RecordPurchase', order, cartRevision: 4 }]);
  });

  it('gives back every reservation and the claim when any of them is refused', () => {
    given([redeemed, reservedOf(fig), refused])
      .when(place(true, [fig, jade]))
      .thenSteps([
        { type: 'ReleaseCouponClaim' },
        { type: 'ReleaseStock', item: { productId: 'p-fig', variantId: 'v-large' } },
      ]);
    given([redeemed, reservedOf(fig), refused, released, releasedOf(fig)])
      .when(place(true, [fig, jade]))
      .thenSteps([]);
  });

  it('keeps the reservations once the purchase is recorded', () => {
    given([reservedOf(fig), reservedOf(jade), recorded])
      .when(place(false, [fig, jade]))
      .thenSteps(finishing);
    given([reservedOf(fig), recorded])
      .when(resume)
      .thenSteps(finishing);
  });

  it('gives back, when taken up, the reservations no purchase followed', () => {
    given([reservedOf(jade)])
      .when(resume)
      .thenSteps([{ type: 'ReleaseStock', item: { productId: 'p-jade', variantId: null } }]);
  });

  it('keeps, when taken up, the reservations of an order placed without a purchase (a replacement)', () => {
    given([reservedOf(jade), placed])
      .when(resume)
      .thenSteps([]);
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
    const figStock = [
      { type: 'StockReceived', data: { productId: 'p-fig', variantId: 'v-large', quantity: 5, note: null } },
      reservedOf(fig),
    ].reduce(
      (state, event) => stockedItemDecider.evolve(state, event as StockedItemEvent),
      stockedItemDecider.initialState(),
    );
    const jadeStock = stockedItemDecider.initialState();
    const stock = [
      { productId: 'p-fig', variantId: 'v-large', state: figStock },
      { productId: 'p-jade', variantId: null, state: jadeStock },
    ];
    expect(checkoutStandingOf(orderId, { purchases, cart, coupon, stock, orderPlaced: false })).toEqual({
      ...checkoutWorkflow.initialState(),
      claimHeld: true,
      stockHeld: new Map([
        [stockedItemStreamId('p-fig', 'v-large'), { productId: 'p-fig', variantId: 'v-large' }],
      ]),
      purchase,
    });
  });
});
