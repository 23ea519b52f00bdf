import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeaseStore } from '../leases/lease-store';
import { SqliteLeaseStore } from '../leases/sqlite-lease-store';
import { silentLogger } from '../logging/logger';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { Fence } from '../read-store/read-store';
import { LeasedWork, type Work } from './leased-work';
import { eventually } from './testing/runner-test-kit';

/** Work that records whether it runs, and each term's fence and whether it was fenced out. */
function trackedWork() {
  const work = { starts: 0, stops: 0, running: false, terms: [] as { fence: Fence; outdated: boolean }[] };
  return {
    work,
    make: (fence: Fence): Work => {
      const term = { fence, outdated: false };
      work.terms.push(term);
      return {
        get outdated() {
          return term.outdated;
        },
        start() {
          work.starts += 1;
          work.running = true;
        },
        async stop() {
          work.stops += 1;
          work.running = false;
        },
      };
    },
  };
}

describe('work done under a lease', () => {
  let store: LeaseStore;
  let fences: EmbeddedReadStore;
  const leased: LeasedWork<Work>[] = [];
  const terms = (holder: string, leases: LeaseStore = store) => ({
    store: leases,
    holder,
    ttlMs: 400,
    renewEveryMs: 50,
  });
  const lease = (holder: string, make: (fence: Fence) => Work, leases?: LeaseStore) => {
    const work = new LeasedWork('projection:categories', terms(holder, leases), make, silentLogger, fences);
    leased.push(work);
    work.start();
    return work;
  };

  beforeEach(async () => {
    store = await SqliteLeaseStore.open({ file: ':memory:' });
    fences = await EmbeddedReadStore.open({ file: ':memory:' });
  });
  afterEach(async () => {
    for (const work of leased.splice(0)) await work.stop();
    await store.close();
    await fences.close();
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

  it('claims a newer fence for each term, so writes of an earlier holder are refused', async () => {
    const first = trackedWork();
    const second = trackedWork();
    lease('worker-a', first.make);
    await eventually(() => first.work.running);
    await leased[0]!.stop();

    lease('worker-b', second.make);
    await eventually(() => second.work.running);

    expect(first.work.terms[0]!.fence.name).toBe('projection:categories');
    expect(second.work.terms[0]!.fence.token).toBeGreaterThan(first.work.terms[0]!.fence.token);
  });

  it('makes the work afresh under a new fence when it was fenced out while the lease is held', async () => {
    const tracked = trackedWork();
    lease('worker-a', tracked.make);
    await eventually(() => tracked.work.running);

    tracked.work.terms[0]!.outdated = true;

    await eventually(() => tracked.work.starts === 2);
    expect(tracked.work.stops).toBe(1);
    expect(tracked.work.terms[1]!.fence.token).toBeGreaterThan(tracked.work.terms[0]!.fence.token);
  });
});
