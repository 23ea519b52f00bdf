import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger';
import type { CheckpointStore, ReadStore, StoredDocument } from '../read-store/read-store';
import type { TopicEvent } from '../testing/test-domain';
import { CheckpointMonitor } from './checkpoint-monitor';
import type { Projection } from './projection';
import { checkpointKey, ProjectionRegistry } from './projection-registry';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import { eventually, openRunnerTestStores, record, systemMetadata } from './testing/runner-test-kit';
import { type TopicView, topicsProjection } from './testing/topics-projection';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const created = (topicId: string, name: string): TopicEvent => ({
  type: 'TopicCreated',
  data: { topicId, name, slug: topicId },
});

/** The read store with its checkpoint reads counted, and held back or failing while a test says so. */
class WatchedCheckpointReads {
  count = 0;
  holding = false;
  failing = false;
  readonly store: ReadStore;
  readonly #held: (() => void)[] = [];

  constructor(readStore: ReadStore) {
    const checkpoints: CheckpointStore = {
      load: async (key) => {
        this.count += 1;
        if (this.failing) throw new Error('read store unreachable');
        if (this.holding) await new Promise<void>((release) => this.#held.push(release));
        return readStore.checkpoints.load(key);
      },
      save: (key, position, expected) => readStore.checkpoints.save(key, position, expected),
      delete: (key) => readStore.checkpoints.delete(key),
    };
    this.store = {
      collection: <T extends StoredDocument>(name: string) => readStore.collection<T>(name),
      listCollections: () => readStore.listCollections(),
      dropCollection: (name) => readStore.dropCollection(name),
      claimFence: (name) => readStore.claimFence(name),
      fenced: (fence) => readStore.fenced(fence),
      checkpoints,
      close: () => readStore.close(),
    };
  }

  get held(): number {
    return this.#held.length;
  }

  /** The held reads go on, and see the checkpoint as it is now. */
  release(): void {
    for (const release of this.#held.splice(0)) release();
  }
}

/*
 * The server's side of PROJECTIONS=external: it sees the projection worker only through what the worker
 * leaves in the shared stores. Here the "worker" is a runner on the same stores, as workers/ runs it.
 */
describe('checkpoint monitor', () => {
  let stores: Stores;
  let workers: ProjectionRunner[];

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    workers = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await stores.close();
  });

  const monitorOf = (projections: readonly Projection[]) =>
    new CheckpointMonitor(
      stores.eventStore,
      stores.readStore,
      new ProjectionRegistry(stores.readStore),
      projections,
    );

  const monitorReading = (reads: WatchedCheckpointReads, projections: readonly Projection[]) =>
    new CheckpointMonitor(stores.eventStore, reads.store, new ProjectionRegistry(reads.store), projections);

  function startWorker(projections: readonly Projection[], timing: ProjectionRunnerOptions['timing'] = {}) {
    const worker = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      codec: stores.codec,
      registry: new ProjectionRegistry(stores.readStore),
      projections,
      logger: silentLogger,
      timing: { retryDelayMs: 60_000, ...timing },
    });
    workers.push(worker);
    worker.start();
    return worker;
  }

  const saveCheckpoint = (version: number, position: bigint, expected: bigint | null) =>
    stores.readStore.checkpoints.save(checkpointKey('topics', version), position, expected);

  it('reports position and lag from the stored checkpoint as it advances', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus'), created('b', 'Fern')]);
    const monitor = monitorOf([topicsProjection]);
    const expected = { name: 'topics', version: 1, build: 'v1', headPosition: '2', error: null };

    expect(await monitor.status()).toEqual([{ ...expected, state: 'catching_up', position: '0', lag: '2' }]);
    expect(await monitor.position('topics')).toBe(0n);

    await saveCheckpoint(1, 1n, null);
    expect(await monitor.status()).toEqual([{ ...expected, state: 'catching_up', position: '1', lag: '1' }]);
    expect(await monitor.position('topics')).toBe(1n);

    await saveCheckpoint(1, 2n, 1n);
    expect(await monitor.status()).toEqual([{ ...expected, state: 'live', position: '2', lag: '0' }]);
    expect(await monitor.position('topics')).toBe(2n);
  });

  it('reports the version queries read while a newer one rebuilds beside it', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus'), created('b', 'Fern')]);
    await new ProjectionRegistry(stores.readStore).activateFirst('topics', {
      version: 1,
      build: 'v1',
      collections: ['topics'],
    });
    await saveCheckpoint(1, 2n, null);
    await saveCheckpoint(2, 1n, null);
    const monitor = monitorOf([{ ...topicsProjection, version: 2 }]);

    expect(await monitor.status()).toEqual([
      expect.objectContaining({ version: 1, state: 'live', position: '2', lag: '0' }),
    ]);
    expect(await monitor.position('topics')).toBe(2n);
  });

  it('follows the checkpoints a projection worker saves, and read-your-writes then sees the write', async () => {
    startWorker([topicsProjection]);
    const monitor = monitorOf([topicsProjection]);

    const position = await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus')]);

    expect(await monitor.waitFor('topics', position, 5_000)).toBe(true);
    const topics = await stores.readStore.collection<TopicView>('topics_v1').find({});
    expect(topics.map((topic) => topic.name)).toEqual(['Cactus']);
    expect(await monitor.status()).toEqual([
      expect.objectContaining({ state: 'live', position: String(position), lag: '0', error: null }),
    ]);
  });

  it('waits until the checkpoint reaches the position', async () => {
    const monitor = monitorOf([topicsProjection]);
    let answered = false;
    const waiting = monitor.waitFor('topics', 2n, 5_000).finally(() => {
      answered = true;
    });

    await saveCheckpoint(1, 1n, null);
    await sleep(100);
    expect(answered).toBe(false);

    await saveCheckpoint(1, 2n, 1n);
    expect(await waiting).toBe(true);
  });

  it('gives up waiting after the timeout while the checkpoint stays behind', async () => {
    const monitor = monitorOf([topicsProjection]);
    await saveCheckpoint(1, 1n, null);
    const startedAt = Date.now();

    expect(await monitor.waitFor('topics', 2n, 100)).toBe(false);

    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(100);
  });

  it('shows a projection the worker stopped at an unreadable event as failed, with the error (as /healthz does)', async () => {
    const { position } = await stores.eventStore.append(
      'mystery-1',
      [{ type: 'SomethingNobodyDefined', data: {}, metadata: systemMetadata() }],
      { expectedRevision: 'no_stream' },
    );
    startWorker([topicsProjection]);
    const monitor = monitorOf([topicsProjection]);

    await eventually(async () => (await monitor.status())[0]?.state === 'failed');

    expect(await monitor.status()).toEqual([
      {
        name: 'topics',
        version: 1,
        build: 'v1',
        state: 'failed',
        position: '0',
        headPosition: String(position),
        lag: String(position),
        error: `Unreadable event in stream mystery-1 at position ${position}: unknown event type SomethingNobodyDefined`,
      },
    ]);
  });

  it('clears the failure once the worker gets past a passing fault', async () => {
    let readStoreDown = true;
    const flaky: Projection<TopicEvent> = {
      name: 'flaky',
      version: 1,
      handles: ['TopicCreated'],
      collections: { seen: [] },
      async apply(events, collections) {
        if (readStoreDown) throw new Error('read store timed out');
        for (const event of events) await collections.collection('seen').upsert({ _id: event.streamId });
      },
    };
    const position = await record(stores.eventStore, stores.codec, 'topic-a', [created('a', 'Cactus')]);
    startWorker([flaky], { retryDelayMs: 20, maxRetryDelayMs: 50 });
    const monitor = monitorOf([flaky]);

    await eventually(async () => (await monitor.status())[0]?.state === 'failed');
    expect((await monitor.status())[0]?.error).toBe(
      `TopicCreated in stream topic-a at position ${position} could not be applied: read store timed out`,
    );

    readStoreDown = false;
    expect(await monitor.waitFor('flaky', position, 5_000)).toBe(true);
    expect(await monitor.status()).toEqual([
      expect.objectContaining({ state: 'live', position: String(position), error: null }),
    ]);
  });

  describe('read-your-writes under load', () => {
    let reads: WatchedCheckpointReads;
    let monitor: CheckpointMonitor;

    beforeEach(() => {
      reads = new WatchedCheckpointReads(stores.readStore);
      monitor = monitorReading(reads, [topicsProjection]);
    });

    const nextReadHeld = () => eventually(() => reads.held > 0);

    it('answers 100 waiters on one projection with one checkpoint read a tick, not one each', async () => {
      reads.holding = true;
      let answered = 0;
      const waiting = Array.from({ length: 100 }, () =>
        monitor.waitFor('topics', 3n, 5_000).finally(() => {
          answered += 1;
        }),
      );

      await nextReadHeld();
      expect(reads.count).toBe(1);
      await saveCheckpoint(1, 1n, null);
      reads.release();
      await nextReadHeld();
      await saveCheckpoint(1, 2n, 1n);
      reads.release();
      await nextReadHeld();
      expect(answered).toBe(0);
      expect(reads.count).toBe(3);

      await saveCheckpoint(1, 3n, 2n);
      reads.release();
      expect(await Promise.all(waiting)).toEqual(Array(100).fill(true));
      expect(reads.count).toBe(3);
    });

    it('wakes the waiters for different positions as the checkpoint passes each', async () => {
      reads.holding = true;
      const answers: string[] = [];
      const [first, second, third] = [1n, 2n, 3n].map((position) =>
        monitor.waitFor('topics', position, 5_000).then((reached) => {
          answers.push(`${position}: ${reached}`);
          return reached;
        }),
      );

      await nextReadHeld();
      expect(reads.count).toBe(1);
      await saveCheckpoint(1, 2n, null);
      reads.release();
      await Promise.all([first, second]);
      await nextReadHeld();
      expect(answers).toEqual(['1: true', '2: true']);

      await saveCheckpoint(1, 3n, 2n);
      reads.release();
      expect(await third).toBe(true);
      expect(answers).toEqual(['1: true', '2: true', '3: true']);
      expect(reads.count).toBe(2);
    });

    it('answers false at the deadline, even while a checkpoint read hangs', async () => {
      reads.holding = true;
      const patient = monitor.waitFor('topics', 1n, 5_000);
      const impatient = monitor.waitFor('topics', 1n, 50);

      expect(await Promise.race([impatient, sleep(2_000, 'still waiting')])).toBe(false);

      await saveCheckpoint(1, 1n, null);
      reads.release();
      expect(await patient).toBe(true);
    });

    it('reads checkpoints only while someone waits', async () => {
      await sleep(50);
      expect(reads.count).toBe(0);

      reads.holding = true;
      const waiting = [monitor.waitFor('topics', 1n, 5_000), monitor.waitFor('topics', 1n, 5_000)];
      await nextReadHeld();
      expect(reads.count).toBe(1);
      await saveCheckpoint(1, 1n, null);
      reads.holding = false;
      reads.release();
      expect(await Promise.all(waiting)).toEqual([true, true]);

      const readsWhileAnswered = reads.count;
      await sleep(100);
      expect(reads.count).toBe(readsWhileAnswered);

      expect(await monitor.waitFor('topics', 2n, 50)).toBe(false);
      const readsWhileTimedOut = reads.count;
      expect(readsWhileTimedOut).toBeGreaterThan(readsWhileAnswered);
      await sleep(100);
      // Only a read already under way at the deadline may finish.
      expect(reads.count - readsWhileTimedOut).toBeLessThanOrEqual(1);
    });

    it('keeps waiting through checkpoint reads that fail, and answers once the read store is back', async () => {
      reads.failing = true;
      const patient = monitor.waitFor('topics', 1n, 5_000);
      const impatient = monitor.waitFor('topics', 1n, 100);

      await eventually(() => reads.count >= 3);
      expect(await impatient).toBe(false);

      reads.failing = false;
      await saveCheckpoint(1, 1n, null);
      expect(await patient).toBe(true);
    });
  });
});
