import { randomUUID } from 'node:crypto';
import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

describe("the coupon box of a customer's cart", () => {
  it('applies a coupon: the code and the amount saved for the message, and the cart shows the discount', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 49_900 });
    const code = await sales.kit.createCoupon({ discountValue: 15 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id, quantity: 3 }));

    const applied = await asha.write(
      asha.client.cart.applyCoupon.mutate({ code: ` ${code.toLowerCase()} ` }),
    );

    expect(applied).toMatchObject({ code, discount: 22_455 });
    expect(await asha.cart()).toMatchObject({
      subtotal: 149_700,
      shipping: 0,
      discount: 22_455,
      total: 127_245,
      coupon: { code, discount: 22_455, problem: null },
    });
  });

  it("says why a coupon cannot be used, keeps the cart as it was, and asks for a code when it's blank", async () => {
    const onSale = await sales.kit.createProduct({ basePrice: 49_900, salePrice: 39_900 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: onSale.id }));
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', COUPON_REFUSALS.unknown],
      [await sales.kit.createCoupon({ active: false }), COUPON_REFUSALS.inactive],
      [
        await sales.kit.createCoupon({ startsOn: '2020-01-01', endsOn: '2020-01-31' }),
        COUPON_REFUSALS.expired,
      ],
      [
        await sales.kit.createCoupon({ minPurchase: 99_900 }),
        'This coupon needs a minimum purchase of ₹999.00.',
      ],
      [await sales.kit.createCoupon({ excludeSaleItems: true }), COUPON_REFUSALS.noEligibleLines],
    ];
    for (const [code, reason] of cases.slice(0, 4)) {
      const error = await sales.kit.refusedWithNothingWritten(
        () => asha.client.cart.applyCoupon.mutate({ code }),
        'BAD_REQUEST',
        reason,
      );
      expect(error.data?.fieldErrors).toEqual({ couponCode: reason });
    }
    const [excluding, onlySale] = cases[4]!;
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.cart.applyCoupon.mutate({ code: excluding }),
      'BAD_REQUEST',
      onlySale,
    );
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.cart.applyCoupon.mutate({ code: '   ' }),
      'BAD_REQUEST',
      'Please enter a coupon code.',
    );
    expect((await asha.cart()).coupon).toBeNull();
  });

  it('takes the coupon off when the shopper removes it', async () => {
    const fern = await sales.kit.createProduct();
    const code = await sales.kit.createCoupon();
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await asha.write(asha.client.cart.applyCoupon.mutate({ code }));

    await asha.write(asha.client.cart.removeCoupon.mutate());

    expect(await asha.cart()).toMatchObject({ coupon: null, discount: 0, total: 59_900 });
  });

  it('drops the coupon, saying why, once a change to the cart takes it below the minimum purchase', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 30_000 });
    const code = await sales.kit.createCoupon({ minPurchase: 50_000 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id, quantity: 2 }));
    await asha.write(asha.client.cart.applyCoupon.mutate({ code }));

    const changed = await asha.write(
      asha.client.cart.setQuantity.mutate({ productId: fern.id, quantity: 1 }),
    );

    expect(changed.couponDropped).toBe('This coupon needs a minimum purchase of ₹500.00.');
    expect((await asha.cart()).coupon).toBeNull();
    const events = await sales.shop.recordedEvents('CartCouponRemoved');
    expect(events.at(-1)?.data).toMatchObject({
      code,
      reason: 'This coupon needs a minimum purchase of ₹500.00.',
    });
  });

  it('keeps a per-customer limit: a customer who used the coupon is told so', async () => {
    const fern = await sales.kit.createProduct();
    const code = await sales.kit.createCoupon({ usesPerCustomer: 1 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await asha.write(asha.client.cart.applyCoupon.mutate({ code }));
    await asha.place();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));

    await sales.kit.refusedWithNothingWritten(
      () => asha.client.cart.applyCoupon.mutate({ code }),
      'BAD_REQUEST',
      COUPON_REFUSALS.alreadyUsed,
    );
  });
});

describe("a visitor's coupon", () => {
  it('is checked against the browser cart, priced by the server', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 49_900 });
    const code = await sales.kit.createCoupon({ discountType: 'fixed', discountValue: 10_000 });
    const lines = [{ productId: fern.id, variantId: null, quantity: 2 }];
    const visitor = sales.shop.browser();

    expect(await visitor.client.coupons.check.query({ code, lines })).toEqual({
      valid: true,
      message: null,
      code,
      discount: 10_000,
    });
    expect(await visitor.client.coupons.check.query({ code: 'nope', lines })).toEqual({
      valid: false,
      message: COUPON_REFUSALS.unknown,
      code: 'NOPE',
      discount: 0,
    });
    expect(await visitor.client.cart.quote.query({ lines, couponCode: code })).toMatchObject({
      subtotal: 99_800,
      discount: 10_000,
      total: 89_800,
    });
    expect((await refusal(visitor.client.coupons.check.query({ code: ' ', lines }))).message).toBe(
      'Please enter a coupon code.',
    );
  });

  it('comes with the guest cart at sign-in and is judged again for this customer', async () => {
    const fern = await sales.kit.createProduct();
    const firstOrderOnly = await sales.kit.createCoupon({ firstPurchaseOnly: true });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await asha.place();

    const merged = await asha.write(
      asha.client.cart.mergeGuestCart.mutate({
        mergeId: randomUUID(),
        lines: [{ productId: fern.id, variantId: null, quantity: 1 }],
        couponCode: firstOrderOnly,
      }),
    );

    expect(merged.couponProblem).toBe(COUPON_REFUSALS.firstPurchaseOnly);
    expect(await asha.cart()).toMatchObject({ itemCount: 1, coupon: null });

    const ravi = await sales.kit.customer();
    const welcomed = await ravi.write(
      ravi.client.cart.mergeGuestCart.mutate({
        mergeId: randomUUID(),
        lines: [{ productId: fern.id, variantId: null, quantity: 1 }],
        couponCode: firstOrderOnly,
      }),
    );
    expect(welcomed.couponProblem).toBeNull();
    expect((await ravi.cart()).coupon).toMatchObject({ code: firstOrderOnly, discount: 5_990 });
  });
});
