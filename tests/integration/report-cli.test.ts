import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SqliteMailOutbox } from '@verdant/platform/runtime';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEntryPoint } from '../support/processes';
import { salesKit } from '../support/sales';
import { openShopStores } from '../support/shop-stores';
import { startTestShop } from '../support/test-shop';

const report = async (dataDir: string, args: string[]) => {
  const run = runEntryPoint('workers/src/report.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, args);
  return { code: await run.exited, output: run.output(), csv: run.stdout() };
};

/**
 * What a report must never add to: events, mail, read-model collections (it opens no job queue at all). The
 * job queue's file is compared whole, so the queue stays embedded; the log and read store may not. The
 * outbox is always a file.
 */
async function sideEffects(dataDir: string) {
  const stores = await openShopStores(dataDir);
  const mail = await SqliteMailOutbox.open({ file: join(dataDir, 'mail.sqlite') });
  try {
    return {
      head: await stores.eventStore.headPosition(),
      mail: (await mail.list({})).length,
      collections: (await stores.readStore.listCollections()).sort(),
      jobsFile: createHash('sha256')
        .update(await readFile(join(dataDir, 'jobs.sqlite')))
        .digest('hex'),
    };
  } finally {
    await Promise.all([stores.close(), mail.close()]);
  }
}

describe('npm run report', () => {
  let dataDir: string;
  let code: string;

  beforeAll(async () => {
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false', REDIS_URL: '' });
    const kit = salesKit(shop, await shop.adminBrowser());
    code = await kit.createCoupon({ discountValue: 10 });
    const fern = await kit.createProduct({ basePrice: 50_000 });
    const asha = await kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    await asha.write(asha.client.cart.applyCoupon.mutate({ code }));
    await asha.place();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId } = await asha.place();
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    dataDir = shop.dataDir;
    await shop.stop({ keepData: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a report as CSV that parses back, with the header and a row per group, and acts on nothing', async () => {
    const before = await sideEffects(dataDir);
    const out = join(dataDir, 'coupons.csv');

    const { code: exit, output } = await report(dataDir, ['coupon-effectiveness', '--out', out]);

    expect(output).toMatch(
      /coupon-effectiveness: 1 rows from \d+ events in [\d.]+ s, peak memory \d+ MiB, written to/,
    );
    expect(exit).toBe(0);
    const [header, ...rows] = parse(await readFile(out, 'utf8')) as string[][];
    expect(header).toEqual([
      'Coupon',
      'Redemptions',
      'Released claims',
      'Discount given (₹)',
      'Revenue (₹)',
      'Average order with it (₹)',
      'Average order without a coupon (₹)',
    ]);
    expect(rows).toEqual([[code, '1', '0', '50.00', '450.00', '450.00', '']]);
    expect(await sideEffects(dataDir)).toEqual(before);
  });

  it('writes every report to standard output, limited to the days asked for', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await report(dataDir, ['cancellations']);
    expect(all.code).toBe(0);
    expect(parse(all.csv)).toEqual([
      [
        'Reason',
        'Cancelled by',
        'Orders',
        'Value (₹)',
        'Median minutes to cancel',
        'P90 minutes to cancel',
        'Given back for',
        'Refunded (₹)',
      ],
      [
        'Cancelled by customer',
        'customer',
        '1',
        '500.00',
        expect.stringMatching(/^\d+\.\d$/),
        expect.stringMatching(/^\d+\.\d$/),
        'cancellation',
        '0.00',
      ],
    ]);
    const past = await report(dataDir, ['sales-by-category', '--from', '2020-01-01', '--to', '2020-01-31']);
    expect(past.code).toBe(0);
    expect(parse(past.csv)).toEqual([
      ['Day', 'Category', 'Orders', 'Units', 'Gross (₹)', 'Discounts (₹)', 'Net (₹)'],
    ]);
    const recent = await report(dataDir, ['sales-by-category', '--from', today]);
    expect(parse(recent.csv)).toHaveLength(2);
    // No order has been invoiced: the GST summary is its header alone.
    const gst = await report(dataDir, ['gst-summary']);
    expect(gst.code).toBe(0);
    expect(parse(gst.csv)).toEqual([
      [
        'Table',
        'Month',
        'Place of supply',
        'Rate (%)',
        'HSN',
        'UQC',
        'Total quantity',
        'Total value (₹)',
        'Taxable value (₹)',
        'IGST (₹)',
        'CGST (₹)',
        'SGST/UTGST (₹)',
      ],
    ]);
  });

  it('refuses an unknown report (listing the known ones), bad dates and a --from after --to, with exit code 2', async () => {
    const unknown = await report(dataDir, ['best-sellers']);
    expect(unknown.output).toContain('Unknown report: best-sellers');
    expect(unknown.output).toContain('cart-abandonment');
    expect(unknown.code).toBe(2);
    const badDate = await report(dataDir, ['cancellations', '--from', '2026-13-01']);
    expect(badDate.output).toContain('--from must be a date as YYYY-MM-DD');
    expect(badDate.code).toBe(2);
    const backwards = await report(dataDir, ['cancellations', '--from', '2026-03-02', '--to', '2026-03-01']);
    expect(backwards.output).toContain('--from (2026-03-02) is after --to (2026-03-01)');
    expect(backwards.code).toBe(2);
  });
});
