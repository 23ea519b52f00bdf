import { describe, expect, it } from 'vitest';
import { type CouponEvent, couponDecider } from '../sales/coupon';
import type { PlacedOrder } from '../sales/order';
import { type PurchaseHistoryEvent, purchaseHistoryDecider } from '../sales/purchase-history';
import { cartDecider } from './cart';
import {
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutStep,
  checkoutStandingOf,
  checkoutWorkflow,
} from './checkout-workflow';

const customerId = 'c-1';
const orderId = 'o-1';
const order: PlacedOrder = {
  orderId,
  customerId,
  customer: { email: 'asha@example.test', fullName: 'Asha Rao', phone: '9876543210' },
  addressId: 'home',
  shippingAddress: {
    fullName: 'Asha Rao',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    country: 'India',
  },
  lines: [
    {
      productId: 'p-jade',
      variantId: null,
      productName: 'Jade Plant',
      variantName: null,
      unitPrice: 19_900,
      quantity: 2,
      lineTotal: 39_800,
      onSale: false,
    },
  ],
  subtotal: 39_800,
  discount: 3_980,
  shipping: 0,
  total: 35_820,
  couponCode: 'RUSH',
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
};
const { orderId: _o, customerId: _c, customer: _p, addressId: _a, shippingAddress: _s, ...contents } = order;
const purchase = { cartRevision: 4, addressId: 'home', order: contents };

const place = (claimNeeded: boolean): CheckoutInput => ({
  type: 'PlaceOrder',
  order,
  cartRevision: 4,
  claimNeeded,
});
const resume: CheckoutInput = { type: 'ResumeCheckout' };

const redeemed: CheckoutEvent = { type: 'CouponRedeemed', data: { code: 'RUSH', orderId, customerId } };
const released: CheckoutEvent = {
  type: 'CouponRedemptionReleased',
  data: { code: 'RUSH', orderId, customerId },
};
const recorded: CheckoutEvent = { type: 'PurchaseRecorded', data: { customerId, orderId, ...purchase } };
const placed: CheckoutEvent = { type: 'OrderPlaced', data: order };
const checkedOut: CheckoutEvent = {
  type: 'CartCheckedOut',
  data: {
    customerId,
    orderId,
    lines: [{ productId: 'p-jade', variantId: null, quantity: 2 }],
    couponCode: 'RUSH',
  },
};
const refused: CheckoutEvent = { type: 'CheckoutRefused' };

const finishing: CheckoutStep[] = [
  { type: 'PlaceOrder', purchase },
  {
    type: 'CheckOutCart',
    lines: [{ productId: 'p-jade', variantId: null, quantity: 2 }],
    couponCode: 'RUSH',
  },
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
      .thenSteps([{ type: 'ClaimCouponUse', code: 'RUSH' }]);
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
    const created: CouponEvent = {
      type: 'CouponCreated',
      data: {
        code: 'RUSH',
        description: null,
        discountType: 'percentage',
        discountValue: 10,
        minPurchase: 0,
        maxDiscount: null,
        maxUses: 100,
        usesPerCustomer: null,
        firstPurchaseOnly: false,
        excludeSaleItems: false,
        startsOn: null,
        endsOn: null,
        active: true,
      },
    };
    const coupon = [created, redeemed as CouponEvent].reduce(
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
