import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger';
import type { ReadStore, StoredDocument } from '../read-store/read-store';
import type { TopicEvent } from '../testing/test-domain';
import type { Projection } from './projection';
import { checkpointKey, ProjectionRegistry } from './projection-registry';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import { ReadModels } from './read-models';
import { eventually, openRunnerTestStores, record, systemMetadata } from './testing/runner-test-kit';
import { type TopicView, topicsProjection } from './testing/topics-projection';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const created = (topicId: string, name: string, slug = topicId): TopicEvent => ({
  type: 'TopicCreated',
  data: { topicId, name, slug },
});

/** Records which events a projection was handed, to observe delivery itself. */
function recordingProjection(name: string, handles: readonly TopicEvent['type'][] = ['TopicCreated']) {
  const delivered: string[] = [];
  const projection: Projection<TopicEvent> = {
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

  async function topicNames(readModels: ReadModels) {
    const topics = await readModels.collection<TopicView>(topicsProjection, 'topics');
    return (await topics.find({}, { sort: { createdSequence: 1 } })).map((topic) => topic.name);
  }

  it('catches up with past events, then applies new ones as they are written', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus')]);
    const { runner, readModels } = startRunner([topicsProjection]);

    const position = await record(stores.eventStore, stores.codec, 'topic-b', [created('b', 'Succulents')]);

    expect(await runner.waitFor('topics', position, 5_000)).toBe(true);
    expect(await topicNames(readModels)).toEqual(['Cactus', 'Succulents']);
    const [status] = await runner.status();
    expect(status).toMatchObject({
      name: 'topics',
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
    const blocked: Projection<TopicEvent> = { ...projection, apply: async () => gate };
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus'), created('b', 'Fern')]);
    const { runner } = startRunner([blocked]);

    await eventually(async () => (await runner.status())[0]?.state === 'catching_up');
    const [status] = await runner.status();
    expect(status).toMatchObject({ position: '0', headPosition: '2', lag: '2' });
    release();
    expect(await runner.waitFor('slow', 2n, 5_000)).toBe(true);
  });

  it('gives up waiting for a position after the timeout', async () => {
    const { runner } = startRunner([topicsProjection]);
    expect(await runner.waitFor('topics', 99n, 50)).toBe(false);
  });

  it('resumes after a restart from its checkpoint, without handing old events again', async () => {
    const first = recordingProjection('recording');
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus'), created('b', 'Fern')]);
    const { runner } = startRunner([first.projection]);
    expect(await runner.waitFor('recording', 2n, 5_000)).toBe(true);
    await runner.stop();
    expect(await stores.readStore.checkpoints.load(checkpointKey('recording', 1))).toBe(2n);

    await record(stores.eventStore, stores.codec, 'topic-c', [created('c', 'Palm')]);
    const second = recordingProjection('recording');
    const restarted = startRunner([second.projection]).runner;

    expect(await restarted.waitFor('recording', 3n, 5_000)).toBe(true);
    expect(second.delivered).toEqual(['TopicCreated@3']);
  });

  it('hands events again after a crash between applying and checkpointing, and the read model stays the same', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [
      created('a', 'Cactus'),
      { type: 'TopicRenamed', data: { ...created('a', 'Cacti').data, slug: 'cacti' } },
      created('b', 'Fern'),
    ]);
    // The crash: every checkpoint save is lost, as if the process died right after applying.
    const forgetfulStore = withLostCheckpoints(stores.readStore);
    const crashed = startRunner([topicsProjection], { readStore: forgetfulStore });
    expect(await crashed.runner.waitFor('topics', 3n, 5_000)).toBe(true);
    const before = await allDocuments(stores.readStore, 'topics_v1');
    await crashed.runner.stop();
    expect(await stores.readStore.checkpoints.load(checkpointKey('topics', 1))).toBeNull();

    const restarted = startRunner([topicsProjection]);
    expect(await restarted.runner.waitFor('topics', 3n, 5_000)).toBe(true);

    expect(await allDocuments(stores.readStore, 'topics_v1')).toEqual(before);
    expect(await topicNames(restarted.readModels)).toEqual(['Cacti', 'Fern']);
  });

  it('rebuilds a new version into fresh collections while the old one serves, then switches and drops the old after its grace period', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus'), created('b', 'Fern')]);
    const v1 = startRunner([topicsProjection]);
    expect(await v1.runner.waitFor('topics', 2n, 5_000)).toBe(true);
    await v1.runner.stop();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shouting: Projection<TopicEvent> = {
      ...topicsProjection,
      version: 2,
      async apply(events, collections) {
        await gate;
        const shouted = events.map((event) =>
          event.type === 'TopicCreated'
            ? { ...event, data: { ...event.data, name: event.data.name.toUpperCase() } }
            : event,
        );
        await topicsProjection.apply(shouted, collections);
      },
    };
    const v2 = startRunner([shouting], { retiredBuilds: { graceMs: 1_000, sweepEveryMs: 50 } });
    await eventually(async () => (await v2.runner.status())[0]?.state === 'rebuilding');
    expect(await topicNames(v2.readModels)).toEqual(['Cactus', 'Fern']);

    release();
    await eventually(async () => (await v2.runner.status())[0]?.state === 'live');
    expect(await topicNames(v2.readModels)).toEqual(['CACTUS', 'FERN']);
    expect(await stores.readStore.listCollections()).toContain('topics_v1');

    await eventually(async () => !(await stores.readStore.listCollections()).includes('topics_v1'));
    expect(await stores.readStore.checkpoints.load(checkpointKey('topics', 1))).toBeNull();
  });

  it('stops a projection at an unreadable event, naming its stream and position, while the others go on', async () => {
    const bystander = recordingProjection('bystander', ['TopicCreated']);
    const strict = recordingProjection('strict', ['TopicCreated', 'TopicDeleted']);
    const streamId = `topic-${randomUUID()}`;
    await stores.eventStore.append(
      streamId,
      [
        {
          type: 'TopicDeleted',
          data: { topicId: 'x', slug: 'Not A Slug!' },
          metadata: systemMetadata(),
        },
      ],
      { expectedRevision: 'any' },
    );
    const after = await record(stores.eventStore, stores.codec, 'topic-b', [created('b', 'Fern')]);
    const { runner } = startRunner([bystander.projection, strict.projection]);

    expect(await runner.waitFor('bystander', after, 5_000)).toBe(true);
    await eventually(
      async () => (await runner.status()).find((s) => s.name === 'strict')?.state === 'failed',
    );
    const strictStatus = (await runner.status()).find((s) => s.name === 'strict');
    expect(strictStatus?.error).toContain(`stream ${streamId} at position 1`);
    expect(strictStatus?.position).toBe('0');
    expect(strict.delivered).toEqual([]);
    expect(bystander.delivered).toEqual([`TopicCreated@${after}`]);
  });

  it('names the event a batch failed on, having applied the ones before it', async () => {
    const applied: string[] = [];
    const picky: Projection<TopicEvent> = {
      ...recordingProjection('picky').projection,
      async apply(events) {
        for (const event of events) {
          if (event.type === 'TopicCreated' && event.data.name === 'Weeds') throw new Error('no weeds here');
        }
        applied.push(...events.map((event) => `${event.type}@${event.position}`));
      },
    };
    await record(stores.eventStore, stores.codec, 'topic-a', [
      created('a', 'Cactus'),
      created('b', 'Weeds'),
      created('c', 'Fern'),
    ]);
    const { runner } = startRunner([picky]);

    await eventually(async () => (await runner.status())[0]?.state === 'failed');
    expect((await runner.status())[0]?.error).toBe(
      'TopicCreated in stream topic-a at position 2 could not be applied: no weeds here',
    );
    expect(applied).toEqual(['TopicCreated@1']);
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
    claimFence: (name) => readStore.claimFence(name),
    fenced: (fence) => readStore.fenced(fence),
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
