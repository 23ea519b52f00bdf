import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionRegistry } from './projection-registry';
import type { ProjectionRunner } from './projection-runner';
import { checkReadModel } from './read-model-check';
import { rebuildReadModel } from './read-model-rebuild';
import { ReadModels } from './read-models';
import {
  eventually,
  openRunnerTestStores,
  record,
  topicCreated,
  topicsRunner,
} from './testing/runner-test-kit';
import { type TopicView, topicsProjection } from './testing/topics-projection';

describe('rebuilding a live read model for good', () => {
  let stores: Awaited<ReturnType<typeof openRunnerTestStores>>;
  let registry: ProjectionRegistry;
  let runner: ProjectionRunner;
  let readModels: ReadModels;

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    registry = new ProjectionRegistry(stores.readStore);
    runner = topicsRunner(stores, registry, {
      onActivated: (name) => readModels.forget(name),
      retiredBuilds: { graceMs: 60_000, sweepEveryMs: 60_000 },
      timing: { buildCheckEveryMs: 50 },
    });
    readModels = new ReadModels(stores.readStore, registry, runner);
  });
  afterEach(async () => {
    await runner.stop();
    await stores.close();
  });

  const rebuild = (options: { signal?: AbortSignal; projection?: typeof topicsProjection } = {}) =>
    rebuildReadModel(options.projection ?? topicsProjection, {
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      codec: stores.codec,
      registry,
      buildSuffix: 'test',
      signal: options.signal,
    });
  const topicNames = async () => {
    const topics = await readModels.collection<TopicView>(topicsProjection, 'topics');
    return (await topics.find({}, { sort: { createdSequence: 1 } })).map(({ name }) => name);
  };
  async function liveWith(names: string[]) {
    let head = 0n;
    for (const name of names)
      head = await record(stores.eventStore, stores.codec, `topic-${name}`, [topicCreated(name, name)]);
    runner.start();
    expect(await runner.waitFor(topicsProjection.name, head, 5_000)).toBe(true);
  }

  it('builds beside the live read model, switches queries over, and the running shop keeps the new build up to date', async () => {
    await liveWith(['Cactus', 'Fern']);
    await stores.readStore.collection('topics_v1').updateOne({ name: 'Fern' }, { $set: { name: 'drifted' } });
    expect(await topicNames()).toEqual(['Cactus', 'drifted']);
    const reached: bigint[] = [];

    const outcome = await rebuildReadModel(topicsProjection, {
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      codec: stores.codec,
      registry,
      buildSuffix: 'test',
      onProgress: (position) => reached.push(position),
    });

    expect(outcome).toMatchObject({ build: 'v1_rtest', previousBuild: 'v1', events: 2 });
    expect(reached.at(-1)).toBe(outcome.position);
    expect(await registry.activeVersion('topics')).toMatchObject({ version: 1, build: 'v1_rtest' });
    const position = await record(stores.eventStore, stores.codec, 'topic-Moss', [
      topicCreated('Moss', 'Moss'),
    ]);
    // The runner moves to the new build at its next look, then applies from that build's checkpoint on.
    await eventually(async () => (await runner.status())[0]?.build === 'v1_rtest');
    expect(await runner.waitFor(topicsProjection.name, position, 5_000)).toBe(true);
    expect(await topicNames()).toEqual(['Cactus', 'Fern', 'Moss']);
    // The retired build is kept for readers that looked it up before the switch, and no longer written.
    expect(await stores.readStore.collection('topics_v1').count()).toBe(2);
    expect(await registry.retiredBefore(new Date(Date.now() + 120_000))).toEqual([
      expect.objectContaining({ projection: 'topics', build: 'v1' }),
    ]);
    await runner.stop();
    expect(
      await checkReadModel(topicsProjection, {
        eventStore: stores.eventStore,
        readStore: stores.readStore,
        codec: stores.codec,
        registry,
      }),
    ).toMatchObject({ status: 'equal', events: 3 });
  });

  it("changes the read model's version for cached answers at the switch, though the position stays", async () => {
    await liveWith(['Cactus']);
    const before = await readModels.versionOf(topicsProjection);

    const { position } = await rebuild();

    expect(await runner.position(topicsProjection.name)).toBe(position);
    expect(before).toBe(`v1@${position}`);
    // Queries look the active build up again within a second.
    await eventually(async () => (await readModels.versionOf(topicsProjection)) === `v1_rtest@${position}`);
  });

  it('builds and activates a read model the shop never built', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [topicCreated('a', 'Cactus')]);

    expect(await rebuild()).toMatchObject({ build: 'v1_rtest', previousBuild: null, events: 1 });
    expect(await topicNames()).toEqual(['Cactus']);
  });

  it('interrupted, leaves no collection or checkpoint behind and switches nothing', async () => {
    await liveWith(['Cactus']);
    const collectionsBefore = await stores.readStore.listCollections();
    const interrupt = new AbortController();
    interrupt.abort(new Error('Interrupted'));

    await expect(rebuild({ signal: interrupt.signal })).rejects.toThrow('Interrupted');

    expect(await stores.readStore.listCollections()).toEqual(collectionsBefore);
    expect(await stores.readStore.checkpoints.load('projection:topics:v1_rtest')).toBeNull();
    expect(await registry.activeVersion('topics')).toMatchObject({ build: 'v1' });
  });

  it('refuses to rebuild with code of another version than the shop serves', async () => {
    await liveWith(['Cactus']);

    await expect(rebuild({ projection: { ...topicsProjection, version: 2 } })).rejects.toThrow(
      'topics: the shop serves version 1 and this code has version 2; rebuild with the code the shop runs',
    );
    expect(await registry.activeVersion('topics')).toMatchObject({ build: 'v1' });
  });
});
