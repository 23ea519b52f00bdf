import { randomUUID } from 'node:crypto';
import { PAID_ALREADY } from '@verdant/domain/sales/order-payments';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { type SalesCustomer, useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** A new customer with one ₹450 fern in their cart (free shipping) and a coupon leaving `left` paise to pay. */
async function cartLeaving(left: number, limits: { maxUses?: number } = {}) {
  const fern = await sales.kit.createProduct({ basePrice: 45_000 });
  const code = await sales.kit.createCoupon(
    left === 0
      ? { discountType: 'percentage', discountValue: 100, ...limits }
      : { discountType: 'fixed', discountValue: 45_000 - left, ...limits },
  );
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
  await asha.write(asha.client.cart.applyCoupon.mutate({ code }));
  expect(await asha.cart()).toMatchObject({ total: left, coupon: { code } });
  return { asha, code };
}

const placeWith = (asha: SalesCustomer, paymentMethod: 'none' | 'cod' | 'razorpay' | 'card') =>
  asha.write(
    asha.client.orders.place.mutate({
      idempotencyKey: randomUUID(),
      addressId: asha.addressId,
      paymentMethod,
    }),
  );

/** The events of the order's own stream. */
const eventsOf = async (orderId: string) =>
  (await sales.shop.recordedEvents())
    .filter((event) => event.streamId === `order-${orderId}`)
    .map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));

describe('an order with nothing to pay (₹0, a 100 % coupon)', () => {
  it('is placed paid, through no gateway, with no method to choose; it never reaches a gateway', async () => {
    const summary = () => sales.admin.client.admin.dashboard.summary.query();
    const before = await summary();
    const { asha, code } = await cartLeaving(0);

    const placed = await placeWith(asha, 'none');

    expect(placed).toMatchObject({ total: 0, paymentMethod: 'none' });
    expect(await asha.cart()).toMatchObject({ lines: [], coupon: null });
    expect(await asha.client.orders.get.query({ orderId: placed.orderId })).toMatchObject({
      status: 'pending',
      subtotal: 45_000,
      discount: 45_000,
      shipping: 0,
      total: 0,
      couponCode: code,
      paymentMethod: 'none',
      paymentStatus: 'paid',
    });
    expect(await asha.client.orders.list.query()).toEqual([
      expect.objectContaining({
        orderId: placed.orderId,
        total: 0,
        paymentMethod: 'none',
        paymentStatus: 'paid',
      }),
    ]);
    expect(await eventsOf(placed.orderId)).toEqual([
      expect.objectContaining({ type: 'OrderPlaced' }),
      {
        type: 'PaymentCaptured',
        data: expect.objectContaining({
          gateway: 'none',
          gatewayPaymentId: null,
          amount: 0,
          via: 'placement',
        }),
      },
    ]);

    // 'Pay now' has nothing to open: no gateway is asked, nothing is written.
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.payments.start.mutate({ orderId: placed.orderId }),
      'BAD_REQUEST',
      PAID_ALREADY,
    );

    // The back office reads it paid, and it may be sent at once; it adds an order and no revenue.
    sales.admin.readAfterWrite(placed);
    const { orders } = await sales.admin.client.admin.orders.list.query({ search: placed.orderId });
    expect(orders).toEqual([
      expect.objectContaining({ total: 0, paymentMethod: 'none', paymentStatus: 'paid' }),
    ]);
    expect(await sales.admin.client.admin.orders.get.query({ orderId: placed.orderId })).toMatchObject({
      paymentMethod: 'none',
      paymentStatus: 'paid',
      testMode: false,
    });
    const timeline = await sales.admin.client.admin.orders.timeline.query({ orderId: placed.orderId });
    expect(timeline.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        `Order placed: 1 item, ₹0.00, nothing to pay, coupon ${code}`,
        'Paid as placed: nothing to pay',
      ]),
    );
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({ orderId: placed.orderId, status: 'shipped' }),
    );
    const after = await summary();
    expect(after).toMatchObject({
      totalOrders: before.totalOrders + 1,
      totalRevenue: before.totalRevenue,
      today: { orders: before.today.orders + 1, revenue: before.today.revenue },
    });
    expect(after.recentActivity.map((activity) => activity.description)).toContain(
      `Nothing to pay for order #${placed.orderId.slice(0, 8)}: paid as placed`,
    );
  });

  it('is placed so whichever method the shopper had chosen', async () => {
    for (const chosen of ['razorpay', 'cod'] as const) {
      const { asha } = await cartLeaving(0);
      const placed = await placeWith(asha, chosen);
      expect(placed).toMatchObject({ total: 0, paymentMethod: 'none' });
      expect(await asha.client.orders.get.query({ orderId: placed.orderId })).toMatchObject({
        paymentMethod: 'none',
        paymentStatus: 'paid',
      });
    }
  });
});

describe('an order below its online method’s minimum', () => {
  const razorpay =
    'Paying through Razorpay needs an order of at least ₹1.00. Please choose Cash on Delivery.';
  const card = 'Paying by card needs an order of at least ₹0.50. Please choose Cash on Delivery.';

  it('is refused for that method, and nothing changes: no order, the coupon unused, the cart as it was', async () => {
    const { asha, code } = await cartLeaving(49, { maxUses: 1 });
    const cart = await asha.cart();

    for (const [method, message] of [
      ['razorpay', razorpay],
      ['card', card],
    ] as const) {
      const refused = await sales.kit.refusedWithNothingWritten(
        () => placeWith(asha, method),
        'BAD_REQUEST',
        message,
      );
      expect(refused.data?.fieldErrors).toEqual({ paymentMethod: message });
    }
    expect(await asha.cart()).toEqual(cart);
    expect(await asha.client.orders.list.query()).toEqual([]);

    // Cash on delivery takes it, and the coupon's one use is still there to take.
    const placed = await placeWith(asha, 'cod');
    expect(placed).toMatchObject({ total: 49, paymentMethod: 'cod' });
    expect(await asha.client.orders.get.query({ orderId: placed.orderId })).toMatchObject({
      couponCode: code,
      paymentStatus: 'unpaid',
    });
  });

  it('from ₹0.50 is taken by card, and by Razorpay from ₹1.00', async () => {
    const sixtyPaise = await cartLeaving(60);
    await sales.kit.refusedWithNothingWritten(
      () => placeWith(sixtyPaise.asha, 'razorpay'),
      'BAD_REQUEST',
      razorpay,
    );
    expect(await placeWith(sixtyPaise.asha, 'card')).toMatchObject({ total: 60, paymentMethod: 'card' });

    const oneRupee = await cartLeaving(100);
    expect(await placeWith(oneRupee.asha, 'razorpay')).toMatchObject({
      total: 100,
      paymentMethod: 'razorpay',
    });
  });

  it('cannot ask for nothing to pay', async () => {
    const { asha } = await cartLeaving(100);
    const message = 'Your order total has changed. Please choose a payment method.';
    expect((await refusal(placeWith(asha, 'none'))).message).toBe(message);
  });
});
