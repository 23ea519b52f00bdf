import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCheckpointKey, ProjectionRegistry } from '@verdant/platform/runtime';
import { allProjections } from '@verdant/projections';
import { afterAll, beforeAll, expect } from 'vitest';
import { generateHistory } from './history';
import { type RunningProcess, runEntryPoint } from './processes';
import { openShopLeases, openShopStores } from './shop-stores';

/** Leases short enough for a test to watch a takeover. */
export const SHORT_LEASES = { PROJECTION_LEASE_TTL_MS: '1500', PROJECTION_LEASE_RENEW_MS: '300' };
/**
 * A generated history is written into the embedded log's file (its event ids are not UUIDs, which
 * EventStoreDB needs), so the log stays embedded; the leases and read models are on MongoDB when MONGODB_URL
 * is set. Its personal-data keys are in the folder too: the workers then read every subject as erased.
 */
export const GENERATED_LOG = { EVENTSTORE_URL: '' };
/** Every lease the projection workers hold: one per projection, and the reactions'. */
export const EVERY_LEASE = ['reactions', ...allProjections.map(({ name }) => `projection:${name}`)];

/** A projections worker on the shop's data folder, with short leases. */
export const startProjectionWorker = (dataDir: string): RunningProcess =>
  runEntryPoint('workers/src/projections-process.ts', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...SHORT_LEASES,
    ...GENERATED_LOG,
  });

/** Which process (by pid) holds each named lease, from the workers' lease store. */
export async function leaseHolders(dataDir: string, names: string[]): Promise<Map<string, number | null>> {
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

/** How far each projection's build that queries read has applied the log, by its stored checkpoint. */
export async function storedPositions(dataDir: string): Promise<Map<string, bigint>> {
  const stores = await openShopStores(dataDir, GENERATED_LOG);
  try {
    const registry = new ProjectionRegistry(stores.readStore);
    const positions = new Map<string, bigint>();
    for (const { name } of allProjections) {
      const active = await registry.activeVersion(name);
      const saved = active
        ? await stores.readStore.checkpoints.load(buildCheckpointKey(name, active.build))
        : null;
      positions.set(name, saved ?? 0n);
    }
    return positions;
  } finally {
    await stores.close();
  }
}

/** The projections whose build has not yet applied the log up to `head`. */
export async function behind(dataDir: string, head: bigint): Promise<string[]> {
  const positions = await storedPositions(dataDir);
  return [...positions].flatMap(([name, position]) => (position < head ? [name] : []));
}

/** The head of the generated log. */
export async function headOf(dataDir: string): Promise<bigint> {
  const stores = await openShopStores(dataDir, GENERATED_LOG);
  try {
    return await stores.eventStore.headPosition();
  } finally {
    await stores.close();
  }
}

/** `rebuild --all --check` on the shop's data folder: exits 0 when every read model equals its events. */
export const checkEveryReadModel = (dataDir: string) =>
  runEntryPoint('workers/src/rebuild.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...GENERATED_LOG }, [
    '--all',
    '--check',
  ]);

/**
 * A generated history of `events` in a data folder of the suite's own, its head, and projection workers
 * started on it, all killed (woken first, if stopped) and the folder removed when the suite ends.
 */
export function useGeneratedHistory(events: number, seed?: number) {
  const started = { dataDir: '', head: 0n };
  let root = '';
  const workers: RunningProcess[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'verdant-history-'));
    started.dataDir = join(root, 'shop');
    expect((await generateHistory(started.dataDir, events, seed)).code).toBe(0);
    started.head = await headOf(started.dataDir);
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode !== null) continue;
      worker.child.kill('SIGCONT');
      worker.child.kill('SIGKILL');
    }
    await rm(root, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return started.dataDir;
    },
    get head() {
      return started.head;
    },
    startWorker() {
      const worker = startProjectionWorker(started.dataDir);
      workers.push(worker);
      return worker;
    },
  };
}
