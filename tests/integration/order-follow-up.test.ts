import { randomUUID } from 'node:crypto';
import { couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { handleCommand, loadAggregate } from '@verdant/platform';
import { ORDERS_QUEUE } from '@verdant/projections/reactions/jobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../support/processes';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The next write of an order's first event fails, as if the process stopped between the two writes. */
function stopBeforeTheOrderIsWritten() {
  const { eventStore } = sales.shop.shop.stores;
  const append = eventStore.append.bind(eventStore);
  let stopped = false;
  vi.spyOn(eventStore, 'append').mockImplementation(async (streamId, events, options) => {
    if (!stopped && streamId.startsWith('order-')) {
      stopped = true;
      throw new Error('the process stopped');
    }
    return append(streamId, events, options);
  });
}

async function checkedOutCart() {
  const fern = await sales.kit.createProduct({ basePrice: 45_000 });
  const code = await sales.kit.createCoupon();
  const asha = await sales.kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
  await asha.write(asha.client.cart.applyCoupon.mutate({ code }));
  const { user } = await asha.client.auth.session.query();
  return { asha, code, customerId: user!.id };
}

describe('when placing stops after the purchase is recorded', () => {
  it('the same checkout sent again places the order the purchase recorded', async () => {
    const { asha } = await checkedOutCart();
    const idempotencyKey = randomUUID();
    stopBeforeTheOrderIsWritten();
    expect((await refusal(asha.place({ idempotencyKey }))).data?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await asha.cart()).toMatchObject({ itemCount: 0 });

    const placed = await asha.place({ idempotencyKey });

    expect(await asha.client.orders.get.query({ orderId: placed.orderId })).toMatchObject({
      total: 40_500,
      discount: 4_500,
      shippingAddress: { addressLine1: '12 MG Road' },
    });
  });

  it("the follow-up job places it, with the purchase's lines and the customer's address", async () => {
    const { asha, customerId, code } = await checkedOutCart();
    stopBeforeTheOrderIsWritten();
    await refusal(asha.place());
    const purchase = (await sales.shop.recordedEvents('PurchaseRecorded')).at(-1)!;
    const { orderId } = purchase.data as { orderId: string };

    await sales.shop.shop.stores.jobQueue.enqueue(ORDERS_QUEUE, {
      id: `resume-checkout-now-${orderId}`,
      payload: { kind: 'resume-checkout', orderId, customerId, couponCode: code },
    });

    await eventually(async () => (await asha.client.orders.list.query()).length === 1);
    expect(await asha.client.orders.get.query({ orderId })).toMatchObject({
      total: 40_500,
      couponCode: code,
      shippingAddress: { addressLine1: '12 MG Road' },
    });
    expect(await asha.cart()).toMatchObject({ itemCount: 0, coupon: null });
  });

  it('a follow-up queued by an earlier version (complete-order) is taken up the same way', async () => {
    const { asha, customerId } = await checkedOutCart();
    stopBeforeTheOrderIsWritten();
    await refusal(asha.place());
    const { orderId } = (await sales.shop.recordedEvents('PurchaseRecorded')).at(-1)!.data as {
      orderId: string;
    };

    await sales.shop.shop.stores.jobQueue.enqueue(ORDERS_QUEUE, {
      id: `complete-order-now-${orderId}`,
      payload: { kind: 'complete-order', orderId, customerId },
    });

    await eventually(async () => (await asha.client.orders.list.query()).length === 1);
  });
});

describe('a coupon use no purchase followed', () => {
  it('is given back when the checkout is taken up, and a use an order holds is kept', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 45_000 });
    const code = await sales.kit.createCoupon({ maxUses: 5 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await asha.write(asha.client.cart.applyCoupon.mutate({ code }));
    const { user } = await asha.client.auth.session.query();
    const customerId = user!.id;
    const context = {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { userId: null, role: 'system' as const },
    };
    const strayOrderId = randomUUID();
    await handleCommand(
      sales.shop.shop.eventSourcing,
      couponDecider,
      couponStreamId(code),
      {
        type: 'RedeemCoupon',
        data: { code, orderId: strayOrderId, customerId, at: new Date().toISOString() },
      },
      context,
    );
    const placed = await asha.place();
    const claims = async () => {
      const { state } = await loadAggregate(
        sales.shop.shop.eventSourcing,
        couponDecider,
        couponStreamId(code),
      );
      return state.status === 'live' ? state.redemptions.map((use) => use.orderId) : [];
    };
    expect(await claims()).toEqual([strayOrderId, placed.orderId]);

    for (const orderId of [strayOrderId, placed.orderId]) {
      await sales.shop.shop.stores.jobQueue.enqueue(ORDERS_QUEUE, {
        id: `check-now-${orderId}`,
        payload: { kind: 'resume-checkout', orderId, customerId, couponCode: code },
      });
    }

    await eventually(async () =>
      ['completed', 'failed'].includes(
        (await sales.shop.shop.stores.jobQueue.getJob(ORDERS_QUEUE, `check-now-${placed.orderId}`))?.state ??
          '',
      ),
    );
    await eventually(async () => (await claims()).length === 1);
    expect(await claims()).toEqual([placed.orderId]);
  });
});
