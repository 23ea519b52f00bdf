import { describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import {
  behind,
  checkEveryReadModel,
  EVERY_LEASE,
  leaseHolders,
  useGeneratedHistory,
} from '../support/projection-workers';

const HISTORY_EVENTS = 20_000;

describe('projection workers sharing one data folder and lease store', () => {
  const history = useGeneratedHistory(HISTORY_EVENTS);
  const startWorker = () => history.startWorker();

  it('a second worker takes over the projections of one killed mid-batch, and the read models end equal to their events', async () => {
    const first = startWorker();
    await waitUntil(
      async () =>
        expect(
          (await leaseHolders(history.dataDir, ['projection:admin-orders'])).get('projection:admin-orders'),
        ).toBe(first.child.pid),
      30_000,
      () => `the first worker took no lease:\n${first.output()}`,
    );
    const second = startWorker();
    await waitUntil(
      async () => expect(second.output()).toContain('projections process started'),
      30_000,
      () => `the second worker did not start:\n${second.output()}`,
    );
    expect(new Set((await leaseHolders(history.dataDir, EVERY_LEASE)).values())).toEqual(
      new Set([first.child.pid]),
    );

    // Killed while it is still catching up with the history, between or inside a batch.
    expect((await behind(history.dataDir, history.head)).length).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;

    await waitUntil(
      async () => {
        expect(new Set((await leaseHolders(history.dataDir, EVERY_LEASE)).values())).toEqual(
          new Set([second.child.pid]),
        );
      },
      15_000,
      () => `the second worker did not take the leases over:\n${second.output()}`,
    );
    await waitUntil(
      async () => expect(await behind(history.dataDir, history.head)).toEqual([]),
      120_000,
      () => `the read models did not catch up:\n${second.output()}`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const check = checkEveryReadModel(history.dataDir);
    const code = await check.exited;
    expect(check.output()).not.toMatch(/differ/);
    expect(code).toBe(0);
  }, 180_000);
});
