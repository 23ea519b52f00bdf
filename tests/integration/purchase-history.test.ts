import { randomUUID } from 'node:crypto';
import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { handleCommand } from '@verdant/platform';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/processes';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

/**
 * An order of the customer's placed the way earlier versions placed it: on the order's own stream, with no
 * purchase recorded in a purchase history of theirs.
 */
async function orderPlacedBeforePurchaseHistories(customerId: string, couponCode: string) {
  const orderId = randomUUID();
  await handleCommand(
    sales.shop.shop.eventSourcing,
    orderDecider,
    orderStreamId(orderId),
    { type: 'PlaceOrder', data: { ...ashasOrder, orderId, customerId, couponCode } },
    { correlationId: orderId, causationId: orderId, actor: { userId: customerId, role: 'customer' } },
  );
  return orderId;
}

describe("a customer's purchase history", () => {
  it('counts the orders they placed before it had a stream of its own, carrying them over once', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 50_000 });
    const firstOnly = await sales.kit.createCoupon({ firstPurchaseOnly: true });
    const asha = await sales.kit.customer();
    const { user } = await asha.client.auth.session.query();
    const earlier = await orderPlacedBeforePurchaseHistories(user!.id, firstOnly);
    await eventually(async () => (await asha.client.orders.list.query()).length === 1);

    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.cart.applyCoupon.mutate({ code: firstOnly }),
      'BAD_REQUEST',
      COUPON_REFUSALS.firstPurchaseOnly,
    );
    await asha.place();

    const carriedOver = (await sales.shop.recordedEvents('PurchasesCarriedOver')).filter(
      (event) => (event.data as { customerId: string }).customerId === user!.id,
    );
    expect(carriedOver.map((event) => event.data)).toEqual([
      { customerId: user!.id, orders: [{ orderId: earlier, couponCode: firstOnly, cancelled: false }] },
    ]);
  });
});
