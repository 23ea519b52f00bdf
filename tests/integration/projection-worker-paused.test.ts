/**
 * A projection worker that stalls past its lease (here SIGSTOP, in life a long pause or a store call waiting
 * out its timeout) must not, when it wakes, land the writes it had queued over those of the worker that took
 * its projections over: the read store refuses writes under a fence the next holder has claimed since.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildCheckpointKey,
  EmbeddedReadStore,
  ProjectionRegistry,
  SqliteEventStore,
  SqliteLeaseStore,
} from '@verdant/platform/runtime';
import { allProjections } from '@verdant/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '../support/history';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';

const HISTORY_EVENTS = 20_000;
const SHORT_LEASES = { PROJECTION_LEASE_TTL_MS: '1500', PROJECTION_LEASE_RENEW_MS: '300' };
const EVERY_LEASE = ['reactions', ...allProjections.map(({ name }) => `projection:${name}`)];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each projection's stored position, for the build queries read. */
async function storedPositions(dataDir: string): Promise<Map<string, bigint>> {
  const readStore = await EmbeddedReadStore.open({ file: join(dataDir, 'read-models.sqlite') });
  try {
    const registry = new ProjectionRegistry(readStore);
    const positions = new Map<string, bigint>();
    for (const { name } of allProjections) {
      const active = await registry.activeVersion(name);
      const saved = active ? await readStore.checkpoints.load(buildCheckpointKey(name, active.build)) : null;
      positions.set(name, saved ?? 0n);
    }
    return positions;
  } finally {
    await readStore.close();
  }
}

async function leaseHolders(dataDir: string): Promise<Set<number | null>> {
  const leases = await SqliteLeaseStore.open({ file: join(dataDir, 'leases.sqlite') });
  try {
    const holders = new Set<number | null>();
    for (const name of EVERY_LEASE) {
      const holder = await leases.holderOf(name);
      holders.add(holder === null ? null : Number(holder.split(':')[1]));
    }
    return holders;
  } finally {
    await leases.close();
  }
}

/**
 * Whether the shared files take a write: a process stopped inside one of its short write transactions
 * would hold their lock, and a stall of that kind stops every process of the machine, not the one alone.
 */
async function filesWritable(dataDir: string): Promise<boolean> {
  const leases = await SqliteLeaseStore.open({ file: join(dataDir, 'leases.sqlite') });
  const readStore = await EmbeddedReadStore.open({ file: join(dataDir, 'read-models.sqlite') });
  try {
    await leases.acquire('lock-probe', 'test', 1);
    await readStore.claimFence('lock-probe');
    return true;
  } catch {
    return false;
  } finally {
    await leases.close();
    await readStore.close();
  }
}

describe('a projection worker paused past its lease', () => {
  let root: string;
  let dataDir: string;
  let head: bigint;
  const workers: RunningProcess[] = [];
  const startWorker = () => {
    const worker = runEntryPoint('workers/src/projections-process.ts', {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...SHORT_LEASES,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'verdant-paused-worker-'));
    dataDir = join(root, 'shop');
    expect((await generateHistory(dataDir, HISTORY_EVENTS, 11)).code).toBe(0);
    const eventStore = await SqliteEventStore.open({ file: join(dataDir, 'events.sqlite') });
    head = await eventStore.headPosition();
    await eventStore.close();
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode !== null) continue;
      worker.child.kill('SIGCONT');
      worker.child.kill('SIGKILL');
    }
    await rm(root, { recursive: true, force: true });
  });

  it('wakes to find its queued writes refused: the read models stay as the worker that took over left them', async () => {
    const stalled = startWorker();
    await waitUntil(
      async () => {
        const positions = await storedPositions(dataDir);
        expect([...positions.values()].some((position) => position > 0n)).toBe(true);
      },
      30_000,
      () => `the first worker applied nothing:\n${stalled.output()}`,
    );

    // Stopped while it catches up with the history, with writes applied in memory and not yet flushed;
    // stopped again if it was inside a write transaction.
    for (;;) {
      expect([...(await storedPositions(dataDir)).values()].some((position) => position < head)).toBe(true);
      stalled.child.kill('SIGSTOP');
      if (await filesWritable(dataDir)) break;
      stalled.child.kill('SIGCONT');
      await pause(25);
    }
    const takeover = startWorker();
    await waitUntil(
      async () => expect(await leaseHolders(dataDir)).toEqual(new Set([takeover.child.pid])),
      30_000,
      () => `the second worker did not take the leases over:\n${takeover.output()}`,
    );
    await waitUntil(
      async () => {
        for (const position of (await storedPositions(dataDir)).values()) expect(position).toBe(head);
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

    for (const [name, position] of await storedPositions(dataDir)) {
      expect({ name, position }).toEqual({ name, position: head });
    }
    expect(await leaseHolders(dataDir)).toEqual(new Set([takeover.child.pid]));
    for (const worker of [stalled, takeover]) {
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    }
    const check = runEntryPoint('workers/src/rebuild.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, [
      '--all',
      '--check',
    ]);
    const code = await check.exited;
    expect(check.output()).not.toMatch(/differ/);
    expect(code).toBe(0);
  }, 240_000);
});
