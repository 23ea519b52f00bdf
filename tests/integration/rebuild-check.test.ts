import { rm } from 'node:fs/promises';
import { verdantTaxDetails } from '@verdant/domain/invoicing/testing/invoices';
import { physicalCollectionName } from '@verdant/platform/runtime';
import { customerOrdersProjection } from '@verdant/projections/sales/customer-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEntryPoint, waitUntil } from '../support/processes';
import { salesKit } from '../support/sales';
import { openShopStores } from '../support/shop-stores';
import { startTestShop } from '../support/test-shop';

const rebuild = async (dataDir: string, args: string[]) => {
  const run = runEntryPoint('workers/src/rebuild.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, args);
  return { code: await run.exited, output: run.output() };
};

describe('npm run rebuild', () => {
  let dataDir: string;
  let orderId: string;

  beforeAll(async () => {
    const shop = await startTestShop();
    const kit = salesKit(shop, await shop.adminBrowser());
    const fern = await kit.createProduct();
    // Its stock counted: the catalogue's counts are checked against the stock movements too.
    const admin = await shop.adminBrowser();
    await admin.client.admin.stock.track.mutate({ productId: fern.id, tracked: true });
    await admin.client.admin.stock.receive.mutate({ productId: fern.id, variantId: null, quantity: 4 });
    const asha = await kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    ({ orderId } = await asha.place());
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    // An order invoiced as it shipped and credited as it was cancelled: the invoices read model holds both.
    await admin.client.admin.invoicing.setTaxDetails.mutate(verdantTaxDetails);
    const planter = await kit.createProduct({}, [], { hsn: '3924', gstRate: '18' });
    await asha.write(asha.client.cart.add.mutate({ productId: planter.id }));
    const { orderId: invoiced } = await asha.place();
    await admin.client.admin.orders.setStatus.mutate({ orderId: invoiced, status: 'shipped' });
    await admin.client.admin.orders.setStatus.mutate({ orderId: invoiced, status: 'cancelled', reason: '' });
    await waitUntil(
      async () => {
        const { creditNotes } = await admin.client.admin.orders.invoices.query({ orderId: invoiced });
        if (creditNotes.length === 0) throw new Error('not credited yet');
      },
      10_000,
      () => 'the shipped order was not invoiced and credited',
    );
    dataDir = shop.dataDir;
    await shop.stop({ keepData: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds every read model of a shop that sold and cancelled equal to its events', async () => {
    const { code, output } = await rebuild(dataDir, ['--all', '--check']);

    expect(output).toMatch(/customer-orders v\d+: .* equal to its events/);
    expect(output).toMatch(/admin-orders v\d+: .* equal to its events/);
    expect(output).toMatch(/product-catalog v\d+: .* equal to its events/);
    expect(output).toMatch(/invoices v\d+: .* equal to its events/);
    expect(output).not.toMatch(/differ/);
    expect(code).toBe(0);
  });

  it('catches a read model that drifted from its events, naming the document, and exits 1', async () => {
    const stores = await openShopStores(dataDir);
    const live = stores.readStore.collection(
      physicalCollectionName('customer_orders', customerOrdersProjection.version),
    );
    const [customer] = await live.find({});
    await live.updateOne({ _id: customer!._id }, { $set: { orders: [] } });
    await stores.close();

    const { code, output } = await rebuild(dataDir, ['customer-orders', '--check']);

    expect(output).toContain('customer-orders');
    expect(output).toContain('1 documents differ from their events');
    expect(output).toContain(`customer_orders ${customer!._id}`);
    expect(output).toContain(orderId);
    expect(code).toBe(1);
  });

  it('rebuilds the drifted read model for good beside the running shop, which reads and keeps the new build', async () => {
    const shop = await startTestShop({}, dataDir);
    try {
      const { code, output } = await rebuild(dataDir, ['customer-orders']);

      expect(output).toMatch(
        /customer-orders v\d+: rebuilt from \d+ events up to position \d+ as build v\d+_r\w+; queries read it now\. The previous build v\d+ is kept 60 s/,
      );
      expect(code).toBe(0);
      // The shop's runner moves to the new build within a second, and its queries with it.
      await waitUntil(
        async () => {
          const orders = await shop.shop.readModels.collection(customerOrdersProjection, 'customer_orders');
          expect(JSON.stringify(await orders.find({}))).toContain(orderId);
        },
        5_000,
        () => 'the shop never read the rebuilt customer orders',
      );
      const kit = salesKit(shop, await shop.adminBrowser());
      const ravi = await kit.customer();
      const fern = await kit.createProduct();
      await ravi.write(ravi.client.cart.add.mutate({ productId: fern.id }));
      const { orderId: ravisOrder } = await ravi.place();
      expect((await ravi.client.orders.list.query()).map((order) => order.orderId)).toEqual([ravisOrder]);
    } finally {
      await shop.stop({ keepData: true });
    }
    const { code, output } = await rebuild(dataDir, ['customer-orders', '--check']);
    expect(output).toMatch(/customer-orders v\d+: .* equal to its events/);
    expect(code).toBe(0);
  });

  it('refuses an unknown projection, listing the known ones, and a call naming none', async () => {
    const unknown = await rebuild(dataDir, ['no-such-model', '--check']);
    expect(unknown.output).toMatch(/Unknown projection: no-such-model\nKnown projections: .*customer-orders/);
    expect(unknown.code).toBe(2);
    const none = await rebuild(dataDir, []);
    expect(none.output).toContain('Usage: npm run rebuild -- <projection>... [--check], or --all [--check]');
    expect(none.code).toBe(2);
  });
});
