import { describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

describe('admin coupons', () => {
  it('creates a coupon from the form: code upper-cased, min purchase 0, empty description and limits as none, active', async () => {
    const created = await sales.admin.client.admin.coupons.create.mutate({
      code: ' monsoon15 ',
      discountType: 'percentage',
      discountValue: 15,
      description: '   ',
      maxDiscount: 30_000,
    });
    sales.admin.readAfterWrite(created);

    expect(created.code).toBe('MONSOON15');
    expect(await sales.admin.client.admin.coupons.get.query({ code: 'monsoon15' })).toEqual({
      code: 'MONSOON15',
      description: null,
      discountType: 'percentage',
      discountValue: 15,
      minPurchase: 0,
      maxDiscount: 30_000,
      maxUses: null,
      usesPerCustomer: null,
      firstPurchaseOnly: false,
      excludeSaleItems: false,
      startsOn: null,
      endsOn: null,
      isActive: true,
      usedCount: 0,
    });
  });

  it('refuses a taken code and bad figures, naming the fields, and records nothing', async () => {
    const code = await sales.kit.createCoupon();
    const taken = await sales.kit.refusedWithNothingWritten(
      () =>
        sales.admin.client.admin.coupons.create.mutate({
          code: code.toLowerCase(),
          discountType: 'fixed',
          discountValue: 5_000,
        }),
      'CONFLICT',
      'A coupon with this code already exists',
    );
    expect(taken.data?.fieldErrors).toEqual({ code: 'A coupon with this code already exists' });

    const bad = await sales.kit.refusedWithNothingWritten(
      () =>
        sales.admin.client.admin.coupons.create.mutate({
          code: 'SPRING',
          discountType: 'percentage',
          discountValue: 120,
          minPurchase: -1,
          startsOn: '2026-12-10',
          endsOn: '2026-12-01',
        }),
      'BAD_REQUEST',
      'Min purchase cannot be negative',
    );
    expect(bad.data?.fieldErrors).toEqual({
      minPurchase: 'Min purchase cannot be negative',
      discountValue: 'A percentage must be a whole number from 1 to 100',
      endsOn: 'Ends on cannot be before Starts on',
    });
  });

  it('edits terms and switches a coupon off, lists by newest with search by code, and deletes', async () => {
    const first = await sales.kit.createCoupon({
      code: 'DIWALI100',
      discountType: 'fixed',
      discountValue: 10_000,
    });
    const second = await sales.kit.createCoupon({ code: 'HOLI20', discountValue: 20 });
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.coupons.update.mutate({
        code: first,
        discountType: 'fixed',
        discountValue: 15_000,
        minPurchase: 99_900,
        maxUses: 50,
        active: false,
      }),
    );

    const listed = await sales.admin.client.admin.coupons.list.query({ search: '' });
    expect(listed.map((coupon) => coupon.code).slice(0, 2)).toEqual([second, first]);
    expect(listed.find((coupon) => coupon.code === first)).toMatchObject({
      discountValue: 15_000,
      minPurchase: 99_900,
      maxUses: 50,
      isActive: false,
    });
    expect(
      (await sales.admin.client.admin.coupons.list.query({ search: 'wali' })).map((coupon) => coupon.code),
    ).toEqual([first]);

    sales.admin.readAfterWrite(await sales.admin.client.admin.coupons.delete.mutate({ code: first }));
    expect(
      (await sales.admin.client.admin.coupons.list.query({ search: 'wali' })).map((coupon) => coupon.code),
    ).toEqual([]);
    const gone = await refusal(sales.admin.client.admin.coupons.get.query({ code: first }));
    expect(gone.message).toBe('Coupon not found');
  });

  it('is for admins only: visitors and customers are refused, and nothing is written', async () => {
    const visitor = sales.shop.browser();
    const customer = await sales.kit.customer();
    for (const [who, code] of [
      [visitor, 'UNAUTHORIZED'],
      [customer, 'UNAUTHORIZED'],
    ] as const) {
      await sales.kit.refusedWithNothingWritten(
        () =>
          who.client.admin.coupons.create.mutate({
            code: 'FREE100',
            discountType: 'percentage',
            discountValue: 100,
          }),
        code,
        code === 'UNAUTHORIZED'
          ? 'Please sign in to continue'
          : 'This account does not have admin privileges',
      );
      expect((await refusal(who.client.admin.coupons.list.query({ search: '' }))).data?.code).toBe(code);
    }
  });
});
