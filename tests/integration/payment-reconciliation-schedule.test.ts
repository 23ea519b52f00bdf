import type { Collection, Filter, ReadModels, StoredDocument } from '@verdant/platform';
import { scheduleReconciliation } from '@verdant/server/sales/payment-jobs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestShop, type TestShop } from '../support/test-shop';

const MINUTE = 60_000;

/**
 * Watches the server's reconciliation runs through the one query each run makes (the payments awaiting
 * money), failing the first of them as a read store that is down would.
 */
function watchReconciliationRuns(readModels: ReadModels) {
  const runs: { at: number; failed: boolean }[] = [];
  const collection = readModels.collection.bind(readModels);
  vi.spyOn(readModels, 'collection').mockImplementation((async (projection, logicalName) => {
    const real = await collection(projection, logicalName);
    if (logicalName !== 'online_payments') return real;
    return new Proxy(real, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key !== 'find') return typeof value === 'function' ? value.bind(target) : value;
        return async (filter?: Filter, ...rest: unknown[]) => {
          if ((filter as { status?: unknown } | undefined)?.status === 'awaiting') {
            const failed = runs.length === 0;
            runs.push({ at: Date.now(), failed });
            if (failed) throw new Error('read store unavailable');
          }
          return (target as Collection<StoredDocument>).find(filter, ...(rest as []));
        };
      },
    });
  }) as ReadModels['collection']);
  return runs;
}

describe('the payments reconciliation on its schedule', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('keeps running after a run that throws', async () => {
    const runs = watchReconciliationRuns(shop.shop.readModels);

    // The server scheduled it every minute at its start; scheduling it again is an upsert that shortens the
    // period (the server's handler keeps its own settings for what a run does).
    await scheduleReconciliation(shop.shop.stores.jobQueue, {
      everyMs: 300,
      askAfterMs: 5 * MINUTE,
      unpaidLimitMs: 30 * MINUTE,
    });

    await expect.poll(() => runs.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    expect(runs.map((run) => run.failed)).toEqual([true, ...runs.slice(1).map(() => false)]);
  });
});
