import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeaseStore } from '../leases/lease-store';
import { SqliteLeaseStore } from '../leases/sqlite-lease-store';
import { silentLogger } from '../logging/logger';
import { LeasedWork } from './leased-work';
import { eventually } from './testing/runner-test-kit';

/** Work that records whether it runs. */
function trackedWork() {
  const work = { starts: 0, stops: 0, running: false };
  return {
    work,
    make: () => ({
      start() {
        work.starts += 1;
        work.running = true;
      },
      async stop() {
        work.stops += 1;
        work.running = false;
      },
    }),
  };
}

describe('work done under a lease', () => {
  let store: LeaseStore;
  const leased: LeasedWork<{ start(): void; stop(): Promise<void> }>[] = [];
  const terms = (holder: string, leases: LeaseStore = store) => ({
    store: leases,
    holder,
    ttlMs: 400,
    renewEveryMs: 50,
  });
  const lease = (
    holder: string,
    make: () => { start(): void; stop(): Promise<void> },
    leases?: LeaseStore,
  ) => {
    const work = new LeasedWork('projection:categories', terms(holder, leases), make, silentLogger);
    leased.push(work);
    work.start();
    return work;
  };

  beforeEach(async () => {
    store = await SqliteLeaseStore.open({ file: ':memory:' });
  });
  afterEach(async () => {
    for (const work of leased.splice(0)) await work.stop();
    await store.close();
  });

  it('runs in one process only, and in the other as soon as the first stops and gives the lease up', async () => {
    const first = trackedWork();
    const second = trackedWork();
    lease('worker-a', first.make);
    await eventually(() => first.work.running);
    const standby = lease('worker-b', second.make);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.work.starts).toBe(0);
    expect(standby.running).toBeNull();

    await leased[0]!.stop();

    expect(first.work).toMatchObject({ running: false, stops: 1 });
    await eventually(() => second.work.running);
  });

  it('takes over from a holder that died once its lease has run out', async () => {
    await store.acquire('projection:categories', 'worker-that-died', 400);
    const survivor = trackedWork();
    const startedAt = Date.now();

    lease('worker-b', survivor.make);

    await eventually(() => survivor.work.running);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(350);
  });

  it('stops the work when the lease cannot be renewed, since another process may take it', async () => {
    let reachable = true;
    const flaky: LeaseStore = {
      acquire: (...args) => (reachable ? store.acquire(...args) : Promise.reject(new Error('unreachable'))),
      release: (...args) => store.release(...args),
      holderOf: (name) => store.holderOf(name),
      close: async () => {},
    };
    const tracked = trackedWork();
    lease('worker-a', tracked.make, flaky);
    await eventually(() => tracked.work.running);

    reachable = false;

    await eventually(() => !tracked.work.running);
    reachable = true;
    await eventually(() => tracked.work.running);
    expect(tracked.work.starts).toBe(2);
  });
});
