import { randomUUID } from 'node:crypto';
import { TRACKING_NUMBER_INVALID } from '@verdant/domain/sales/order';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

async function placedOrder() {
  const fern = await sales.kit.createProduct();
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
  const { orderId } = await asha.place();
  return { asha, orderId };
}

describe("the admin's orders", () => {
  it('take a tracking number, which the customer sees with the status, and clearing it', async () => {
    const { asha, orderId } = await placedOrder();
    const admin = sales.admin.client.admin.orders;

    await admin.setStatus.mutate({ orderId, status: 'shipped' });
    asha.readAfterWrite(
      await admin.setTrackingNumber.mutate({ orderId, trackingNumber: ' DTDC123456789IN ' }),
    );

    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      status: 'shipped',
      trackingNumber: 'DTDC123456789IN',
    });
    const [set] = (await sales.shop.recordedEvents('TrackingNumberSet')).filter(
      (event) => (event.data as { orderId: string }).orderId === orderId,
    );
    expect(set?.metadata.actor).toMatchObject({ role: 'admin' });

    asha.readAfterWrite(await admin.setTrackingNumber.mutate({ orderId, trackingNumber: '' }));
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({ trackingNumber: null });
  });

  it('refuse a bad tracking number, a status outside the five, an unknown or malformed order, writing nothing', async () => {
    const { orderId } = await placedOrder();
    const admin = sales.admin.client.admin.orders;
    for (const trackingNumber of ['X'.repeat(65), 'AB\n12', 'AB\u000712', 'Y'.repeat(300)])
      await sales.kit.refusedWithNothingWritten(
        () => admin.setTrackingNumber.mutate({ orderId, trackingNumber }),
        'BAD_REQUEST',
        TRACKING_NUMBER_INVALID,
      );
    await sales.kit.refusedWithNothingWritten(
      () => admin.setStatus.mutate({ orderId, status: 'returned' as never }),
      'BAD_REQUEST',
      'Choose a status',
    );
    await sales.kit.refusedWithNothingWritten(
      () => admin.setStatus.mutate({ orderId: randomUUID(), status: 'shipped' }),
      'NOT_FOUND',
      'Order not found',
    );
    await sales.kit.refusedWithNothingWritten(
      () => admin.setTrackingNumber.mutate({ orderId: 'not-an-order', trackingNumber: 'AB12' }),
      'BAD_REQUEST',
      'Order not found',
    );
  });

  it('record two admins changing one order at once, in order, neither lost', async () => {
    const { orderId } = await placedOrder();
    const other = await sales.shop.adminBrowser();

    await Promise.all([
      sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'processing' }),
      other.client.admin.orders.setTrackingNumber.mutate({ orderId, trackingNumber: 'BLUEDART42' }),
    ]);

    const changes = (await sales.shop.recordedEvents())
      .filter((event) => event.streamId === `order-${orderId}`)
      .map((event) => event.type);
    expect(changes).toHaveLength(3);
    expect(changes.slice(1).sort()).toEqual(['OrderStatusChanged', 'TrackingNumberSet']);
  });
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("an order's history", () => {
  it('is a timeline of every event in words, oldest first, with who did it and when', async () => {
    const { asha, orderId } = await placedOrder();
    const admin = sales.admin.client.admin.orders;
    await admin.setStatus.mutate({ orderId, status: 'processing' });
    await admin.setTrackingNumber.mutate({ orderId, trackingNumber: 'DTDC123456789IN' });
    await asha.client.orders.cancel.mutate({ orderId });

    const timeline = await admin.timeline.query({ orderId });

    expect(timeline.map(({ description, actor }) => [description, actor.role, actor.name])).toEqual([
      [
        expect.stringMatching(/^Order placed: 1 item, ₹[\d,.]+, cash on delivery$/),
        'customer',
        asha.details.fullName,
      ],
      ['Status changed from Pending to Processing', 'admin', expect.any(String)],
      ['Tracking number set to DTDC123456789IN', 'admin', expect.any(String)],
      ['Cancelled by customer', 'customer', asha.details.fullName],
    ]);
    expect(timeline[1]!.actor.name).not.toBe('An admin');
    expect(timeline.map((entry) => Date.parse(entry.at))).toEqual(
      timeline.map((entry) => Date.parse(entry.at)).sort((a, b) => a - b),
    );
  });

  it('shows the order as it stood at a past moment, folded from its stream', async () => {
    const { orderId } = await placedOrder();
    const admin = sales.admin.client.admin.orders;
    await pause();
    const beforeShipping = new Date().toISOString();
    await pause();
    await admin.setStatus.mutate({ orderId, status: 'shipped' });
    await admin.setTrackingNumber.mutate({ orderId, trackingNumber: 'BLUEDART42' });

    expect(await admin.get.query({ orderId, asOf: beforeShipping })).toMatchObject({
      status: 'pending',
      trackingNumber: null,
    });
    expect(await admin.get.query({ orderId })).toMatchObject({
      status: 'shipped',
      trackingNumber: 'BLUEDART42',
    });
    const error = await refusal(admin.get.query({ orderId, asOf: '2020-01-01T00:00:00Z' }));
    expect(error.message).toBe('This order had not been placed yet at that moment');
    expect((await refusal(admin.get.query({ orderId, asOf: 'yesterday' }))).message).toBe(
      'Choose a valid date and time',
    );
  });
});

describe("the admin's orders list", () => {
  it('finds orders by customer name, email or the start of the id, filters by status and sorts', async () => {
    const kavya = await sales.kit.customer();
    const fern = await sales.kit.createProduct({ basePrice: 30_000 });
    const palm = await sales.kit.createProduct({ basePrice: 90_000 });
    await kavya.write(kavya.client.cart.add.mutate({ productId: fern.id }));
    const cheap = await kavya.place();
    await kavya.write(kavya.client.cart.add.mutate({ productId: palm.id }));
    const dear = await kavya.place();
    const admin = sales.admin;
    admin.readAfterWrite(
      await admin.client.admin.orders.setStatus.mutate({ orderId: dear.orderId, status: 'shipped' }),
    );
    const list = (input: Parameters<typeof admin.client.admin.orders.list.query>[0]) =>
      admin.client.admin.orders.list.query(input);
    const ids = (page: Awaited<ReturnType<typeof list>>) => page.orders.map((order) => order.orderId);

    const byEmail = await list({ search: kavya.details.email });
    expect(ids(byEmail)).toEqual([dear.orderId, cheap.orderId]);
    expect(
      ids(await list({ search: kavya.details.fullName.toUpperCase(), sort: 'total', direction: 'asc' })),
    ).toEqual([cheap.orderId, dear.orderId]);
    expect(ids(await list({ search: `#${dear.orderId.slice(0, 8)}` }))).toEqual([dear.orderId]);
    expect(ids(await list({ search: kavya.details.email, status: 'shipped' }))).toEqual([dear.orderId]);
    const customerId = byEmail.orders[0]!.customerId;
    expect(ids(await list({ customerId, status: 'pending' }))).toEqual([cheap.orderId]);
    const [row] = (await list({ search: dear.orderId })).orders;
    expect(row).toMatchObject({
      customerName: kavya.details.fullName,
      customerEmail: kavya.details.email,
      itemCount: 1,
      total: 90_000,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      status: 'shipped',
    });
  });

  it('pages 25 orders at a time, saying whether more follow', async () => {
    const first = await list25Plus();
    expect(first.orders).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const dates = first.orders.map((order) => order.placedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses a status outside the five and a page below one', async () => {
    const list = sales.admin.client.admin.orders.list;
    expect((await refusal(list.query({ status: 'lost' as never }))).message).toBe('Choose a status');
    expect((await refusal(list.query({ page: 0 }))).data?.code).toBe('BAD_REQUEST');
  });
});

/** The first page once the shop holds more than 25 orders. */
async function list25Plus() {
  const ravi = await sales.kit.customer();
  const fern = await sales.kit.createProduct();
  for (let placed = 0; placed < 26; placed++) {
    await ravi.write(ravi.client.cart.add.mutate({ productId: fern.id }));
    await ravi.place();
  }
  sales.admin.readAfterWrite({ position: String(await sales.kit.head()) });
  return sales.admin.client.admin.orders.list.query({});
}
