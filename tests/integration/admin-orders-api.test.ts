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
