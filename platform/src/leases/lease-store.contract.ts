import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeaseStore } from './lease-store';

/** What every lease store does, run against each engine. */
export function leaseStoreContract(engine: string, open: () => Promise<LeaseStore>) {
  describe(`${engine} lease store`, () => {
    let leases: LeaseStore;
    let name: string;
    beforeEach(async () => {
      leases = await open();
      name = `projection:${randomUUID()}`;
    });
    afterEach(async () => {
      await leases.close();
    });

    it('gives a free lease to the first holder and refuses it to others while it runs', async () => {
      expect(await leases.holderOf(name)).toBeNull();
      expect(await leases.acquire(name, 'worker-a', 10_000)).toBe(true);
      expect(await leases.holderOf(name)).toBe('worker-a');
      expect(await leases.acquire(name, 'worker-b', 10_000)).toBe(false);
      expect(await leases.acquire(`${name}-other`, 'worker-b', 10_000)).toBe(true);
    });

    it('lets its holder renew it, and another take it once it has run out', async () => {
      expect(await leases.acquire(name, 'worker-a', 300)).toBe(true);
      await sleep(150);
      expect(await leases.acquire(name, 'worker-a', 300)).toBe(true);
      await sleep(200);
      expect(await leases.acquire(name, 'worker-b', 300)).toBe(false);

      await sleep(250);
      expect(await leases.holderOf(name)).toBeNull();
      expect(await leases.acquire(name, 'worker-b', 300)).toBe(true);
      expect(await leases.acquire(name, 'worker-a', 300)).toBe(false);
    });

    it('frees a released lease at once, and ignores a release by another than the holder', async () => {
      await leases.acquire(name, 'worker-a', 60_000);
      await leases.release(name, 'worker-b');
      expect(await leases.acquire(name, 'worker-b', 60_000)).toBe(false);

      await leases.release(name, 'worker-a');
      expect(await leases.acquire(name, 'worker-b', 60_000)).toBe(true);
    });

    it('gives a lease to exactly one of many holders asking at once', async () => {
      const others = await Promise.all(Array.from({ length: 4 }, () => open()));
      try {
        const takers = await Promise.all(
          [leases, ...others].flatMap((store, storeIndex) =>
            Array.from({ length: 5 }, (_, index) =>
              store.acquire(name, `worker-${storeIndex}-${index}`, 10_000),
            ),
          ),
        );
        expect(takers.filter(Boolean)).toHaveLength(1);
      } finally {
        await Promise.all(others.map((store) => store.close()));
      }
    });
  });
}
