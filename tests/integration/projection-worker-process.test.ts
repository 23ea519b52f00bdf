import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { SqliteEventStore } from '@verdant/infrastructure/event-store/sqlite-event-store';
import { EmbeddedReadStore } from '@verdant/infrastructure/read-store/embedded-read-store';
import { EventCodec } from '@verdant/infrastructure/serialization/event-codec';
import type { CategoryView } from '@verdant/projections/catalog/categories';
import { checkpointKey } from '@verdant/projections/runner/projection-registry';
import { record } from '@verdant/projections/testing/runner-test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';

describe('the projection worker process', () => {
  let dataDir: string;
  let worker: RunningProcess | null = null;

  afterEach(async () => {
    if (worker && worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('feeds the read models from the shared event store, and saves its checkpoint when stopped', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-worker-'));
    const eventStore = await SqliteEventStore.open({ file: join(dataDir, 'events.sqlite') });
    const codec = new EventCodec(eventCatalog);
    await record(eventStore, codec, 'category-a', [
      {
        type: 'CategoryCreated',
        data: { categoryId: 'a', name: 'Cactus', slug: 'cactus', description: null, imageUrl: null },
      },
    ]);

    worker = runEntryPoint('workers/src/projection-worker.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const readStore = await EmbeddedReadStore.open({ file: join(dataDir, 'read-models.sqlite') });
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
    await readStore.close();
    await eventStore.close();
  });
});
