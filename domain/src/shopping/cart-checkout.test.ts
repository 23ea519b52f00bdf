import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from '../sales/coupon-refusals';
import { contentsOf } from '../sales/order';
import { ashasOrder } from '../sales/testing/orders';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { CartCheckedOut, type CartCommand, type CartEvent, cartDecider } from './cart';

const spec = deciderSpecification(cartDecider);
const customerId = 'c-1';
const jade = { productId: 'p-jade', variantId: null };
const fern = { productId: 'p-fern', variantId: 'v-large' };

const addedJade = (quantity = 2): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, ...jade, quantity },
});
const addedFern = (quantity = 1): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, ...fern, quantity },
});
const applied = (code = 'WELCOME10'): CartEvent => ({
  type: 'CartCouponApplied',
  data: { customerId, code },
});
const checkOut = (orderId: string, quantity = 2, couponCode: string | null = null): CartCommand => ({
  type: 'CheckOut',
  data: { customerId, orderId, lines: [{ ...jade, quantity }], couponCode },
});
const checkedOut = (orderId: string, quantity = 2, couponCode: string | null = null): CartEvent => ({
  type: 'CartCheckedOut',
  data: { customerId, orderId, lines: [{ ...jade, quantity }], couponCode },
});
const cartAfter = (events: CartEvent[]) => events.reduce(cartDecider.evolve, cartDecider.initialState());

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
  it('takes the lines and the coupon the order took', () => {
    spec
      .given([addedJade()])
      .when(checkOut('o-1'))
      .thenEvents([checkedOut('o-1')]);
    spec
      .given([addedJade(), applied()])
      .when(checkOut('o-1', 2, 'WELCOME10'))
      .thenEvents([checkedOut('o-1', 2, 'WELCOME10')]);
    expect(cartAfter([addedJade(), applied(), checkedOut('o-1', 2, 'WELCOME10')])).toMatchObject({
      lines: [],
      couponCode: null,
    });
  });

  it('keeps what was added while the order was being placed', () => {
    const cart = cartAfter([addedJade(3), addedFern(), applied('OTHER'), checkedOut('o-1', 2, 'WELCOME10')]);
    expect(cart).toMatchObject({
      lines: [
        { ...jade, quantity: 1 },
        { ...fern, quantity: 1 },
      ],
      couponCode: 'OTHER',
    });
  });

  it('takes an order once: the same order again changes nothing', () => {
    spec
      .given([addedJade(), checkedOut('o-1'), addedJade()])
      .when(checkOut('o-1'))
      .thenNothingHappens();
  });

  it('reads a checkout recorded with the whole order (version 1) as the lines and coupon it took', () => {
    const recorded = {
      customerId,
      orderId: 'o-1',
      addressId: 'home',
      order: contentsOf({ ...ashasOrder, couponCode: 'WELCOME10' }),
    };
    expect(CartCheckedOut.upcasters[1]!(recorded)).toEqual(checkedOut('o-1', 2, 'WELCOME10').data);
  });
});
