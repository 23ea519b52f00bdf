import { eventCatalog } from '@verdant/domain/event-catalog';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { openRunnerTestStores, record } from '@verdant/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelledOrder, placedOrder } from '../testing/order-report-events';
import { cancellationsReport } from './cancellations';
import { buildReport, dropReportBuild } from './report-run';

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
