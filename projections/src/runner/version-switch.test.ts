import type { CategoryEvent } from '@verdant/domain/catalog/category';
import { silentLogger } from '@verdant/infrastructure/logging/logger';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { Projection } from '../projection';
import { openRunnerTestStores, record } from '../testing/runner-test-kit';
import { ProjectionFailures } from './projection-failures';
import { checkpointKey, ProjectionRegistry } from './projection-registry';
import { VersionSwitch } from './version-switch';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const inVersion = (version: number): Projection<CategoryEvent> => ({
  name: 'categories',
  version,
  handles: ['CategoryCreated'],
  collections: { categories: [{ keys: { slug: 1 } }], slugs: [] },
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

  it('makes the first version of a projection the one queries read, with its indexes', async () => {
    expect(await switchFor(1).prepare(false)).toEqual({ kind: 'serving' });

    expect(await registry.activeVersion('categories')).toEqual({
      version: 1,
      collections: ['categories', 'slugs'],
    });
    await expect(
      stores.readStore.collection('categories_v1').createIndex({ keys: { slug: 1 }, unique: true }),
    ).rejects.toThrow(/different options/);
  });

  it('rebuilds a newer version beside the active one, up to the head of the log as it starts', async () => {
    await switchFor(1).prepare(false);
    const head = await record(stores.eventStore, stores.codec, 'category-a', [
      {
        type: 'CategoryCreated',
        data: { categoryId: 'a', name: 'Cactus', slug: 'a', description: null, imageUrl: null },
      },
    ]);

    expect(await switchFor(2).prepare(false)).toEqual({ kind: 'rebuilding', target: head });
    expect((await registry.activeVersion('categories'))?.version).toBe(1);
  });

  it('starts a rebuild that never applied anything from empty collections, and resumes one that did', async () => {
    await switchFor(1).prepare(false);
    await stores.readStore.collection('categories_v2').insertOne({ _id: 'left-by-a-crash' });

    await switchFor(2).prepare(true);
    expect(await stores.readStore.collection('categories_v2').count()).toBe(1);

    await switchFor(2).prepare(false);
    expect(await stores.readStore.collection('categories_v2').count()).toBe(0);
  });

  it('leaves an older version out once a newer one is active', async () => {
    await switchFor(2).prepare(false);
    expect(await switchFor(1).prepare(true)).toEqual({ kind: 'superseded', activeVersion: 2 });
    expect(await stores.readStore.listCollections()).not.toContain('categories_v1');
  });

  it("takes over: queries switch, and the old version's collections, checkpoint and failure go", async () => {
    await switchFor(1).prepare(false);
    await stores.readStore.collection('categories_v1').insertOne({ _id: 'old' });
    await stores.readStore.checkpoints.save(checkpointKey('categories', 1), 9n, null);
    await new ProjectionFailures(stores.readStore).record(checkpointKey('categories', 1), 'boom');
    const v2 = switchFor(2);
    await v2.prepare(false);
    await stores.readStore.collection('categories_v2').insertOne({ _id: 'new' });

    await v2.takeOver();

    expect((await registry.activeVersion('categories'))?.version).toBe(2);
    expect(activated).toHaveBeenCalledWith('categories');
    const collections = await stores.readStore.listCollections();
    expect(collections).toContain('categories_v2');
    expect(collections.filter((name) => name.endsWith('_v1'))).toEqual([]);
    expect(await stores.readStore.checkpoints.load(checkpointKey('categories', 1))).toBeNull();
    expect(await new ProjectionFailures(stores.readStore).errorOf(checkpointKey('categories', 1))).toBeNull();
  });
});
