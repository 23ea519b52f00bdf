import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCheckpointKey, ProjectionRegistry } from '@verdant/platform/runtime';
import { allProjections } from '@verdant/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '../support/history';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';
import { openShopLeases, openShopStores } from '../support/shop-stores';

const HISTORY_EVENTS = 20_000;
const SHORT_LEASES = { PROJECTION_LEASE_TTL_MS: '1500', PROJECTION_LEASE_RENEW_MS: '300' };
/**
 * The history is generated into the embedded log's file (its event ids are not UUIDs, which EventStoreDB
 * needs), so the log stays embedded; the leases and read models are on MongoDB when MONGODB_URL is set. Its
 * personal-data keys are in the folder too: the workers then read every subject as erased, as projections do.
 */
const GENERATED_LOG = { EVENTSTORE_URL: '' };

/** Which process (by pid) holds each named lease, from the workers' lease store. */
async function leaseHolders(dataDir: string, names: string[]): Promise<Map<string, number | null>> {
  const leases = await openShopLeases(dataDir, GENERATED_LOG);
  try {
    const holders = new Map<string, number | null>();
    for (const name of names) {
      const holder = await leases.holderOf(name);
      holders.set(name, holder === null ? null : Number(holder.split(':')[1]));
    }
    return holders;
  } finally {
    await leases.close();
  }
}

/** The projections whose active build has not yet applied the whole log. */
async function behind(dataDir: string, head: bigint): Promise<string[]> {
  const stores = await openShopStores(dataDir, GENERATED_LOG);
  const { readStore } = stores;
  try {
    const registry = new ProjectionRegistry(readStore);
    const lagging: string[] = [];
    for (const { name } of allProjections) {
      const active = await registry.activeVersion(name);
      const position = active
        ? await readStore.checkpoints.load(buildCheckpointKey(name, active.build))
        : null;
      if ((position ?? 0n) < head) lagging.push(name);
    }
    return lagging;
  } finally {
    await stores.close();
  }
}

describe('projection workers sharing one data folder and lease store', () => {
  let root: string;
  let dataDir: string;
  let head: bigint;
  const workers: RunningProcess[] = [];
  const startWorker = () => {
    const worker = runEntryPoint('workers/src/projections-process.ts', {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...SHORT_LEASES,
      ...GENERATED_LOG,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'verdant-failover-'));
    dataDir = join(root, 'shop');
    expect((await generateHistory(dataDir, HISTORY_EVENTS)).code).toBe(0);
    const stores = await openShopStores(dataDir, GENERATED_LOG);
    head = await stores.eventStore.headPosition();
    await stores.close();
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  it('a second worker takes over the projections of one killed mid-batch, and the read models end equal to their events', async () => {
    const first = startWorker();
    await waitUntil(
      async () =>
        expect(
          (await leaseHolders(dataDir, ['projection:admin-orders'])).get('projection:admin-orders'),
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
    const everyLease = ['reactions', ...allProjections.map(({ name }) => `projection:${name}`)];
    expect(new Set((await leaseHolders(dataDir, everyLease)).values())).toEqual(new Set([first.child.pid]));

    // Killed while it is still catching up with the history, between or inside a batch.
    expect((await behind(dataDir, head)).length).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;

    await waitUntil(
      async () => {
        expect(new Set((await leaseHolders(dataDir, everyLease)).values())).toEqual(
          new Set([second.child.pid]),
        );
      },
      15_000,
      () => `the second worker did not take the leases over:\n${second.output()}`,
    );
    await waitUntil(
      async () => expect(await behind(dataDir, head)).toEqual([]),
      120_000,
      () => `the read models did not catch up:\n${second.output()}`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const check = runEntryPoint(
      'workers/src/rebuild.ts',
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...GENERATED_LOG },
      ['--all', '--check'],
    );
    const code = await check.exited;
    expect(check.output()).not.toMatch(/differ/);
    expect(code).toBe(0);
  }, 180_000);
});
