import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { BullMqJobQueue, type BullMqJobQueueOptions } from './bullmq-job-queue';
import type { JobQueue } from './job-queue';
import { jobQueueContract } from './job-queue.contract';
import { patience, runWorkerThatDies, sleep, uniqueQueueName } from './job-queue.contract-support';

const redisUrl = inject('redisUrl');
const prefix = 'verdant-test';
const crashFixture = fileURLToPath(new URL('./bullmq-job-queue.crash.fixture.ts', import.meta.url));

jobQueueContract('BullMQ', {
  open: (stalled) => BullMqJobQueue.connect(redisUrl, { prefix, ...stalled }),
  runWorkerThatDies: (queueName, stalled) =>
    runWorkerThatDies(crashFixture, [redisUrl, prefix, queueName, JSON.stringify(stalled)]),
});

describe('BullMQ job queue in Redis', () => {
  const opened: BullMqJobQueue[] = [];
  const redis = new Redis(redisUrl);
  afterAll(() => redis.quit());

  async function connect(options: BullMqJobQueueOptions = {}): Promise<BullMqJobQueue> {
    const queue = await BullMqJobQueue.connect(redisUrl, { prefix, ...options });
    opened.push(queue);
    return queue;
  }

  function settled(queue: JobQueue, queueName: string, id: string, state: 'completed' | 'failed') {
    return expect.poll(() => queue.getJob(queueName, id), patience).toMatchObject({ state });
  }

  /** Whether any of the job's keys is left in Redis. */
  async function heldInRedis(queueName: string, id: string): Promise<boolean> {
    return (await redis.keys(`${prefix}:${queueName}:job-${id}*`)).length > 0;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
  });

  it('keeps only the newest finished jobs, completed and failed counted apart', async () => {
    const queue = await connect({ keepCompleted: { maxCount: 2 }, keepFailed: { maxCount: 1 } });
    const queueName = uniqueQueueName('mail');
    queue.work(queueName, async (job) => {
      if (job.payload === 'bounce') throw new Error('mailbox full');
      return 'sent';
    });
    const outcomes = {
      'sent-1': 'completed',
      'bounced-1': 'failed',
      'sent-2': 'completed',
      'bounced-2': 'failed',
      'sent-3': 'completed',
    } as const;
    for (const [id, outcome] of Object.entries(outcomes)) {
      await queue.enqueue(queueName, { id, payload: outcome === 'failed' ? 'bounce' : 'send' });
      await settled(queue, queueName, id, outcome);
    }

    const states = Object.fromEntries(
      await Promise.all(
        Object.keys(outcomes).map(async (id) => [id, (await queue.getJob(queueName, id))?.state ?? null]),
      ),
    );
    expect(states).toEqual({
      'sent-1': null,
      'bounced-1': null,
      'sent-2': 'completed',
      'bounced-2': 'failed',
      'sent-3': 'completed',
    });
    expect(await heldInRedis(queueName, 'sent-1')).toBe(false);
    expect(await heldInRedis(queueName, 'bounced-1')).toBe(false);
  });

  it('removes finished jobs older than their max age once a later one finishes the same way', async () => {
    const maxAgeMs = 200;
    const queue = await connect({ keepCompleted: { maxAgeMs }, keepFailed: { maxAgeMs } });
    const queueName = uniqueQueueName('reports');
    queue.work(queueName, async (job) => {
      if (job.payload === 'fail') throw new Error('export failed');
    });
    await queue.enqueue(queueName, { id: 'old-export', payload: 'succeed' });
    await queue.enqueue(queueName, { id: 'old-failure', payload: 'fail' });
    await settled(queue, queueName, 'old-export', 'completed');
    await settled(queue, queueName, 'old-failure', 'failed');
    await sleep(maxAgeMs + 50);

    await queue.enqueue(queueName, { id: 'new-export', payload: 'succeed' });
    await queue.enqueue(queueName, { id: 'new-failure', payload: 'fail' });
    await settled(queue, queueName, 'new-export', 'completed');
    await settled(queue, queueName, 'new-failure', 'failed');

    expect(await queue.getJob(queueName, 'old-export')).toBeNull();
    expect(await queue.getJob(queueName, 'old-failure')).toBeNull();
    expect(await heldInRedis(queueName, 'old-export')).toBe(false);
    expect(await heldInRedis(queueName, 'old-failure')).toBe(false);
  });

  it('keeps an id taken after its completed job is removed, until the completed max age', async () => {
    const keepCompleted = { maxCount: 1, maxAgeMs: 1_000 };
    const queue = await connect({ keepCompleted });
    const queueName = uniqueQueueName('mail');
    const runs: string[] = [];
    queue.work(queueName, async (job) => {
      runs.push(job.id);
    });
    const firstEnqueuedAt = Date.now();
    await queue.enqueue(queueName, { id: 'welcome-1', payload: {} });
    await settled(queue, queueName, 'welcome-1', 'completed');
    await queue.enqueue(queueName, { id: 'welcome-2', payload: {} });
    await settled(queue, queueName, 'welcome-2', 'completed');

    expect(await queue.getJob(queueName, 'welcome-1')).toBeNull();
    expect(await queue.enqueue(queueName, { id: 'welcome-1', payload: {} })).toEqual({ accepted: false });
    await sleep(firstEnqueuedAt + keepCompleted.maxAgeMs + 50 - Date.now());
    expect(await queue.enqueue(queueName, { id: 'welcome-1', payload: {} })).toEqual({ accepted: true });
    await settled(queue, queueName, 'welcome-1', 'completed');
    expect(runs).toEqual(['welcome-1', 'welcome-2', 'welcome-1']);
  });

  it('keeps completed jobs a day or 1,000 of them, and failed ones 7 days or 5,000, by default', async () => {
    const queue = await connect();
    const queueName = uniqueQueueName('payments');
    await queue.enqueue(queueName, { id: 'refund-1', payload: {} });

    const bullQueue = new Queue(queueName, { connection: redis, prefix });
    try {
      const stored = await bullQueue.getJob('job-refund-1');
      expect(stored?.opts).toMatchObject({
        removeOnComplete: { age: 86_400, count: 1_000 },
        removeOnFail: { age: 604_800, count: 5_000 },
      });
    } finally {
      await bullQueue.close();
    }
  });

  it("keeps a schedule's finished jobs as long as enqueued ones, each tried once", async () => {
    const queue = await connect({ keepCompleted: { maxCount: 10 }, keepFailed: { maxAgeMs: 60_000 } });
    const queueName = uniqueQueueName('payments');
    await queue.schedule(queueName, 'reconcile', { everyMs: 60_000 }, { payload: { kind: 'reconcile' } });

    const bullQueue = new Queue(queueName, { connection: redis, prefix });
    try {
      expect(await bullQueue.getJobScheduler('reconcile')).toMatchObject({
        every: 60_000,
        template: {
          data: { payload: { kind: 'reconcile' } },
          opts: {
            attempts: 1,
            removeOnComplete: { age: 86_400, count: 10 },
            removeOnFail: { age: 60, count: 5_000 },
          },
        },
      });
      expect(await bullQueue.getJobSchedulersCount()).toBe(1);
    } finally {
      await bullQueue.close();
    }
  });

  it('refuses to keep no finished jobs, or to keep them no time', async () => {
    await expect(connect({ keepCompleted: { maxCount: 0 } })).rejects.toThrow(RangeError);
    await expect(connect({ keepFailed: { maxAgeMs: 0 } })).rejects.toThrow(RangeError);
  });
});
