import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from '../sales/coupon-refusals';
import type { OrderContents } from '../sales/order';
import { deciderSpecification } from '../shared/testing/decider-specification';
import {
  CART_CHANGED,
  CART_CHANGED_CODE,
  CART_EMPTY,
  type CartCommand,
  type CartEvent,
  cartDecider,
} from './cart';

const spec = deciderSpecification(cartDecider);
const customerId = 'c-1';
const jade = { productId: 'p-jade', variantId: null };

const addedJade = (quantity = 2): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, ...jade, quantity },
});
const applied = (code = 'WELCOME10'): CartEvent => ({
  type: 'CartCouponApplied',
  data: { customerId, code },
});
const contents = (couponCode: string | null): OrderContents => ({
  lines: [
    {
      ...jade,
      productName: 'Jade Plant',
      variantName: null,
      unitPrice: 19_900,
      quantity: 2,
      lineTotal: 39_800,
      onSale: false,
    },
  ],
  subtotal: 39_800,
  discount: couponCode ? 3_980 : 0,
  shipping: 0,
  total: couponCode ? 35_820 : 39_800,
  couponCode,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
});
const checkOut = (
  orderId: string,
  {
    couponCode = null as string | null,
    quantity = 2,
    firstPurchaseOnly = false,
    usesPerCustomer = null as number | null,
    cancelledUses = 0,
  } = {},
): CartCommand => ({
  type: 'CheckOut',
  data: {
    customerId,
    orderId,
    addressId: 'home',
    order: contents(couponCode),
    pricedLines: [{ ...jade, quantity }],
    couponLimits: { firstPurchaseOnly, usesPerCustomer, cancelledUses },
  },
});
const checkedOut = (orderId: string, couponCode: string | null = null): CartEvent => ({
  type: 'CartCheckedOut',
  data: { customerId, orderId, addressId: 'home', order: contents(couponCode) },
});

describe('cart coupon', () => {
  it('holds a coupon the shop found usable, and the same one again changes nothing', () => {
    const apply: CartCommand = {
      type: 'ApplyCoupon',
      data: { customerId, code: 'WELCOME10', problem: null },
    };
    spec.given([addedJade()]).when(apply).thenEvents([applied()]);
    spec.given([addedJade(), applied()]).when(apply).thenNothingHappens();
  });

  it('refuses a coupon the shop found unusable, with its reason, and records nothing', () => {
    spec
      .given([addedJade()])
      .when({ type: 'ApplyCoupon', data: { customerId, code: 'OLD', problem: COUPON_REFUSALS.expired } })
      .thenRefused('invalid', COUPON_REFUSALS.expired, { couponCode: COUPON_REFUSALS.expired });
  });

  it('takes the coupon off, by the shopper or with the reason it no longer applies', () => {
    spec
      .given([addedJade(), applied()])
      .when({ type: 'RemoveCoupon', data: { customerId, reason: null } })
      .thenEvents([{ type: 'CartCouponRemoved', data: { customerId, code: 'WELCOME10', reason: null } }]);
    spec
      .given([addedJade(), applied()])
      .when({ type: 'RemoveCoupon', data: { customerId, reason: COUPON_REFUSALS.usedUp } })
      .thenEvents([
        {
          type: 'CartCouponRemoved',
          data: { customerId, code: 'WELCOME10', reason: COUPON_REFUSALS.usedUp },
        },
      ]);
    spec
      .given([addedJade()])
      .when({ type: 'RemoveCoupon', data: { customerId, reason: null } })
      .thenNothingHappens();
  });

  it('drops the coupon with the lines when the cart is cleared', () => {
    spec
      .given([addedJade(), applied(), { type: 'CartCleared', data: { customerId } }, addedJade()])
      .when({ type: 'RemoveCoupon', data: { customerId, reason: null } })
      .thenNothingHappens();
  });
});

describe('checking out', () => {
  it('turns the cart, as it was priced, into the order', () => {
    spec
      .given([addedJade()])
      .when(checkOut('o-1'))
      .thenEvents([checkedOut('o-1')]);
    spec
      .given([addedJade(), applied()])
      .when(checkOut('o-1', { couponCode: 'WELCOME10' }))
      .thenEvents([checkedOut('o-1', 'WELCOME10')]);
  });

  it('leaves an empty cart: the same order again changes nothing, another is refused', () => {
    spec
      .given([addedJade(), checkedOut('o-1')])
      .when(checkOut('o-1'))
      .thenNothingHappens();
    spec
      .given([addedJade(), checkedOut('o-1')])
      .when(checkOut('o-2'))
      .thenRefused('invalid', CART_EMPTY);
    spec.given([]).when(checkOut('o-1')).thenRefused('invalid', CART_EMPTY);
  });

  it('refuses a cart that changed since it was priced: other quantities or another coupon', () => {
    spec
      .given([addedJade(3)])
      .when(checkOut('o-1'))
      .thenRefused('conflict', CART_CHANGED);
    spec.given([addedJade(), applied()]).when(checkOut('o-1')).thenRefused('conflict', CART_CHANGED);
    spec
      .given([addedJade()])
      .when(checkOut('o-1', { couponCode: 'WELCOME10' }))
      .thenRefused('conflict', CART_CHANGED);
  });

  it('names a changed cart by its code, which placing reads to price the order again', () => {
    const cart = [addedJade(3)].reduce(cartDecider.evolve, cartDecider.initialState());
    expect(() => cartDecider.decide(checkOut('o-1'), cart)).toThrow(
      expect.objectContaining({ code: CART_CHANGED_CODE, message: CART_CHANGED }),
    );
  });

  it("keeps a first-purchase coupon to the customer's first order", () => {
    const firstOnly = { couponCode: 'FIRST', firstPurchaseOnly: true };
    spec
      .given([addedJade(), applied('FIRST')])
      .when(checkOut('o-1', firstOnly))
      .thenEvents([checkedOut('o-1', 'FIRST')]);
    spec
      .given([addedJade(), checkedOut('o-1'), addedJade(), applied('FIRST')])
      .when(checkOut('o-2', firstOnly))
      .thenRefused('invalid', COUPON_REFUSALS.firstPurchaseOnly, {
        couponCode: COUPON_REFUSALS.firstPurchaseOnly,
      });
  });

  it('keeps a customer to their uses of a coupon, counting back the ones their cancelled orders gave up', () => {
    const limited = { couponCode: 'TWICE', usesPerCustomer: 2 };
    const twice = [
      addedJade(),
      checkedOut('o-1', 'TWICE'),
      addedJade(),
      checkedOut('o-2', 'TWICE'),
      addedJade(),
      applied('TWICE'),
    ];
    spec
      .given(twice)
      .when(checkOut('o-3', limited))
      .thenRefused('invalid', COUPON_REFUSALS.alreadyUsed, { couponCode: COUPON_REFUSALS.alreadyUsed });
    spec
      .given(twice)
      .when(checkOut('o-3', { ...limited, cancelledUses: 1 }))
      .thenEvents([checkedOut('o-3', 'TWICE')]);
    spec
      .given([addedJade(), checkedOut('o-1', 'OTHER'), addedJade(), applied('TWICE')])
      .when(checkOut('o-2', limited))
      .thenEvents([checkedOut('o-2', 'TWICE')]);
  });
});
