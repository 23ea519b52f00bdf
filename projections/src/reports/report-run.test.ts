import { eventCatalog } from '@verdant/domain/event-catalog';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { openRunnerTestStores, record } from '@verdant/platform/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledOrder, placedOrder } from '../testing/order-report-events';
import { product, received } from '../testing/stock-report-events';
import { cancellationsReport } from './cancellations';
import { buildReport, dropReportBuild } from './report-run';
import { sellThroughReport } from './sell-through';

describe('building a report', () => {
  let stores: Awaited<ReturnType<typeof openRunnerTestStores>>;
  beforeEach(async () => {
    stores = await openRunnerTestStores(eventCatalog);
    for (let index = 0; index < 1_200; index++) {
      const events: OrderEvent[] = [placedOrder(`o-${index}`, 10_000)];
      if (index % 4 === 0) events.push(cancelledOrder(`o-${index}`, 10_000));
      await record(stores.eventStore, stores.codec, `order-o-${index}`, events);
    }
  });
  afterEach(() => stores.close());
  const options = () => ({ eventStore: stores.eventStore, readStore: stores.readStore, codec: stores.codec });

  it('folds the whole history into collections of its own, reporting progress up to the head', async () => {
    const progress: number[] = [];
    const build = await buildReport(cancellationsReport, {
      ...options(),
      onProgress: ({ done }) => {
        progress.push(done);
      },
    });

    expect(build.rows).toEqual([
      expect.objectContaining({ reason: 'Cancelled by customer', count: 300, value: 3_000_000 }),
    ]);
    expect(build.events).toBe(1_500);
    expect(progress.at(-1)).toBe(1_500);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await stores.readStore.listCollections()).toEqual([`${build.prefix}_orders`]);
    await dropReportBuild(stores.readStore, cancellationsReport, build.prefix);
    expect(await stores.readStore.listCollections()).toEqual([]);
  });

  it('leaves nothing behind when it is interrupted', async () => {
    const interrupted = new AbortController();
    const run = buildReport(cancellationsReport, {
      ...options(),
      signal: interrupted.signal,
      onProgress: () => interrupted.abort(new Error('Interrupted')),
    });

    await expect(run).rejects.toThrow('Interrupted');
    expect(await stores.readStore.listCollections()).toEqual([]);
  });
});

describe('building a report over a range', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('folds the range’s events, and its standing facts from the whole history before the range ends', async () => {
    const stores = await openRunnerTestStores(eventCatalog);
    try {
      const fern = { productId: 'p-fern', variantId: null };
      const recordAt = async (at: string, streamId: string, events: Parameters<typeof record>[3]) => {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
        await record(stores.eventStore, stores.codec, streamId, events);
        vi.useRealTimers();
      };
      await recordAt('2026-01-01T00:00:00Z', 'product-p-fern', [product('p-fern', 'Boston Fern')]);
      await recordAt('2026-01-02T00:00:00Z', 'stocked-item-p-fern:one-size', [received(fern, 10)]);
      await recordAt('2026-02-02T00:00:00Z', 'stocked-item-p-fern:one-size', [received(fern, 2)]);
      await recordAt('2026-03-02T00:00:00Z', 'stocked-item-p-fern:one-size', [received(fern, 100)]);

      const build = await buildReport(sellThroughReport, {
        eventStore: stores.eventStore,
        readStore: stores.readStore,
        codec: stores.codec,
        from: new Date('2026-02-01T00:00:00Z'),
        to: new Date('2026-03-01T00:00:00Z'),
      });

      expect(build.rows).toEqual([
        expect.objectContaining({ product: 'Boston Fern', received: 2, onHand: 12 }),
      ]);
      expect(build.events).toBe(1);
      await dropReportBuild(stores.readStore, sellThroughReport, build.prefix);
      expect(await stores.readStore.listCollections()).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});
