import { describe, expect, it } from 'vitest';
import type { CouponState, LiveCoupon } from '../sales/coupon';
import { COUPON_REFUSALS } from '../sales/coupon-refusals';
import type { CouponTerms } from '../sales/coupon-rules';
import { TOTAL_CHANGED } from '../sales/payment-methods';
import { ashasOrder } from '../sales/testing/orders';
import { DomainError } from '../shared/domain-error';
import type { CatalogProduct } from './cart-pricing';
import { type CheckoutFacts, draftOrder, EMPTY_CART, PAYMENT_METHOD_UNAVAILABLE } from './checkout';

const jade: CatalogProduct = {
  productId: 'p-jade',
  name: 'Jade Plant',
  slug: 'jade-plant',
  imageUrl: null,
  imageAlt: null,
  basePrice: 19_900,
  salePrice: null,
  status: 'active',
  tracksStock: false,
  availableBySize: null,
  stockStatus: 'in_stock',
  variants: [],
};
const monstera: CatalogProduct = {
  ...jade,
  productId: 'p-monstera',
  name: 'Monstera Deliciosa',
  slug: 'monstera-deliciosa',
  basePrice: 79_900,
  salePrice: 64_900,
  variants: [{ variantId: 'v-large', name: 'Large', priceAdjustment: 30_000 }],
};
const tenPercent: CouponTerms = {
  description: null,
  discountType: 'percentage',
  discountValue: 10,
  minPurchase: 0,
  maxDiscount: null,
  maxUses: null,
  usesPerCustomer: null,
  firstPurchaseOnly: false,
  excludeSaleItems: false,
  startsOn: null,
  endsOn: null,
};
const liveCoupon = (terms: Partial<CouponTerms> = {}): LiveCoupon => ({
  status: 'live',
  code: 'WELCOME10',
  terms: { ...tenPercent, ...terms },
  active: true,
  redemptions: [],
});

const facts = (overrides: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  orderId: 'o-1',
  customerId: 'c-asha',
  customer: ashasOrder.customer!,
  address: { addressId: 'home', address: ashasOrder.shippingAddress! },
  cart: { lines: [{ productId: 'p-jade', variantId: null, quantity: 2 }], couponCode: null },
  catalog: new Map([
    [jade.productId, jade],
    [monstera.productId, monstera],
  ]),
  coupon: null,
  firstOrder: true,
  usesOfCoupon: 0,
  paymentMethod: 'cod',
  availableMethods: ['cod'],
  now: new Date('2026-12-15T06:30:00Z'),
  ...overrides,
});

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('checkout', () => {
  it("prices the order from the catalogue and copies the customer's address, unpaid for cash on delivery", () => {
    expect(draftOrder(facts())).toEqual(ashasOrder);
  });

  it('prices each line at the sale price plus the size, charges shipping below ₹399, and takes the coupon off', () => {
    const order = draftOrder(
      facts({
        cart: {
          lines: [
            { productId: 'p-monstera', variantId: 'v-large', quantity: 1 },
            { productId: 'p-jade', variantId: null, quantity: 1 },
          ],
          couponCode: 'WELCOME10',
        },
        coupon: liveCoupon({ excludeSaleItems: true }),
      }),
    );
    expect(
      order.lines.map((line) => [line.productName, line.variantName, line.unitPrice, line.onSale]),
    ).toEqual([
      ['Monstera Deliciosa', 'Large', 94_900, true],
      ['Jade Plant', null, 19_900, false],
    ]);
    expect(order).toMatchObject({
      subtotal: 114_800,
      discount: 1_990,
      shipping: 0,
      total: 112_810,
      couponCode: 'WELCOME10',
    });

    const small = draftOrder(
      facts({ cart: { lines: [{ productId: 'p-jade', variantId: null, quantity: 1 }], couponCode: null } }),
    );
    expect(small).toMatchObject({ subtotal: 19_900, shipping: 9_900, total: 29_800 });
  });

  it('refuses an empty cart, an address that is not the customer’s, and payment methods not offered yet', () => {
    expect(refusalOf(() => draftOrder(facts({ cart: { lines: [], couponCode: null } })))).toMatchObject({
      message: EMPTY_CART,
    });
    expect(refusalOf(() => draftOrder(facts({ address: null })))).toEqual({
      message: 'Address not found',
      fieldErrors: { addressId: 'Address not found' },
    });
    expect(refusalOf(() => draftOrder(facts({ paymentMethod: 'razorpay' })))).toMatchObject({
      message: PAYMENT_METHOD_UNAVAILABLE,
    });
    expect(
      draftOrder(facts({ paymentMethod: 'razorpay', availableMethods: ['cod', 'razorpay'] })),
    ).toMatchObject({
      paymentMethod: 'razorpay',
      paymentStatus: 'pending',
    });
  });

  it('refuses plants that cannot be bought now, naming each', () => {
    const catalog = new Map([
      [jade.productId, { ...jade, stockStatus: 'out_of_stock' as const }],
      [monstera.productId, { ...monstera, status: 'archived' as const }],
    ]);
    const lines = [
      { productId: 'p-jade', variantId: null, quantity: 1 },
      { productId: 'p-monstera', variantId: 'v-large', quantity: 1 },
    ];
    expect(refusalOf(() => draftOrder(facts({ catalog, cart: { lines, couponCode: null } })))).toMatchObject({
      message:
        'These plants cannot be ordered now: Jade Plant (this plant is out of stock), Monstera Deliciosa (this plant is not available). Please remove them from your cart.',
    });
  });

  it('refuses a coupon that no longer applies, under the coupon field, whatever the reason', () => {
    const withCoupon = (coupon: CouponState, firstOrder = true) =>
      refusalOf(() =>
        draftOrder(
          facts({ coupon, firstOrder, cart: { lines: facts().cart.lines, couponCode: 'WELCOME10' } }),
        ),
      );
    expect(withCoupon({ ...liveCoupon(), active: false })).toEqual({
      message: COUPON_REFUSALS.inactive,
      fieldErrors: { couponCode: COUPON_REFUSALS.inactive },
    });
    expect(withCoupon({ status: 'deleted' }).message).toBe(COUPON_REFUSALS.unknown);
    expect(withCoupon(liveCoupon({ endsOn: '2026-12-14' })).message).toBe(COUPON_REFUSALS.expired);
    expect(withCoupon(liveCoupon({ minPurchase: 50_000 })).message).toBe(
      'This coupon needs a minimum purchase of ₹500.00.',
    );
    expect(withCoupon(liveCoupon({ firstPurchaseOnly: true }), false).message).toBe(
      COUPON_REFUSALS.firstPurchaseOnly,
    );
  });
});

describe('checkout of a total below the gateways’ minimums', () => {
  /** One large Monstera at ₹949 (free shipping), with a coupon that leaves `left` paise to pay. */
  const leaving = (left: number, paymentMethod: CheckoutFacts['paymentMethod']) =>
    facts({
      cart: {
        lines: [{ productId: 'p-monstera', variantId: 'v-large', quantity: 1 }],
        couponCode: 'WELCOME10',
      },
      coupon: liveCoupon(
        left === 0
          ? { discountType: 'percentage', discountValue: 100 }
          : { discountType: 'fixed', discountValue: 94_900 - left },
      ),
      paymentMethod,
      availableMethods: ['cod', 'razorpay', 'card'],
    });

  it('places an order of ₹0 paid, with no payment method, whichever method was chosen or offered', () => {
    for (const chosen of ['none', 'cod', 'razorpay', 'card'] as const) {
      expect(draftOrder(leaving(0, chosen))).toMatchObject({
        subtotal: 94_900,
        discount: 94_900,
        shipping: 0,
        total: 0,
        paymentMethod: 'none',
        paymentStatus: 'paid',
      });
    }
    expect(draftOrder({ ...leaving(0, 'razorpay'), availableMethods: ['cod'] }).paymentMethod).toBe('none');
  });

  it('refuses a total between ₹0 and an online method’s minimum, under the payment method, before anything', () => {
    const razorpay =
      'Paying through Razorpay needs an order of at least ₹1.00. Please choose Cash on Delivery.';
    const card = 'Paying by card needs an order of at least ₹0.50. Please choose Cash on Delivery.';
    expect(refusalOf(() => draftOrder(leaving(1, 'razorpay')))).toEqual({
      message: razorpay,
      fieldErrors: { paymentMethod: razorpay },
    });
    expect(refusalOf(() => draftOrder(leaving(99, 'razorpay'))).message).toBe(razorpay);
    expect(refusalOf(() => draftOrder(leaving(49, 'card')))).toEqual({
      message: card,
      fieldErrors: { paymentMethod: card },
    });
    expect(draftOrder(leaving(50, 'card'))).toMatchObject({ total: 50, paymentMethod: 'card' });
    expect(draftOrder(leaving(100, 'razorpay'))).toMatchObject({ total: 100, paymentMethod: 'razorpay' });
    expect(draftOrder(leaving(1, 'cod'))).toMatchObject({
      total: 1,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
    });
  });

  it('refuses nothing to pay for an order that has something to pay: the total changed since the page', () => {
    expect(refusalOf(() => draftOrder(leaving(1, 'none')))).toEqual({
      message: TOTAL_CHANGED,
      fieldErrors: { paymentMethod: TOTAL_CHANGED },
    });
  });
});
