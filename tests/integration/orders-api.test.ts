import { randomUUID } from 'node:crypto';
import { NOT_CANCELLABLE } from '@verdant/domain/sales/order';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/processes';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

async function placedCart() {
  const fern = await sales.kit.createProduct({ name: 'Boston Fern', basePrice: 49_900, salePrice: 44_900 }, [
    ['Small', 0],
    ['Large', 25_000],
  ]);
  const jade = await sales.kit.createProduct({ name: 'Jade Plant', basePrice: 19_900 });
  const code = await sales.kit.createCoupon({ discountValue: 10 });
  const asha = await sales.kit.customer();
  await asha.write(
    asha.client.cart.add.mutate({ productId: fern.id, variantId: fern.variantIds[1]!, quantity: 2 }),
  );
  await asha.write(asha.client.cart.add.mutate({ productId: jade.id, quantity: 1 }));
  await asha.write(asha.client.cart.applyCoupon.mutate({ code }));
  return { fern, jade, code, asha };
}

describe('placing an order with cash on delivery', () => {
  it('prices the order on the server, keeps a copy of the address, empties the cart and lists the order', async () => {
    const { asha, code, fern } = await placedCart();

    const placed = await asha.place();

    expect(placed.total).toBe(143_730);
    expect(await asha.cart()).toMatchObject({ lines: [], coupon: null, total: 0 });
    const order = await asha.client.orders.get.query({ orderId: placed.orderId });
    expect(order).toMatchObject({
      orderId: placed.orderId,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      subtotal: 159_700,
      discount: 15_970,
      shipping: 0,
      total: 143_730,
      couponCode: code,
      shippingAddress: {
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        postalCode: '560001',
        country: 'India',
      },
    });
    expect(order.lines[0]).toMatchObject({
      productId: fern.id,
      productName: 'Boston Fern',
      variantName: 'Large',
      unitPrice: 69_900,
      quantity: 2,
      lineTotal: 139_800,
      onSale: true,
    });
    expect(await asha.client.orders.list.query()).toEqual([
      expect.objectContaining({ orderId: placed.orderId, status: 'pending', total: 143_730, itemCount: 3 }),
    ]);
  });

  it('ignores prices, totals and discounts a client sends: the stored order and its events hold the shop’s', async () => {
    const { asha } = await placedCart();
    const tampered = {
      idempotencyKey: randomUUID(),
      addressId: asha.addressId,
      paymentMethod: 'cod',
      total: 100,
      subtotal: 100,
      discount: 999_999,
      lines: [{ productId: 'x', unitPrice: 1, quantity: 1 }],
      couponCode: 'FREE',
    };

    const placed = await asha.write(asha.client.orders.place.mutate(tampered as never));

    expect(placed.total).toBe(143_730);
    const event = (await sales.shop.recordedEvents('OrderPlaced')).find(
      (recorded) => (recorded.data as { orderId: string }).orderId === placed.orderId,
    )!;
    expect(event.data).toMatchObject({ subtotal: 159_700, discount: 15_970, shipping: 0, total: 143_730 });
    expect((event.data as { lines: unknown[] }).lines).toHaveLength(2);
    expect(event.metadata.actor).toMatchObject({ role: 'customer' });
  });

  it('places one order for one key, however often the request is sent', async () => {
    const { asha } = await placedCart();
    const idempotencyKey = randomUUID();

    const attempts = await Promise.allSettled([
      asha.place({ idempotencyKey }),
      asha.place({ idempotencyKey }),
    ]);
    const again = await asha.place({ idempotencyKey });

    const placed = attempts
      .filter((attempt) => attempt.status === 'fulfilled')
      .map((attempt) => attempt.value.orderId);
    expect(new Set([...placed, again.orderId]).size).toBe(1);
    expect(await asha.client.orders.list.query()).toHaveLength(1);
  });

  it('refuses what cannot be ordered, with a clear message, writing nothing', async () => {
    const asha = await sales.kit.customer();
    await sales.kit.refusedWithNothingWritten(() => asha.place(), 'BAD_REQUEST', 'Your cart is empty');

    const fern = await sales.kit.createProduct({ name: 'Maidenhair Fern' });
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const ravi = await sales.kit.customer();
    await sales.kit.refusedWithNothingWritten(
      () => asha.place({ addressId: ravi.addressId }),
      'BAD_REQUEST',
      'Address not found',
    );
    await sales.kit.refusedWithNothingWritten(
      () =>
        asha.client.orders.place.mutate({
          idempotencyKey: 'not-a-key',
          addressId: asha.addressId,
          paymentMethod: 'cod',
        }),
      'BAD_REQUEST',
      'This checkout needs a fresh page: please reload and try again',
    );
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.orders.place.mutate({ addressId: asha.addressId, paymentMethod: 'cod' } as never),
      'BAD_REQUEST',
      'This checkout needs a fresh page: please reload and try again',
    );

    await sales.kit.changeProduct(fern.id, { ...fern.product, stockStatus: 'out_of_stock' });
    await sales.kit.refusedWithNothingWritten(
      () => asha.place(),
      'BAD_REQUEST',
      'These plants cannot be ordered now: Maidenhair Fern (this plant is out of stock). Please remove them from your cart.',
    );
    await sales.kit.changeProduct(fern.id, { ...fern.product, status: 'archived' });
    await sales.kit.refusedWithNothingWritten(
      () => asha.place(),
      'BAD_REQUEST',
      'These plants cannot be ordered now: Maidenhair Fern (this plant is not available). Please remove them from your cart.',
    );
  });

  it('mails the customer that the order is placed, once, and nothing to the visitor it was not for', async () => {
    const { asha } = await placedCart();
    const placed = await asha.place();

    const orderMail = (await sales.shop.mailTo(asha.details.email, 2)).find((sent) =>
      sent.subject.includes('is placed'),
    );
    expect(orderMail).toMatchObject({
      subject: `Your Verdant order #${placed.orderId.slice(0, 8)} is placed`,
      id: `order-placed-mail-${placed.orderId}`,
    });
    expect(orderMail?.text).toContain('Please pay ₹1,437.30 in cash on delivery.');
  });
});

describe("a customer's orders", () => {
  it("answer another customer's order exactly like one that does not exist", async () => {
    const { asha } = await placedCart();
    const { orderId } = await asha.place();
    const ravi = await sales.kit.customer();

    const theirs = await refusal(ravi.client.orders.get.query({ orderId }));
    const missing = await refusal(ravi.client.orders.get.query({ orderId: randomUUID() }));
    expect({ code: theirs.data?.code, message: theirs.message }).toEqual({
      code: 'NOT_FOUND',
      message: 'Order not found',
    });
    expect({ code: missing.data?.code, message: missing.message }).toEqual({
      code: theirs.data?.code,
      message: theirs.message,
    });
    expect(await ravi.client.orders.list.query()).toEqual([]);
    expect((await refusal(sales.shop.browser().client.orders.list.query())).data?.code).toBe('UNAUTHORIZED');
  });

  it('are cancelled by their customer while pending, once, giving the coupon use back and mailing them', async () => {
    const { asha, code } = await placedCart();
    const { orderId } = await asha.place();

    await asha.write(asha.client.orders.cancel.mutate({ orderId }));

    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by customer',
      cancelledAt: expect.any(String),
    });
    const released = async () => (await sales.admin.client.admin.coupons.get.query({ code })).usedCount;
    await eventually(async () => (await released()) === 0);
    // The use comes back to the customer too, in their purchase history.
    const returned = async () =>
      (await sales.shop.recordedEvents('CouponUseReturned')).some(
        (event) => (event.data as { orderId: string }).orderId === orderId,
      );
    await eventually(returned);
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.orders.cancel.mutate({ orderId }),
      'BAD_REQUEST',
      NOT_CANCELLABLE,
    );
    const mails = await sales.shop.mailTo(asha.details.email, 3);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your Verdant order #${orderId.slice(0, 8)} is cancelled`,
    );
  });

  it('cannot be cancelled once shipped, nor by another customer', async () => {
    const { asha } = await placedCart();
    const { orderId } = await asha.place();
    const ravi = await sales.kit.customer();
    await sales.kit.refusedWithNothingWritten(
      () => ravi.client.orders.cancel.mutate({ orderId }),
      'NOT_FOUND',
      'Order not found',
    );

    sales.admin.readAfterWrite(
      await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'shipped' }),
    );

    await sales.kit.refusedWithNothingWritten(
      () => asha.client.orders.cancel.mutate({ orderId }),
      'BAD_REQUEST',
      NOT_CANCELLABLE,
    );
    await sales.kit.refusedWithNothingWritten(
      () => asha.client.admin.orders.setStatus.mutate({ orderId, status: 'delivered' }),
      'UNAUTHORIZED',
      'Please sign in to continue',
    );
  });

  it("count in the admin's customer figures, and a cancelled one does not", async () => {
    const { asha } = await placedCart();
    const first = await asha.place();
    const fern = await sales.kit.createProduct({ basePrice: 100_000 });
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const second = await asha.place();
    await asha.write(asha.client.orders.cancel.mutate({ orderId: second.orderId }));
    const { user } = await asha.client.auth.session.query();

    sales.admin.readAfterWrite({ position: String(await sales.kit.head()) });
    const [summary] = (
      await sales.admin.client.admin.customers.list.query({ search: asha.details.email })
    ).filter((customer) => customer.id === user!.id);
    expect(summary).toMatchObject({ orderCount: 1, totalSpent: first.total });
  });
});
