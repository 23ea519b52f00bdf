/**
 * A projection worker that stalls past its lease (here SIGSTOP, in life a long pause or a store call waiting
 * out its timeout) must not, when it wakes, land the writes it had queued over those of the worker that took
 * its projections over: the read store refuses writes under a fence the next holder has claimed since.
 */
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import {
  checkEveryReadModel,
  EVERY_LEASE,
  GENERATED_LOG,
  leaseHolders,
  storedPositions,
  useGeneratedHistory,
} from '../support/projection-workers';
import { openShopLeases, openShopStores } from '../support/shop-stores';

const HISTORY_EVENTS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const holders = async (dataDir: string) => new Set((await leaseHolders(dataDir, EVERY_LEASE)).values());

/**
 * Whether the shared stores take a write: a process stopped inside one of the embedded files' short write
 * transactions would hold their lock, a stall that stops every process of the machine, not that one alone.
 */
async function storesWritable(dataDir: string): Promise<boolean> {
  const leases = await openShopLeases(dataDir, GENERATED_LOG);
  const stores = await openShopStores(dataDir, GENERATED_LOG);
  try {
    await leases.acquire('lock-probe', 'test', 1);
    await stores.readStore.claimFence('lock-probe');
    return true;
  } catch {
    return false;
  } finally {
    await leases.close();
    await stores.close();
  }
}

describe('a projection worker paused past its lease', () => {
  const history = useGeneratedHistory(HISTORY_EVENTS, 11);
  const startWorker = () => history.startWorker();

  it('wakes to find its queued writes refused: the read models stay as the worker that took over left them', async () => {
    const stalled = startWorker();
    await waitUntil(
      async () => {
        const positions = await storedPositions(history.dataDir);
        expect([...positions.values()].some((position) => position > 0n)).toBe(true);
      },
      30_000,
      () => `the first worker applied nothing:\n${stalled.output()}`,
    );

    // Stopped while it catches up with the history, with writes applied in memory and not yet flushed;
    // stopped again if it was inside a write transaction.
    for (;;) {
      expect(
        [...(await storedPositions(history.dataDir)).values()].some((position) => position < history.head),
      ).toBe(true);
      stalled.child.kill('SIGSTOP');
      if (await storesWritable(history.dataDir)) break;
      stalled.child.kill('SIGCONT');
      await pause(25);
    }
    const takeover = startWorker();
    await waitUntil(
      async () => expect(await holders(history.dataDir)).toEqual(new Set([takeover.child.pid])),
      30_000,
      () => `the second worker did not take the leases over:\n${takeover.output()}`,
    );
    await waitUntil(
      async () => {
        for (const position of (await storedPositions(history.dataDir)).values())
          expect(position).toBe(history.head);
      },
      120_000,
      () => `the read models did not catch up:\n${takeover.output()}`,
    );

    stalled.child.kill('SIGCONT');
    await waitUntil(
      async () => expect(stalled.output()).toMatch(/lost the lease: stopping/),
      15_000,
      () => `the woken worker never learned it lost its leases:\n${stalled.output()}`,
    );
    await pause(1_000);

    for (const [name, position] of await storedPositions(history.dataDir)) {
      expect({ name, position }).toEqual({ name, position: history.head });
    }
    expect(await holders(history.dataDir)).toEqual(new Set([takeover.child.pid]));
    for (const worker of [stalled, takeover]) {
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    }
    const check = checkEveryReadModel(history.dataDir);
    const code = await check.exited;
    expect(check.output()).not.toMatch(/differ/);
    expect(code).toBe(0);
  }, 240_000);
});
