import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionRegistry, physicalCollectionName } from './projection-registry';
import type { ProjectionRunner } from './projection-runner';
import { checkReadModel } from './read-model-check';
import { openRunnerTestStores, record, topicCreated, topicsRunner } from './testing/runner-test-kit';
import { topicsProjection } from './testing/topics-projection';

describe('checking a live read model against its events', () => {
  let stores: Awaited<ReturnType<typeof openRunnerTestStores>>;
  let runner: ProjectionRunner;
  let registry: ProjectionRegistry;

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    registry = new ProjectionRegistry(stores.readStore);
    runner = topicsRunner(stores, registry);
  });
  afterEach(async () => {
    await runner.stop();
    await stores.close();
  });

  async function liveReadModelOf(events: number) {
    let head = 0n;
    for (let index = 0; index < events; index++)
      head = await record(stores.eventStore, stores.codec, `topic-c${index}`, [
        topicCreated(`c${index}`, `Ferns ${index}`),
      ]);
    runner.start();
    expect(await runner.waitFor(topicsProjection.name, head, 5_000)).toBe(true);
    await runner.stop();
    return head;
  }
  const check = () =>
    checkReadModel(topicsProjection, {
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      codec: stores.codec,
      registry,
    });

  it('finds a read model kept by its events equal to one rebuilt from them, and leaves no scratch behind', async () => {
    const head = await liveReadModelOf(1_200);
    const collectionsBefore = await stores.readStore.listCollections();

    expect(await check()).toMatchObject({ status: 'equal', position: head, events: 1_200, differences: [] });
    expect(await stores.readStore.listCollections()).toEqual(collectionsBefore);
  });

  it('names every document that drifted from its events: changed, missing and extra', async () => {
    await liveReadModelOf(3);
    const live = stores.readStore.collection(physicalCollectionName('topics', topicsProjection.version));
    await live.updateOne({ _id: 'c0' }, { $set: { name: 'Not what happened' } });
    await live.deleteOne({ _id: 'c1' });
    await live.insertOne({ _id: 'c-ghost', name: 'Never created' });

    const result = await check();

    expect(result).toMatchObject({ status: 'different' });
    const differences = result.status === 'not built' ? [] : result.differences;
    expect(
      differences.map(({ documentId, live, rebuilt }) => [
        documentId,
        live?.name ?? null,
        rebuilt?.name ?? null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['c0', 'Not what happened', 'Ferns 0'],
        ['c1', null, 'Ferns 1'],
        ['c-ghost', 'Never created', null],
      ]),
    );
    expect(differences).toHaveLength(3);
  });

  it('says a read model never built is not built', async () => {
    expect(await check()).toEqual({ projection: topicsProjection.name, status: 'not built' });
  });
});
