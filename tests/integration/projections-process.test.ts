import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { EventCodec } from '@verdant/platform';
import { checkpointKey } from '@verdant/platform/runtime';
import { record } from '@verdant/platform/testing';
import type { CategoryView } from '@verdant/projections/catalog/categories';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningProcess, repositoryRoot, runEntryPoint, waitUntil } from '../support/processes';
import { openShopStores } from '../support/shop-stores';

/** A service's health check command in docker-compose.yml: a one-line flow sequence, which is JSON too. */
async function composeHealthCheck(service: string): Promise<string[]> {
  const compose = await readFile(join(repositoryRoot, 'docker-compose.yml'), 'utf8');
  const serviceSection = compose.slice(compose.indexOf(`\n  ${service}:\n`));
  const testLine = serviceSection.split('\n').find((line) => line.trimStart().startsWith('test: ['));
  if (!testLine) throw new Error(`docker-compose.yml has no one-line health check for ${service}`);
  return JSON.parse(testLine.slice(testLine.indexOf('[')));
}

/** Runs a `["CMD", "node", ...]` health check here, with the container's DATA_DIR pointing at `dataDir`. */
function runHealthCheck([form, command, ...args]: string[], dataDir: string): Promise<number | null> {
  expect([form, command]).toEqual(['CMD', 'node']);
  const check = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  return new Promise((resolve) => check.once('exit', (code) => resolve(code)));
}

describe('the projections process', () => {
  let dataDir: string;
  let worker: RunningProcess | null = null;

  afterEach(async () => {
    if (worker && worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('feeds the read models from the shared event store, and saves its checkpoint when stopped', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-worker-'));
    const stores = await openShopStores(dataDir);
    const { eventStore, readStore } = stores;
    const codec = new EventCodec(eventCatalog);
    await record(eventStore, codec, 'category-a', [
      {
        type: 'CategoryCreated',
        data: { categoryId: 'a', name: 'Cactus', slug: 'cactus', description: null, imageUrl: null },
      },
    ]);

    worker = runEntryPoint('workers/src/projections-process.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const names = async () =>
      (
        await readStore.collection<CategoryView>('categories_v1').find({}, { sort: { createdSequence: 1 } })
      ).map((category) => category.name);
    await waitUntil(
      async () => expect(await names()).toEqual(['Cactus']),
      30_000,
      () => `the worker did not project the past event:\n${worker?.output()}`,
    );

    const live = await record(eventStore, codec, 'category-b', [
      {
        type: 'CategoryCreated',
        data: { categoryId: 'b', name: 'Ferns', slug: 'ferns', description: null, imageUrl: null },
      },
    ]);
    await waitUntil(
      async () => expect(await names()).toEqual(['Cactus', 'Ferns']),
      10_000,
      () => `the worker did not project the live event:\n${worker?.output()}`,
    );

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await readStore.checkpoints.load(checkpointKey('categories', 1))).toBe(live);
    await stores.close();
  });

  it('keeps the health check in docker-compose.yml passing while it runs, which fails on a stale report or a failed projection', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-worker-'));
    const healthCheck = await composeHealthCheck('projection-worker');
    worker = runEntryPoint('workers/src/projections-process.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'info' });

    await waitUntil(
      async () => expect(await runHealthCheck(healthCheck, dataDir)).toBe(0),
      30_000,
      () => `the health check never passed:\n${worker?.output()}`,
    );
    const reportFile = join(dataDir, 'projection-worker-health.json');
    const report = JSON.parse(await readFile(reportFile, 'utf8'));
    expect(report.projections).toContainEqual(expect.objectContaining({ name: 'categories', error: null }));
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);

    const aMinuteAgo = new Date(Date.now() - 61_000).toISOString();
    await writeFile(reportFile, JSON.stringify({ ...report, checkedAt: aMinuteAgo }));
    expect(await runHealthCheck(healthCheck, dataDir)).toBe(1);
    await writeFile(reportFile, JSON.stringify({ ...report, failed: ['categories'] }));
    expect(await runHealthCheck(healthCheck, dataDir)).toBe(1);
  });
});
