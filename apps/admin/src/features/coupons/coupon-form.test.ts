import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon';
import { type CouponFormValues, checkCouponForm, couponFormValues } from './coupon-form';

const form = (changes: Partial<CouponFormValues>): CouponFormValues => ({
  ...couponFormValues(),
  code: 'welcome10',
  discountValue: '10',
  ...changes,
});

const saved: Coupon = {
  code: 'FLAT150',
  description: 'Monsoon offer',
  discountType: 'fixed',
  discountValue: 15050,
  minPurchase: 99900,
  maxDiscount: null,
  maxUses: 100,
  usesPerCustomer: null,
  firstPurchaseOnly: true,
  excludeSaleItems: false,
  startsOn: '2025-06-01',
  endsOn: null,
  isActive: false,
  usedCount: 3,
};

describe('the coupon form', () => {
  it('starts a new coupon as an active percentage with no minimum purchase', () => {
    expect(couponFormValues()).toMatchObject({
      code: '',
      discountType: 'percentage',
      minPurchase: '0',
      maxUses: '',
      active: true,
    });
  });

  it('reads a saved coupon back into rupees', () => {
    expect(couponFormValues(saved)).toEqual({
      code: 'FLAT150',
      description: 'Monsoon offer',
      discountType: 'fixed',
      discountValue: '150.50',
      minPurchase: '999.00',
      maxDiscount: '',
      maxUses: '100',
      usesPerCustomer: '',
      firstPurchaseOnly: true,
      excludeSaleItems: false,
      startsOn: '2025-06-01',
      endsOn: '',
      active: false,
    });
  });

  it('sends amounts as paise, a percentage as typed, the code upper-cased and blank limits as none', () => {
    const checked = checkCouponForm(
      form({ minPurchase: '499.50', maxDiscount: '300', maxUses: '100', description: '  ' }),
    );
    expect(checked).toEqual({
      ok: true,
      data: {
        code: 'WELCOME10',
        description: null,
        discountType: 'percentage',
        discountValue: 10,
        minPurchase: 49950,
        maxDiscount: 30000,
        maxUses: 100,
        usesPerCustomer: null,
        firstPurchaseOnly: false,
        excludeSaleItems: false,
        startsOn: null,
        endsOn: null,
        active: true,
      },
    });
  });

  it('reads a fixed discount in rupees and sends no cap with it', () => {
    const checked = checkCouponForm(
      form({ discountType: 'fixed', discountValue: '150.5', minPurchase: '', maxDiscount: '300' }),
    );
    expect(checked.ok && checked.data).toMatchObject({
      discountValue: 15050,
      minPurchase: 0,
      maxDiscount: null,
    });
  });

  it('says everything wrong in one go, the rules across fields included', () => {
    expect(
      checkCouponForm(
        form({
          code: '',
          discountValue: '150',
          minPurchase: '1.999',
          maxUses: '2.5',
          startsOn: '2025-06-30',
          endsOn: '2025-06-01',
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        code: 'Code is required',
        discountValue: 'A percentage must be a whole number from 1 to 100',
        minPurchase: 'Amount can have at most 2 decimal places',
        maxUses: 'Max uses must be a whole number',
        endsOn: 'Ends on cannot be before Starts on',
      },
    });
  });

  it('asks for a discount value, and a fixed one above ₹0', () => {
    expect(checkCouponForm(form({ discountValue: '' }))).toEqual({
      ok: false,
      errors: { discountValue: 'Discount value is required' },
    });
    expect(checkCouponForm(form({ discountType: 'fixed', discountValue: '0' }))).toEqual({
      ok: false,
      errors: { discountValue: 'A fixed discount must be more than ₹0' },
    });
  });
});
