import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../job-queue/job-queue';
import { SqliteJobQueue } from '../job-queue/sqlite-job-queue';
import { silentLogger } from '../logging/logger';
import type { CheckpointStore } from '../read-store/read-store';
import type { TopicEvent } from '../testing/test-domain';
import type { Reaction } from './reaction';
import { ReactionRunner, reactionCheckpointKey } from './reaction-runner';
import { eventually, openRunnerTestStores, record } from './testing/runner-test-kit';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const created = (topicId: string): TopicEvent => ({
  type: 'TopicCreated',
  data: { topicId, name: topicId, slug: topicId },
});

/**
 * Announces each new topic, as a mail about it would; the topic deleted later in the same read makes that
 * announcement needless, as a finished checkout does its follow-up.
 */
const announce: Reaction<TopicEvent> = {
  name: 'announce-topic',
  handles: ['TopicCreated', 'TopicDeleted'],
  jobFor: (event) =>
    event.type === 'TopicCreated' && event.data.topicId !== 'quiet'
      ? {
          queue: 'announcements',
          job: { id: `announce-${event.data.topicId}`, payload: event.data.topicId },
        }
      : null,
  needlessJobs: (events) =>
    new Set(
      events
        .filter((event) => event.type === 'TopicDeleted')
        .map((event) => `announce-${event.data.topicId}`),
    ),
};

describe('reaction runner', () => {
  let stores: Stores;
  let directory: string;
  let jobs: SqliteJobQueue;
  let runners: ReactionRunner[];

  const start = (options: { checkpoints?: CheckpointStore; jobs?: JobQueue } = {}) => {
    const runner = new ReactionRunner({
      eventStore: stores.eventStore,
      codec: stores.codec,
      checkpoints: options.checkpoints ?? stores.readStore.checkpoints,
      jobs: options.jobs ?? jobs,
      reactions: [announce],
      logger: silentLogger,
      timing: { retryDelayMs: 20, maxRetryDelayMs: 20 },
    });
    runners.push(runner);
    runner.start();
    return runner;
  };
  /** The real queue with enqueueing observed or disturbed. */
  const queueWith = (enqueue: JobQueue['enqueue']): JobQueue => ({
    enqueue,
    schedule: (queue, scheduleId, options, job) => jobs.schedule(queue, scheduleId, options, job),
    work: (queue, handler, options) => jobs.work(queue, handler, options),
    getJob: (queue, id) => jobs.getJob(queue, id),
    close: () => jobs.close(),
  });
  const announced = async (topicId: string) =>
    (await jobs.getJob('announcements', `announce-${topicId}`))?.payload ?? null;
  const reactedUpTo = async (runner: ReactionRunner, position: bigint) =>
    eventually(() => BigInt(runner.status()[0]!.position) >= position);

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    directory = await mkdtemp(join(tmpdir(), 'verdant-reactions-'));
    jobs = await SqliteJobQueue.open({ file: join(directory, 'jobs.sqlite') });
    runners = [];
  });
  afterEach(async () => {
    for (const runner of runners) await runner.stop();
    await jobs.close();
    await stores.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('enqueues the jobs new events ask for, and none for the history before its first start', async () => {
    await record(stores.eventStore, stores.codec, 'topic-old', [created('old')]);
    const runner = start();
    await eventually(() => runner.status()[0]!.state === 'live');

    const position = await record(stores.eventStore, stores.codec, 'topic-new', [
      created('new'),
      created('quiet'),
    ]);
    await reactedUpTo(runner, position);

    expect(await announced('new')).toBe('new');
    expect(await announced('old')).toBeNull();
    expect(await jobs.getJob('announcements', 'announce-quiet')).toBeNull();
  });

  it('enqueues no job that later events of the same read make needless', async () => {
    const runner = start();
    await eventually(() => runner.status()[0]!.state === 'live');

    const position = await record(stores.eventStore, stores.codec, 'topic-brief', [
      created('brief'),
      created('lasting'),
      { type: 'TopicDeleted', data: { topicId: 'brief', slug: 'brief' } },
    ]);
    await reactedUpTo(runner, position);

    expect(await announced('lasting')).toBe('lasting');
    expect(await jobs.getJob('announcements', 'announce-brief')).toBeNull();
  });

  it('goes on from its checkpoint after a restart, reacting to what came while it was stopped', async () => {
    const first = start();
    await eventually(() => first.status()[0]!.state === 'live');
    await first.stop();
    const position = await record(stores.eventStore, stores.codec, 'topic-a', [created('a')]);

    const restarted = start();
    await reactedUpTo(restarted, position);

    expect(await announced('a')).toBe('a');
    expect(await stores.readStore.checkpoints.load(reactionCheckpointKey('announce-topic'))).not.toBeNull();
  });

  it('makes one job of an event handed again after a crash before its checkpoint', async () => {
    const lost: CheckpointStore = {
      load: (key) => stores.readStore.checkpoints.load(key),
      save: async (key, position, expected) =>
        position === 0n ? stores.readStore.checkpoints.save(key, position, expected) : true,
      delete: (key) => stores.readStore.checkpoints.delete(key),
    };
    const crashed = start({ checkpoints: lost });
    await eventually(() => crashed.status()[0]!.state === 'live');
    const position = await record(stores.eventStore, stores.codec, 'topic-a', [created('a')]);
    await reactedUpTo(crashed, position);
    await crashed.stop();
    const enqueued: string[] = [];
    const counting = queueWith((queue, job, options) => {
      enqueued.push(job.id);
      return jobs.enqueue(queue, job, options);
    });

    const restarted = start({ jobs: counting });
    await reactedUpTo(restarted, position);

    expect(enqueued).toEqual(['announce-a']);
    expect((await jobs.getJob('announcements', 'announce-a'))?.state).toBe('waiting');
    expect(await jobs.enqueue('announcements', { id: 'announce-a', payload: 'a' })).toEqual({
      accepted: false,
    });
  });

  it('shows a failing queue in its status and tries again until the job is enqueued', async () => {
    let queueDown = true;
    const flaky = queueWith(async (queue, job, options) => {
      if (queueDown) throw new Error('queue unreachable');
      return jobs.enqueue(queue, job, options);
    });
    const runner = start({ jobs: flaky });
    await eventually(() => runner.status()[0]!.state === 'live');
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a')]);

    await eventually(() => runner.status()[0]!.state === 'failed');
    expect(runner.status()[0]!.error).toBe('queue unreachable');
    queueDown = false;

    await eventually(async () => (await announced('a')) === 'a');
    await eventually(() => runner.status()[0]!.state === 'live');
    expect(runner.status()[0]!.error).toBeNull();
  });
});
