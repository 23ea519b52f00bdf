import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import { CHECKOUT_UNDER_WAY } from '@verdant/domain/sales/purchase-history';
import { EMPTY_CART } from '@verdant/domain/shopping/checkout';
import { describe, expect, it } from 'vitest';
import { type SalesCustomer, useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** The messages of the placements that were refused, and the discounts of those that went through. */
async function outcomes(placements: Promise<{ orderId: string }>[], customers: SalesCustomer[]) {
  const settled = await Promise.allSettled(placements);
  const refused = settled.flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as Error).message] : [],
  );
  const discounts: number[] = [];
  for (const customer of customers) {
    for (const order of await customer.client.orders.list.query()) {
      discounts.push((await customer.client.orders.get.query({ orderId: order.orderId })).discount);
    }
  }
  return { refused, discounts };
}

async function withCouponInCart(code: string, productId: string) {
  const customer = await sales.kit.customer();
  await customer.write(customer.client.cart.add.mutate({ productId }));
  await customer.write(customer.client.cart.applyCoupon.mutate({ code }));
  return customer;
}

describe('a coupon under parallel checkouts', () => {
  it('with one use: 20 customers checking out at once make exactly one order with the discount', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 50_000 });
    const code = await sales.kit.createCoupon({ maxUses: 1 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => withCouponInCart(code, fern.id)));

    const { refused, discounts } = await outcomes(
      customers.map((customer) => customer.place()),
      customers,
    );

    expect(discounts).toEqual([5_000]);
    expect(refused).toEqual(Array.from({ length: 19 }, () => COUPON_REFUSALS.usedUp));
    expect((await sales.admin.client.admin.coupons.get.query({ code })).usedCount).toBe(1);
    // The coupon is taken off their carts, so each may place the order without it, as they choose.
    const loser = customers.find(
      async (customer) => (await customer.client.orders.list.query()).length === 0,
    )!;
    expect((await loser.cart()).coupon).toBeNull();
  });

  it('with one use per customer: 10 checkouts of one customer at once make one order holding one use', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 50_000 });
    const code = await sales.kit.createCoupon({ usesPerCustomer: 1 });
    const asha = await withCouponInCart(code, fern.id);

    const { discounts } = await outcomes(
      Array.from({ length: 10 }, () => asha.place()),
      [asha],
    );

    expect(discounts).toEqual([5_000]);
    expect((await sales.admin.client.admin.coupons.get.query({ code })).usedCount).toBe(1);
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.cart.applyCoupon.mutate({ code }),
      'BAD_REQUEST',
      COUPON_REFUSALS.alreadyUsed,
    );
  });

  it('for first orders only: parallel checkouts of one customer give the discount to the first order alone', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 50_000 });
    const code = await sales.kit.createCoupon({ firstPurchaseOnly: true });
    const asha = await withCouponInCart(code, fern.id);

    const { discounts } = await outcomes(
      Array.from({ length: 10 }, () => asha.place()),
      [asha],
    );
    expect(discounts).toEqual([5_000]);

    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.cart.applyCoupon.mutate({ code }),
      'BAD_REQUEST',
      COUPON_REFUSALS.firstPurchaseOnly,
    );
    expect((await sales.admin.client.admin.coupons.get.query({ code })).usedCount).toBe(1);
  });
});

describe('one cart placed from two tabs at once', () => {
  it('makes one order; the other tab is told the order is under way or the cart is empty', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 50_000 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));

    const settled = await Promise.allSettled([asha.place(), asha.place()]);

    expect(await asha.client.orders.list.query()).toHaveLength(1);
    const refused = settled.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as Error).message] : [],
    );
    expect(refused).toHaveLength(1);
    expect([CHECKOUT_UNDER_WAY, EMPTY_CART]).toContain(refused[0]);
    expect(await asha.cart()).toMatchObject({ itemCount: 0 });
  });
});
