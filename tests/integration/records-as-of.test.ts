import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** Commands from here on are recorded at this time (India Standard Time), as if the clock read it. */
const recordAt = (moment: string) => {
  sales.shop.shop.eventSourcing.now = () => new Date(moment);
};
afterEach(() => {
  sales.shop.shop.eventSourcing.now = undefined;
});

describe('records as they stood at a past moment (recorded times controlled)', () => {
  it('shows a product with the price it had then, and refuses a moment before it existed', async () => {
    recordAt('2026-03-01T10:00:00+05:30');
    const fern = await sales.kit.createProduct({ basePrice: 45_000 });
    recordAt('2026-03-10T10:00:00+05:30');
    await sales.kit.changeProduct(fern.id, { ...fern.product, basePrice: 52_000, salePrice: 49_900 });
    const asOf = (at: string) => sales.admin.client.admin.products.asOf.query({ id: fern.id, at });

    expect(await asOf('2026-03-05T00:00:00+05:30')).toMatchObject({
      id: fern.id,
      basePrice: 45_000,
      salePrice: null,
    });
    expect(await asOf('2026-03-10T10:00:00+05:30')).toMatchObject({ basePrice: 52_000, salePrice: 49_900 });
    expect((await refusal(asOf('2026-02-28T23:59:59+05:30'))).message).toBe(
      'This product did not exist yet at that moment',
    );
    expect(
      (
        await refusal(
          sales.admin.client.admin.products.asOf.query({ id: 'no-such', at: '2026-03-05T00:00:00Z' }),
        )
      ).data?.code,
    ).toBe('NOT_FOUND');
  });

  it("shows a coupon's terms and whether it was on, then; deleted later, it did not exist then", async () => {
    recordAt('2026-04-01T09:00:00+05:30');
    const code = await sales.kit.createCoupon({ discountValue: 10 });
    recordAt('2026-04-02T09:00:00+05:30');
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.coupons.update.mutate({
        code,
        discountType: 'percentage',
        discountValue: 25,
      }),
    );
    recordAt('2026-04-03T09:00:00+05:30');
    sales.admin.readAfterWrite(await sales.admin.client.admin.coupons.delete.mutate({ code }));
    const asOf = (at: string) => sales.admin.client.admin.coupons.asOf.query({ code, at });

    expect(await asOf('2026-04-01T12:00:00+05:30')).toMatchObject({
      code,
      discountValue: 10,
      usedCount: null,
    });
    expect(await asOf('2026-04-02T12:00:00+05:30')).toMatchObject({ discountValue: 25 });
    expect((await refusal(asOf('2026-04-03T12:00:00+05:30'))).message).toBe(
      'This coupon did not exist at that moment',
    );
  });

  it('shows an order before it was shipped, from its stream', async () => {
    recordAt('2026-05-01T10:00:00+05:30');
    const fern = await sales.kit.createProduct();
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId } = await asha.place();
    recordAt('2026-05-02T10:00:00+05:30');
    await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'shipped' });

    const before = await sales.admin.client.admin.orders.get.query({
      orderId,
      asOf: '2026-05-01T23:00:00+05:30',
    });
    expect(before).toMatchObject({ status: 'pending', placedAt: '2026-05-01T04:30:00.000Z' });
    expect(await sales.admin.client.admin.orders.get.query({ orderId })).toMatchObject({ status: 'shipped' });
  });
});
