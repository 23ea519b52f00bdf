import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import { BUILD_NOT_QUEUED } from '@verdant/server/reports/report-builds';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { claimsKit } from '../support/open-claims';
import { waitUntil } from '../support/processes';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();
const claims = claimsKit(sales);

describe("the admin's reports", () => {
  it('lists every report; a build runs as one job however often it is asked, then shows its rows and CSV', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 45_000 });
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: fern.id }));
    const { orderId } = await asha.place();
    await asha.write(asha.client.orders.cancel.mutate({ orderId }));
    const reports = sales.admin.client.admin.reports;

    expect((await reports.list.query()).map((report) => report.name)).toEqual([
      'sales-by-category',
      'coupon-effectiveness',
      'cancellations',
      'claims',
      'cart-abandonment',
      'stock-movements',
      'sell-through',
      'gst-summary',
    ]);
    const asked = await Promise.all([1, 2, 3].map(() => reports.build.mutate({ name: 'cancellations' })));
    expect(new Set(asked.map((build) => build.buildId)).size).toBe(1);
    expect(asked.filter((build) => build.started)).toHaveLength(1);

    await waitUntil(
      async () => {
        const cancellations = (await reports.list.query()).find((report) => report.name === 'cancellations');
        if (cancellations?.status !== 'built') throw new Error(JSON.stringify(cancellations));
      },
      10_000,
      () => 'the report was not built',
    );
    const [listed] = (await reports.list.query()).filter((report) => report.name === 'cancellations');
    expect(listed).toMatchObject({ status: 'built', lastBuild: { rows: 1, events: expect.any(Number) } });
    expect(await reports.preview.query({ name: 'cancellations' })).toEqual({
      columns: [
        'Reason',
        'Cancelled by',
        'Orders',
        'Value (₹)',
        'Median minutes to cancel',
        'P90 minutes to cancel',
        'Given back for',
        'Refunded (₹)',
      ],
      rows: [
        [
          'Cancelled by customer',
          'customer',
          '1',
          '450.00',
          expect.any(String),
          expect.any(String),
          'cancellation',
          '0.00',
        ],
      ],
      total: 1,
    });
    const { filename, content } = await reports.csv.query({ name: 'cancellations' });
    expect(filename).toBe(`cancellations-${shopDayOf(new Date())}.csv`);
    expect(parse(content)).toHaveLength(2);

    const again = await reports.build.mutate({ name: 'cancellations' });
    expect(again.started).toBe(true);
    expect(again.buildId).not.toBe(asked[0]!.buildId);
  });

  it('shows a build the job queue did not take as failed, and starts the next one afresh', async () => {
    const reports = sales.admin.client.admin.reports;
    const { jobQueue } = sales.shop.shop.stores;
    const enqueue = jobQueue.enqueue;
    jobQueue.enqueue = () => Promise.reject(new Error('Redis is down'));
    try {
      await expect(reports.build.mutate({ name: 'coupon-effectiveness' })).rejects.toThrow();
    } finally {
      jobQueue.enqueue = enqueue;
    }
    const listed = (await reports.list.query()).find((report) => report.name === 'coupon-effectiveness');
    expect(listed).toMatchObject({ status: 'failed', error: BUILD_NOT_QUEUED });

    expect(await reports.build.mutate({ name: 'coupon-effectiveness' })).toMatchObject({ started: true });
  });

  it('builds the stock reports from a counted plant’s movements, named and in units', async () => {
    const { admin, kit } = sales;
    const fig = await kit.createProduct({ basePrice: 50_000 }, [['Large', 20_000]]);
    const [large] = fig.variantIds;
    admin.readAfterWrite(await admin.client.admin.stock.track.mutate({ productId: fig.id, tracked: true }));
    const item = { productId: fig.id, variantId: large! };
    await admin.client.admin.stock.receive.mutate({ ...item, quantity: 5 });
    await admin.client.admin.stock.adjust.mutate({ ...item, change: -1, reason: 'damaged', note: null });
    const asha = await kit.customer();
    await asha.write(asha.client.cart.add.mutate({ ...item, quantity: 2 }));
    await asha.place();

    const reports = admin.client.admin.reports;
    const built = async (name: string) => {
      await reports.build.mutate({ name });
      await waitUntil(
        async () => {
          const listed = (await reports.list.query()).find((report) => report.name === name);
          if (listed?.status !== 'built') throw new Error(JSON.stringify(listed));
        },
        10_000,
        () => `${name} was not built`,
      );
      return reports.preview.query({ name });
    };
    const today = shopDayOf(new Date());
    expect(await built('stock-movements')).toEqual({
      columns: ['Day', 'Product id', 'Product', 'Size', 'Movement', 'Units'],
      rows: [
        [today, fig.id, fig.product.name, 'Large', 'Received', '5'],
        [today, fig.id, fig.product.name, 'Large', 'Damaged', '-1'],
        [today, fig.id, fig.product.name, 'Large', 'Reserved', '2'],
      ],
      total: 3,
    });
    expect(await built('sell-through')).toEqual({
      columns: [
        'Product id',
        'Product',
        'Size',
        'Received',
        'Sold',
        'Sell-through (%)',
        'Net adjustments',
        'On hand at end',
      ],
      rows: [[fig.id, fig.product.name, 'Large', '5', '0', '0.0', '-1', '4']],
      total: 1,
    });
  });

  it('builds the claims report: the claim counted in all, under its reason and its plant as sold', async () => {
    const order = await claims.deliveredOrder('Jade Plant');
    const claimId = await claims.openClaim(order, 'poor_health');
    const { admin } = sales;
    admin.readAfterWrite(
      await admin.client.admin.claims.decline.mutate({
        orderId: order.orderId,
        claimId,
        reason: 'The photos show the plant was overwatered.',
      }),
    );
    const reports = admin.client.admin.reports;
    await reports.build.mutate({ name: 'claims' });
    await waitUntil(
      async () => {
        const listed = (await reports.list.query()).find((report) => report.name === 'claims');
        if (listed?.status !== 'built') throw new Error(JSON.stringify(listed));
      },
      10_000,
      () => 'the claims report was not built',
    );
    const hours = expect.stringMatching(/^\d+\.\d$/);
    expect(await reports.preview.query({ name: 'claims' })).toEqual({
      columns: [
        'Group',
        'Reason',
        'Product id',
        'Product',
        'Size',
        'Claims',
        'Units',
        'Replaced',
        'Refunded',
        'Declined',
        'Undecided',
        'Refunded amount (₹)',
        'Median hours to decision',
        'P90 hours to decision',
      ],
      rows: [
        ['all', '', '', '', '', '1', '1', '0', '0', '1', '0', '0.00', hours, hours],
        [
          'reason',
          'Poor health within 7 days',
          '',
          '',
          '',
          '1',
          '1',
          '0',
          '0',
          '1',
          '0',
          '0.00',
          hours,
          hours,
        ],
        [
          'plant',
          '',
          order.item.productId,
          'Jade Plant',
          'One size',
          '1',
          '1',
          '0',
          '0',
          '1',
          '0',
          '0.00',
          hours,
          hours,
        ],
      ],
      total: 3,
    });
  });

  it('refuses an unknown report, a report not built yet, and a customer', async () => {
    const reports = sales.admin.client.admin.reports;
    expect((await refusal(reports.build.mutate({ name: 'best-sellers' }))).message).toBe('Unknown report');
    expect((await refusal(reports.preview.query({ name: 'cart-abandonment' }))).message).toBe(
      'This report has not been built yet',
    );
    const asha = await sales.kit.customer();
    expect(
      (await refusal(asha.client.admin.reports.build.mutate({ name: 'cancellations' }))).data?.code,
    ).toBe('UNAUTHORIZED');
  });
});
