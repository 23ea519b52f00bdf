import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { silentLogger } from '../logging/logger';
import type { TopicEvent } from '../testing/test-domain';
import type { Projection } from './projection';
import { ProjectionFailures } from './projection-failures';
import { checkpointKey, ProjectionRegistry, RETIRED_BUILD_GRACE_MS } from './projection-registry';
import { dropRetiredBuilds } from './retired-builds';
import { openRunnerTestStores, record } from './testing/runner-test-kit';
import { VersionSwitch } from './version-switch';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const inVersion = (version: number): Projection<TopicEvent> => ({
  name: 'topics',
  version,
  handles: ['TopicCreated'],
  collections: { topics: [{ keys: { slug: 1 } }], slugs: [] },
  apply: async () => {},
});

describe('version switch', () => {
  let stores: Stores;
  let registry: ProjectionRegistry;
  let activated: Mock<(projectionName: string) => void>;
  const switchFor = (version: number) =>
    new VersionSwitch(inVersion(version), {
      registry,
      readStore: stores.readStore,
      eventStore: stores.eventStore,
      logger: silentLogger,
      onActivated: activated,
    });

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    registry = new ProjectionRegistry(stores.readStore);
    activated = vi.fn<(projectionName: string) => void>();
  });
  afterEach(async () => {
    await stores.close();
  });

  const serve = async (version: number) => {
    const versions = switchFor(version);
    const role = await versions.decide();
    if (role.kind !== 'superseded') await versions.prepare(role, false);
    return role;
  };

  it('makes the first version of a projection the one queries read, with its indexes', async () => {
    expect(await serve(1)).toEqual({ kind: 'serving', build: 'v1' });

    expect(await registry.activeVersion('topics')).toEqual({
      version: 1,
      build: 'v1',
      collections: ['topics', 'slugs'],
    });
    await expect(
      stores.readStore.collection('topics_v1').createIndex({ keys: { slug: 1 }, unique: true }),
    ).rejects.toThrow(/different options/);
  });

  it('rebuilds a newer version beside the active one, up to the head of the log as it starts', async () => {
    await serve(1);
    const head = await record(stores.eventStore, stores.codec, 'topic-a', [
      {
        type: 'TopicCreated',
        data: { topicId: 'a', name: 'Cactus', slug: 'a' },
      },
    ]);

    expect(await switchFor(2).decide()).toEqual({ kind: 'rebuilding', build: 'v2', target: head });
    expect((await registry.activeVersion('topics'))?.version).toBe(1);
  });

  it('starts a rebuild that never applied anything from empty collections, and resumes one that did', async () => {
    await serve(1);
    await stores.readStore.collection('topics_v2').insertOne({ _id: 'left-by-a-crash' });
    const v2 = switchFor(2);
    const role = await v2.decide();
    if (role.kind === 'superseded') throw new Error('v2 is newer');

    await v2.prepare(role, true);
    expect(await stores.readStore.collection('topics_v2').count()).toBe(1);

    await v2.prepare(role, false);
    expect(await stores.readStore.collection('topics_v2').count()).toBe(0);
  });

  it('serves the build a rebuild of the same version switched queries to', async () => {
    await serve(1);
    await registry.switchOver(
      'topics',
      { version: 1, build: 'v1', collections: ['topics', 'slugs'] },
      { version: 1, build: 'v1_rx', collections: ['topics', 'slugs'] },
    );

    expect(await switchFor(1).decide()).toEqual({ kind: 'serving', build: 'v1_rx' });
    expect(await switchFor(1).stillActive('v1')).toBe(false);
    expect(await switchFor(1).stillActive('v1_rx')).toBe(true);
  });

  it('leaves an older version out once a newer one is active', async () => {
    await serve(2);
    expect(await switchFor(1).decide()).toEqual({ kind: 'superseded', activeVersion: 2 });
    expect(await stores.readStore.listCollections()).not.toContain('topics_v1');
  });

  it('takes over: queries switch, and the old build is retired, then dropped after the grace period', async () => {
    await serve(1);
    await stores.readStore.collection('topics_v1').insertOne({ _id: 'old' });
    await stores.readStore.checkpoints.save(checkpointKey('topics', 1), 9n, null);
    await new ProjectionFailures(stores.readStore).record(checkpointKey('topics', 1), 'boom');
    const v2 = switchFor(2);
    await serve(2);
    await stores.readStore.collection('topics_v2').insertOne({ _id: 'new' });

    await v2.takeOver();

    expect((await registry.activeVersion('topics'))?.version).toBe(2);
    expect(activated).toHaveBeenCalledWith('topics');
    const inGrace = new Date(Date.now() + RETIRED_BUILD_GRACE_MS - 1_000);
    expect(await dropRetiredBuilds(stores.readStore, registry, inGrace)).toEqual([]);
    expect(await stores.readStore.collection('topics_v1').count()).toBe(1);

    const afterGrace = new Date(Date.now() + RETIRED_BUILD_GRACE_MS + 1_000);
    expect(await dropRetiredBuilds(stores.readStore, registry, afterGrace)).toEqual([
      expect.objectContaining({ projection: 'topics', build: 'v1' }),
    ]);
    const collections = await stores.readStore.listCollections();
    expect(collections).toContain('topics_v2');
    expect(collections.filter((name) => name.endsWith('_v1'))).toEqual([]);
    expect(await stores.readStore.checkpoints.load(checkpointKey('topics', 1))).toBeNull();
    expect(await new ProjectionFailures(stores.readStore).errorOf(checkpointKey('topics', 1))).toBeNull();
    expect(await dropRetiredBuilds(stores.readStore, registry, afterGrace)).toEqual([]);
  });

  it('switches over only from the build that is still active', async () => {
    await serve(1);
    const v1 = { version: 1, build: 'v1', collections: ['topics'] };
    expect(await registry.switchOver('topics', v1, { ...v1, build: 'v1_ra' })).toBe(true);
    expect(await registry.switchOver('topics', v1, { ...v1, build: 'v1_rb' })).toBe(false);
    expect((await registry.activeVersion('topics'))?.build).toBe('v1_ra');
  });

  it('reads a registry entry written before builds had names as the first build', async () => {
    await stores.readStore
      .collection('projection_versions')
      .upsert({ _id: 'topics', version: 1, collections: ['topics'] });

    expect((await registry.activeVersion('topics'))?.build).toBe('v1');
    const v1 = { version: 1, build: 'v1', collections: ['topics'] };
    expect(await registry.switchOver('topics', v1, { ...v1, build: 'v1_ra' })).toBe(true);
  });
});
