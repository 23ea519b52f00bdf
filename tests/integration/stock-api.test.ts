import { randomUUID } from 'node:crypto';
import { VARIANT_NOT_FOUND } from '@verdant/domain/catalog/product-variants';
import { CHANGE_RANGE, QUANTITY_RANGE, REASON_REQUIRED } from '@verdant/domain/inventory/stock-rules';
import { stockedItemDecider, stockedItemStreamId } from '@verdant/domain/inventory/stocked-item';
import { PLANT_SOLD_OUT } from '@verdant/domain/shopping/cart';
import { handleCommand } from '@verdant/platform';
import { ORDERS_QUEUE } from '@verdant/projections/reactions/jobs';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/processes';
import { refusal } from '../support/refusal';
import { type SalesCustomer, useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** A plant whose stock the shop counts, with `onHand` units received (one size unless sizes are given). */
async function trackedPlant(onHand: number, sizes: [string, number][] = []) {
  const { admin, kit } = sales;
  const plant = await kit.createProduct({ basePrice: 50_000 }, sizes);
  admin.readAfterWrite(await admin.client.admin.stock.track.mutate({ productId: plant.id, tracked: true }));
  const variantIds = sizes.length === 0 ? [null] : plant.variantIds;
  for (const variantId of variantIds) {
    if (onHand > 0)
      await admin.client.admin.stock.receive.mutate({ productId: plant.id, variantId, quantity: onHand });
  }
  return { ...plant, variantIds };
}

const levelsOf = async (productId: string) =>
  (await sales.admin.client.admin.stock.levels.query({ productId })).levels;

async function shopperWith(lines: { productId: string; variantId?: string; quantity?: number }[]) {
  const customer = await sales.kit.customer();
  for (const line of lines) await customer.write(customer.client.cart.add.mutate(line));
  return customer;
}

/** How many placements went through, and the messages of those refused. */
async function placeAll(customers: SalesCustomer[]) {
  const settled = await Promise.allSettled(customers.map((customer) => customer.place()));
  return {
    placed: settled.filter((result) => result.status === 'fulfilled').length,
    refused: settled.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as Error).message] : [],
    ),
  };
}

describe('counting a plant’s stock', () => {
  it('records deliveries and adjustments per size, with who did it, newest first', async () => {
    const { admin } = sales;
    const fig = await trackedPlant(0, [
      ['Small', 0],
      ['Large', 20_000],
    ]);
    const [small, large] = fig.variantIds;
    await admin.client.admin.stock.receive.mutate({
      productId: fig.id,
      variantId: large!,
      quantity: 5,
      note: 'Green Acres nursery',
    });
    await admin.client.admin.stock.adjust.mutate({
      productId: fig.id,
      variantId: large!,
      change: -1,
      reason: 'damaged',
      note: 'Pot cracked',
    });

    expect(await admin.client.admin.stock.levels.query({ productId: fig.id })).toEqual({
      tracksStock: true,
      levels: [
        { variantId: small, name: 'Small', onHand: 0, reserved: 0, available: 0 },
        { variantId: large, name: 'Large', onHand: 4, reserved: 0, available: 4 },
      ],
    });
    const movements = await admin.client.admin.stock.movements.query({ productId: fig.id });
    expect(
      movements.map(({ size, description, actor }) => ({ size, description, role: actor.role })),
    ).toEqual([
      { size: 'Large', description: 'Adjusted by -1 (Damaged): Pot cracked', role: 'admin' },
      { size: 'Large', description: 'Received 5 units: Green Acres nursery', role: 'admin' },
    ]);
  });

  it.each([
    [{ quantity: -2 }, QUANTITY_RANGE],
    [{ quantity: 1.5 }, QUANTITY_RANGE],
    [{ quantity: 1_000_000 }, QUANTITY_RANGE],
  ])('refuses a delivery of %o with a clear message, recording nothing', async (input, message) => {
    const jade = await trackedPlant(1);
    await sales.kit.refusedWithNothingWritten(
      () => sales.admin.client.admin.stock.receive.mutate({ productId: jade.id, variantId: null, ...input }),
      'BAD_REQUEST',
      message,
    );
  });

  it('refuses an unknown size, an adjustment without a reason or below zero on hand, recording nothing', async () => {
    const jade = await trackedPlant(2);
    const { admin, kit } = sales;
    await kit.refusedWithNothingWritten(
      () => admin.client.admin.stock.receive.mutate({ productId: jade.id, variantId: 'v-none', quantity: 1 }),
      'NOT_FOUND',
      VARIANT_NOT_FOUND,
    );
    await kit.refusedWithNothingWritten(
      () =>
        admin.client.admin.stock.adjust.mutate({
          productId: jade.id,
          variantId: null,
          change: -1,
          reason: undefined as unknown as 'damaged',
        }),
      'BAD_REQUEST',
      REASON_REQUIRED,
    );
    await kit.refusedWithNothingWritten(
      () =>
        admin.client.admin.stock.adjust.mutate({
          productId: jade.id,
          variantId: null,
          change: 0,
          reason: 'died',
        }),
      'BAD_REQUEST',
      CHANGE_RANGE,
    );
    await kit.refusedWithNothingWritten(
      () =>
        admin.client.admin.stock.adjust.mutate({
          productId: jade.id,
          variantId: null,
          change: -3,
          reason: 'died',
        }),
      'BAD_REQUEST',
      'The count on hand cannot go below 0 (it is 2)',
    );
    expect(await levelsOf(jade.id)).toEqual([
      { variantId: null, name: null, onHand: 2, reserved: 0, available: 2 },
    ]);
  });

  it('is the back office’s alone: a shopper cannot count stock in', async () => {
    const jade = await trackedPlant(0);
    const asha = await sales.kit.customer();
    const error = await refusal(
      (asha.client as unknown as typeof sales.admin.client).admin.stock.receive.mutate({
        productId: jade.id,
        variantId: null,
        quantity: 5,
      }),
    );
    expect(error.data?.code).toBe('UNAUTHORIZED');
    expect(await levelsOf(jade.id)).toEqual([
      { variantId: null, name: null, onHand: 0, reserved: 0, available: 0 },
    ]);
  });
});

describe('reserving at checkout', () => {
  it('20 customers at once for the last unit make exactly one order; the others reserve nothing', async () => {
    const fig = await trackedPlant(1);
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => shopperWith([{ productId: fig.id }])),
    );

    const { placed, refused } = await placeAll(customers);

    expect(placed).toBe(1);
    expect(refused).toEqual(
      Array.from({ length: 19 }, () => `Only 0 left of ${fig.product.name}. Please update your cart.`),
    );
    expect(await levelsOf(fig.id)).toEqual([
      { variantId: null, name: null, onHand: 1, reserved: 1, available: 0 },
    ]);
  });

  it('10 units and 30 customers buying one each make exactly 10 orders', async () => {
    const fern = await trackedPlant(10);
    const customers = await Promise.all(
      Array.from({ length: 30 }, () => shopperWith([{ productId: fern.id }])),
    );

    const { placed, refused } = await placeAll(customers);

    expect(placed).toBe(10);
    expect(refused).toHaveLength(20);
    expect(await levelsOf(fern.id)).toEqual([
      { variantId: null, name: null, onHand: 10, reserved: 10, available: 0 },
    ]);
  });

  it('names every plant that is short, keeps the cart, and reserves none of the order', async () => {
    const fig = await trackedPlant(1, [['Large', 20_000]]);
    const jade = await trackedPlant(5);
    const palm = await trackedPlant(1);
    const asha = await shopperWith([
      { productId: fig.id, variantId: fig.variantIds[0]!, quantity: 2 },
      { productId: jade.id, quantity: 2 },
      { productId: palm.id, quantity: 2 },
    ]);

    const error = await refusal(asha.place());

    expect(error.message).toBe(
      `Only 1 left of ${fig.product.name} (Large). Only 1 left of ${palm.product.name}. Please update your cart.`,
    );
    expect(error.data?.code).toBe('CONFLICT');
    expect((await asha.cart()).itemCount).toBe(6);
    expect(await asha.client.orders.list.query()).toEqual([]);
    expect((await levelsOf(jade.id))[0]).toMatchObject({ reserved: 0, available: 5 });
    expect((await levelsOf(fig.id))[0]).toMatchObject({ reserved: 0, available: 1 });
  });

  it('leaves untracked plants as they were: no counting, no refusal', async () => {
    const untracked = await sales.kit.createProduct({ basePrice: 30_000 });
    const asha = await shopperWith([{ productId: untracked.id, quantity: 3 }]);
    await asha.place();
    expect(await levelsOf(untracked.id)).toEqual([
      { variantId: null, name: null, onHand: 0, reserved: 0, available: 0 },
    ]);
  });
});

describe('after the order', () => {
  it('gives the reservation back exactly once when the order is cancelled, however often that is asked', async () => {
    const fig = await trackedPlant(2);
    const asha = await shopperWith([{ productId: fig.id, quantity: 2 }]);
    const { orderId } = await asha.place();
    expect((await levelsOf(fig.id))[0]).toMatchObject({ reserved: 2, available: 0 });

    // The customer's double click, and the shop cancelling it as well: the order is cancelled once.
    await Promise.allSettled([
      asha.client.orders.cancel.mutate({ orderId }),
      asha.client.orders.cancel.mutate({ orderId }),
      sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'cancelled' }),
    ]);

    await eventually(
      async () => (await levelsOf(fig.id))[0]!.available === 2,
      'the reservation was not released',
    );
    const movements = await sales.admin.client.admin.stock.movements.query({ productId: fig.id });
    expect(movements.filter(({ type }) => type === 'StockReservationReleased')).toHaveLength(1);
    expect(movements[0]).toMatchObject({ type: 'StockReservationReleased', actor: { role: 'system' } });
  });

  it('takes shipped plants off the count on hand', async () => {
    const fig = await trackedPlant(3);
    const asha = await shopperWith([{ productId: fig.id, quantity: 2 }]);
    const { orderId } = await asha.place();

    await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'shipped' });

    await eventually(async () => (await levelsOf(fig.id))[0]!.onHand === 1, 'the shipment was not counted');
    expect(await levelsOf(fig.id)).toEqual([
      { variantId: null, name: null, onHand: 1, reserved: 0, available: 1 },
    ]);
  });
});

describe('what shoppers see of a counted plant', () => {
  it('follows the count: low at 5 or fewer left, sold out at 0, and Add to Cart refused then', async () => {
    const fig = await trackedPlant(6);
    const visitor = await sales.shop.browser();
    const page = () => visitor.client.products.bySlug.query({ slug: fig.product.slug });
    expect(await page()).toMatchObject({ stockStatus: 'in_stock', available: 6 });

    const asha = await shopperWith([{ productId: fig.id, quantity: 2 }]);
    await asha.place();
    visitor.readAfterWrite({ position: String(await sales.kit.head()) });
    expect(await page()).toMatchObject({ stockStatus: 'low_stock', available: 4 });

    const ravi = await shopperWith([{ productId: fig.id, quantity: 4 }]);
    await ravi.place();
    visitor.readAfterWrite({ position: String(await sales.kit.head()) });
    expect(await page()).toMatchObject({ stockStatus: 'out_of_stock', available: 0 });
    const latecomer = await sales.kit.customer();
    await sales.kit.refusedWithNothingWritten(
      () => latecomer.client.cart.add.mutate({ productId: fig.id }),
      'BAD_REQUEST',
      PLANT_SOLD_OUT,
    );
  });

  it('each size says how many are left', async () => {
    const fig = await trackedPlant(2, [
      ['Small', 0],
      ['Large', 20_000],
    ]);
    const visitor = await sales.shop.browser();
    const product = await visitor.client.products.bySlug.query({ slug: fig.product.slug });
    expect(product.variants.map(({ name, available }) => ({ name, available }))).toEqual([
      { name: 'Small', available: 2 },
      { name: 'Large', available: 2 },
    ]);
    expect(product).toMatchObject({ available: 4, stockStatus: 'low_stock' });
  });

  it("tells the cart 'Only n left' when a line asks for more", async () => {
    const fig = await trackedPlant(2);
    const asha = await shopperWith([{ productId: fig.id, quantity: 3 }]);
    expect((await asha.cart()).lines).toEqual([
      expect.objectContaining({ quantity: 3, onlyLeft: 2, unavailable: null }),
    ]);
    await asha.write(
      asha.client.cart.setQuantity.mutate({ productId: fig.id, variantId: null, quantity: 2 }),
    );
    expect((await asha.cart()).lines).toEqual([expect.objectContaining({ quantity: 2, onlyLeft: null })]);
  });
});

describe('a checkout that stopped after reserving', () => {
  it('has its reservation given back by the follow-up, while a placed order keeps its own', async () => {
    const fig = await trackedPlant(3);
    const asha = await shopperWith([{ productId: fig.id }]);
    const { user } = await asha.client.auth.session.query();
    const customerId = user!.id;
    const { shop } = sales.shop;
    // The server stopped right after this reservation: no purchase was ever recorded for it.
    const strayOrderId = randomUUID();
    const item = { productId: fig.id, variantId: null };
    await handleCommand(
      shop.eventSourcing,
      stockedItemDecider,
      stockedItemStreamId(fig.id, null),
      {
        type: 'ReserveStock',
        data: { ...item, orderId: strayOrderId, customerId, quantity: 1, label: 'Fig' },
      },
      {
        correlationId: randomUUID(),
        causationId: randomUUID(),
        actor: { userId: customerId, role: 'customer' },
      },
    );
    const placed = await asha.place();
    expect((await levelsOf(fig.id))[0]).toMatchObject({ reserved: 2 });
    const followUp = `resume-reserved-checkout-${strayOrderId}:${stockedItemStreamId(fig.id, null)}`;
    await eventually(
      async () => (await shop.stores.jobQueue.getJob(ORDERS_QUEUE, followUp))?.state === 'delayed',
      'the follow-up was not asked for',
    );

    // The follow-up, run now instead of a quarter of an hour later, for both checkouts.
    for (const orderId of [strayOrderId, placed.orderId]) {
      await shop.stores.jobQueue.enqueue(ORDERS_QUEUE, {
        id: `check-now-${orderId}`,
        payload: { kind: 'resume-checkout', orderId, customerId, couponCode: null, reservedItem: item },
      });
    }

    await eventually(async () => (await levelsOf(fig.id))[0]!.reserved === 1, 'the stray hold was kept');
    await eventually(
      async () =>
        (await shop.stores.jobQueue.getJob(ORDERS_QUEUE, `check-now-${placed.orderId}`))?.state ===
        'completed',
    );
    expect(await levelsOf(fig.id)).toEqual([
      { variantId: null, name: null, onHand: 3, reserved: 1, available: 2 },
    ]);
  });
});
