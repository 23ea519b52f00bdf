import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupon-discount';
import { COUPON_REFUSALS } from './coupon-refusals';
import type { CouponTerms } from './coupon-rules';

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
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
  ...overrides,
});
const line = (lineTotal: number, onSale = false) => ({ lineTotal, onSale });

describe('coupon discount', () => {
  it('takes a percentage of the lines, rounding half a paisa up and less than half down', () => {
    expect(couponDiscount(terms(), [line(12_345)], true)).toEqual({
      applies: true,
      discount: 1_235,
      eligibleSubtotal: 12_345,
    });
    expect(couponDiscount(terms(), [line(12_344)], true)).toMatchObject({ discount: 1_234 });
    expect(couponDiscount(terms({ discountValue: 15 }), [line(10_003)], true)).toMatchObject({
      discount: 1_500,
    });
    expect(couponDiscount(terms({ discountValue: 15 }), [line(10_004)], true)).toMatchObject({
      discount: 1_501,
    });
  });

  it('caps a percentage at the maximum discount', () => {
    expect(
      couponDiscount(terms({ discountValue: 50, maxDiscount: 20_000 }), [line(100_000)], null),
    ).toMatchObject({
      discount: 20_000,
    });
  });

  it('never takes off more than the lines cost with a fixed amount', () => {
    const flat = terms({ discountType: 'fixed', discountValue: 50_000 });
    expect(couponDiscount(flat, [line(80_000)], true)).toMatchObject({ discount: 50_000 });
    expect(couponDiscount(flat, [line(30_000)], true)).toMatchObject({ discount: 30_000 });
  });

  it('counts only the lines not on sale when the coupon excludes sale items, minimum purchase included', () => {
    const notOnSale = terms({ excludeSaleItems: true, minPurchase: 40_000 });
    expect(couponDiscount(notOnSale, [line(50_000), line(90_000, true)], true)).toEqual({
      applies: true,
      discount: 5_000,
      eligibleSubtotal: 50_000,
    });
    expect(couponDiscount(notOnSale, [line(30_000), line(90_000, true)], true)).toEqual({
      applies: false,
      reason: 'This coupon needs a minimum purchase of ₹400.00 on plants not on sale.',
    });
    expect(couponDiscount(notOnSale, [line(90_000, true)], true)).toEqual({
      applies: false,
      reason: COUPON_REFUSALS.noEligibleLines,
    });
  });

  it('refuses a cart below the minimum purchase, naming the amount, and accepts one that reaches it', () => {
    expect(couponDiscount(terms({ minPurchase: 99_900 }), [line(99_899)], true)).toEqual({
      applies: false,
      reason: 'This coupon needs a minimum purchase of ₹999.00.',
    });
    expect(couponDiscount(terms({ minPurchase: 99_900 }), [line(99_900)], true)).toMatchObject({
      applies: true,
    });
  });

  it('keeps a first-purchase coupon for a first order, and lets a visitor try it until they sign in', () => {
    const firstOnly = terms({ firstPurchaseOnly: true });
    expect(couponDiscount(firstOnly, [line(10_000)], false)).toEqual({
      applies: false,
      reason: COUPON_REFUSALS.firstPurchaseOnly,
    });
    expect(couponDiscount(firstOnly, [line(10_000)], true)).toMatchObject({ applies: true });
    expect(couponDiscount(firstOnly, [line(10_000)], null)).toMatchObject({ applies: true });
  });

  it('asks for plants first when nothing in the cart can be charged', () => {
    expect(couponDiscount(terms(), [], true)).toEqual({ applies: false, reason: COUPON_REFUSALS.emptyCart });
    expect(couponDiscount(terms(), [line(0)], true)).toEqual({
      applies: false,
      reason: COUPON_REFUSALS.emptyCart,
    });
  });
});
