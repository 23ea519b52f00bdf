import { randomUUID } from 'node:crypto';
import type { CategoryEvent } from '@verdant/domain/catalog/category';
import { silentLogger } from '@verdant/platform/logging/logger';
import type { ReadStore, StoredDocument } from '@verdant/platform/read-store/read-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CategoryView, categoriesProjection } from '../catalog/categories';
import type { Projection } from '../projection';
import { ReadModels } from '../read-models';
import { eventually, openRunnerTestStores, record, systemMetadata } from '../testing/runner-test-kit';
import { checkpointKey, ProjectionRegistry } from './projection-registry';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const created = (categoryId: string, name: string, slug = categoryId): CategoryEvent => ({
  type: 'CategoryCreated',
  data: { categoryId, name, slug, description: null, imageUrl: null },
});

/** Records which events a projection was handed, to observe delivery itself. */
function recordingProjection(name: string, handles: readonly CategoryEvent['type'][] = ['CategoryCreated']) {
  const delivered: string[] = [];
  const projection: Projection<CategoryEvent> = {
    name,
    version: 1,
    handles,
    collections: { seen: [] },
    async apply(events, collections) {
      for (const event of events) {
        delivered.push(`${event.type}@${event.position}`);
        await collections.collection('seen').upsert({ _id: event.streamId, type: event.type });
      }
    },
  };
  return { projection, delivered };
}

describe('projection runner', () => {
  let stores: Stores;
  let runners: ProjectionRunner[];

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    runners = [];
  });

  afterEach(async () => {
    for (const runner of runners) await runner.stop();
    await stores.close();
  });

  function startRunner(projections: readonly Projection[], overrides: Partial<ProjectionRunnerOptions> = {}) {
    const registry = new ProjectionRegistry(overrides.readStore ?? stores.readStore);
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      codec: stores.codec,
      registry,
      projections,
      logger: silentLogger,
      timing: { retryDelayMs: 60_000 },
      onActivated: (name) => readModels.forget(name),
      ...overrides,
    });
    const readModels = new ReadModels(overrides.readStore ?? stores.readStore, registry, runner);
    runners.push(runner);
    runner.start();
    return { runner, readModels };
  }

  async function categoryNames(readModels: ReadModels) {
    const categories = await readModels.collection<CategoryView>(categoriesProjection, 'categories');
    return (await categories.find({}, { sort: { createdSequence: 1 } })).map((category) => category.name);
  }

  it('catches up with past events, then applies new ones as they are written', async () => {
    await record(stores.eventStore, stores.codec, 'category-a', [created('a', 'Cactus')]);
    const { runner, readModels } = startRunner([categoriesProjection]);

    const position = await record(stores.eventStore, stores.codec, 'category-b', [
      created('b', 'Succulents'),
    ]);

    expect(await runner.waitFor('categories', position, 5_000)).toBe(true);
    expect(await categoryNames(readModels)).toEqual(['Cactus', 'Succulents']);
    const [status] = await runner.status();
    expect(status).toMatchObject({
      name: 'categories',
      state: 'live',
      position: String(position),
      lag: '0',
      error: null,
    });
  });

  it('reports how far behind the head a projection is', async () => {
    const { projection } = recordingProjection('slow');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const blocked: Projection<CategoryEvent> = { ...projection, apply: async () => gate };
    await record(stores.eventStore, stores.codec, 'category-a', [
      created('a', 'Cactus'),
      created('b', 'Fern'),
    ]);
    const { runner } = startRunner([blocked]);

    await eventually(async () => (await runner.status())[0]?.state === 'catching_up');
    const [status] = await runner.status();
    expect(status).toMatchObject({ position: '0', headPosition: '2', lag: '2' });
    release();
    expect(await runner.waitFor('slow', 2n, 5_000)).toBe(true);
  });

  it('gives up waiting for a position after the timeout', async () => {
    const { runner } = startRunner([categoriesProjection]);
    expect(await runner.waitFor('categories', 99n, 50)).toBe(false);
  });

  it('resumes after a restart from its checkpoint, without handing old events again', async () => {
    const first = recordingProjection('recording');
    await record(stores.eventStore, stores.codec, 'category-a', [
      created('a', 'Cactus'),
      created('b', 'Fern'),
    ]);
    const { runner } = startRunner([first.projection]);
    expect(await runner.waitFor('recording', 2n, 5_000)).toBe(true);
    await runner.stop();
    expect(await stores.readStore.checkpoints.load(checkpointKey('recording', 1))).toBe(2n);

    await record(stores.eventStore, stores.codec, 'category-c', [created('c', 'Palm')]);
    const second = recordingProjection('recording');
    const restarted = startRunner([second.projection]).runner;

    expect(await restarted.waitFor('recording', 3n, 5_000)).toBe(true);
    expect(second.delivered).toEqual(['CategoryCreated@3']);
  });

  it('hands events again after a crash between applying and checkpointing, and the read model stays the same', async () => {
    await record(stores.eventStore, stores.codec, 'category-a', [
      created('a', 'Cactus'),
      { type: 'CategoryEdited', data: { ...created('a', 'Cacti').data, slug: 'cacti', previousSlug: 'a' } },
      created('b', 'Fern'),
    ]);
    // The crash: every checkpoint save is lost, as if the process died right after applying.
    const forgetfulStore = withLostCheckpoints(stores.readStore);
    const crashed = startRunner([categoriesProjection], { readStore: forgetfulStore });
    expect(await crashed.runner.waitFor('categories', 3n, 5_000)).toBe(true);
    const before = await allDocuments(stores.readStore, 'categories_v1');
    await crashed.runner.stop();
    expect(await stores.readStore.checkpoints.load(checkpointKey('categories', 1))).toBeNull();

    const restarted = startRunner([categoriesProjection]);
    expect(await restarted.runner.waitFor('categories', 3n, 5_000)).toBe(true);

    expect(await allDocuments(stores.readStore, 'categories_v1')).toEqual(before);
    expect(await categoryNames(restarted.readModels)).toEqual(['Cacti', 'Fern']);
  });

  it('rebuilds a new version into fresh collections while the old one serves, then switches and drops the old after its grace period', async () => {
    await record(stores.eventStore, stores.codec, 'category-a', [
      created('a', 'Cactus'),
      created('b', 'Fern'),
    ]);
    const v1 = startRunner([categoriesProjection]);
    expect(await v1.runner.waitFor('categories', 2n, 5_000)).toBe(true);
    await v1.runner.stop();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shouting: Projection<CategoryEvent> = {
      ...categoriesProjection,
      version: 2,
      async apply(events, collections) {
        await gate;
        const shouted = events.map((event) =>
          event.type === 'CategoryCreated'
            ? { ...event, data: { ...event.data, name: event.data.name.toUpperCase() } }
            : event,
        );
        await categoriesProjection.apply(shouted, collections);
      },
    };
    const v2 = startRunner([shouting], { retiredBuilds: { graceMs: 1_000, sweepEveryMs: 50 } });
    await eventually(async () => (await v2.runner.status())[0]?.state === 'rebuilding');
    expect(await categoryNames(v2.readModels)).toEqual(['Cactus', 'Fern']);

    release();
    await eventually(async () => (await v2.runner.status())[0]?.state === 'live');
    expect(await categoryNames(v2.readModels)).toEqual(['CACTUS', 'FERN']);
    expect(await stores.readStore.listCollections()).toContain('categories_v1');

    await eventually(async () => !(await stores.readStore.listCollections()).includes('categories_v1'));
    expect(await stores.readStore.checkpoints.load(checkpointKey('categories', 1))).toBeNull();
  });

  it('stops a projection at an unreadable event, naming its stream and position, while the others go on', async () => {
    const bystander = recordingProjection('bystander', ['CategoryCreated']);
    const strict = recordingProjection('strict', ['CategoryCreated', 'CategoryDeleted']);
    const streamId = `category-${randomUUID()}`;
    await stores.eventStore.append(
      streamId,
      [
        {
          type: 'CategoryDeleted',
          data: { categoryId: 'x', slug: 'Not A Slug!' },
          metadata: systemMetadata(),
        },
      ],
      { expectedRevision: 'any' },
    );
    const after = await record(stores.eventStore, stores.codec, 'category-b', [created('b', 'Fern')]);
    const { runner } = startRunner([bystander.projection, strict.projection]);

    expect(await runner.waitFor('bystander', after, 5_000)).toBe(true);
    await eventually(
      async () => (await runner.status()).find((s) => s.name === 'strict')?.state === 'failed',
    );
    const strictStatus = (await runner.status()).find((s) => s.name === 'strict');
    expect(strictStatus?.error).toContain(`stream ${streamId} at position 1`);
    expect(strictStatus?.position).toBe('0');
    expect(strict.delivered).toEqual([]);
    expect(bystander.delivered).toEqual([`CategoryCreated@${after}`]);
  });

  it('names the event a batch failed on, having applied the ones before it', async () => {
    const applied: string[] = [];
    const picky: Projection<CategoryEvent> = {
      ...recordingProjection('picky').projection,
      async apply(events) {
        for (const event of events) {
          if (event.type === 'CategoryCreated' && event.data.name === 'Weeds')
            throw new Error('no weeds here');
        }
        applied.push(...events.map((event) => `${event.type}@${event.position}`));
      },
    };
    await record(stores.eventStore, stores.codec, 'category-a', [
      created('a', 'Cactus'),
      created('b', 'Weeds'),
      created('c', 'Fern'),
    ]);
    const { runner } = startRunner([picky]);

    await eventually(async () => (await runner.status())[0]?.state === 'failed');
    expect((await runner.status())[0]?.error).toBe(
      'CategoryCreated in stream category-a at position 2 could not be applied: no weeds here',
    );
    expect(applied).toEqual(['CategoryCreated@1']);
  });

  it('stops every projection at an event type nobody knows instead of skipping it', async () => {
    const { projection } = recordingProjection('recording');
    await stores.eventStore.append(
      'mystery-1',
      [
        {
          type: 'SomethingNobodyDefined',
          data: {},
          metadata: systemMetadata(),
        },
      ],
      { expectedRevision: 'any' },
    );
    const { runner } = startRunner([projection]);

    await eventually(async () => (await runner.status())[0]?.state === 'failed');
    expect((await runner.status())[0]?.error).toBe(
      'Unreadable event in stream mystery-1 at position 1: unknown event type SomethingNobodyDefined',
    );
  });
});

function withLostCheckpoints(readStore: ReadStore): ReadStore {
  return {
    collection: (name) => readStore.collection(name),
    listCollections: () => readStore.listCollections(),
    dropCollection: (name) => readStore.dropCollection(name),
    close: () => readStore.close(),
    checkpoints: {
      load: (key) => readStore.checkpoints.load(key),
      save: async () => true,
      delete: (key) => readStore.checkpoints.delete(key),
    },
  };
}

async function allDocuments(readStore: ReadStore, collection: string): Promise<StoredDocument[]> {
  return readStore.collection(collection).find({}, { sort: { _id: 1 } });
}
