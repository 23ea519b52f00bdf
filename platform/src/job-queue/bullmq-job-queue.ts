import { randomUUID } from 'node:crypto';
import { type Job, type KeepJobs, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { checkEnqueueOptions } from './enqueue-options';
import { checkedProgress, failureReason } from './job-outcome';
import type {
  EnqueueOptions,
  JobHandler,
  JobQueue,
  JobState,
  JobStatus,
  JobTemplate,
  JobToEnqueue,
  JobWorker,
  ScheduleOptions,
} from './job-queue';
import { checkSchedule, parseScheduledJobId, scheduledJobId } from './job-schedules';
import {
  type CheckedStalledJobOptions,
  checkStalledJobOptions,
  STALLED_TOO_OFTEN,
  type StalledJobOptions,
} from './stalled-jobs';

/** How many finished jobs of a queue Redis keeps, and for how long. */
export interface FinishedJobRetention {
  /** Older finished jobs are removed the next time a job of their queue finishes the same way. */
  maxAgeMs: number;
  /** Only this many finished jobs, the newest, are kept. */
  maxCount: number;
}

export interface BullMqJobQueueOptions extends StalledJobOptions {
  /** Namespaces every Redis key of the queues; BullMQ's default is `bull`. */
  prefix?: string;
  /**
   * Defaults to a day and 1,000 jobs, enough to read an outcome back. The age is also how long an id stays
   * taken after its enqueue, even once the count has removed its job.
   */
  keepCompleted?: Partial<FinishedJobRetention>;
  /** Defaults to 7 days and 5,000 jobs: failures are kept longer, for operators to look into. */
  keepFailed?: Partial<FinishedJobRetention>;
  /** Errors that belong to no caller, such as a lost Redis connection; defaults to console.error. */
  onError?(error: unknown): void;
}

const DAY_MS = 86_400_000;
const DEFAULT_KEEP_COMPLETED: FinishedJobRetention = { maxAgeMs: DAY_MS, maxCount: 1_000 };
const DEFAULT_KEEP_FAILED: FinishedJobRetention = { maxAgeMs: 7 * DAY_MS, maxCount: 5_000 };

interface Settings {
  prefix: string | undefined;
  keepCompleted: FinishedJobRetention;
  keepFailed: FinishedJobRetention;
  stalled: CheckedStalledJobOptions;
  onError(error: unknown): void;
}

/** BullMQ's own failed reason for a job that stalled more than maxStalledCount times. */
const BULLMQ_STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

/**
 * What BullMQ stores as a job's data. The token is new for every enqueue call: BullMQ answers a duplicate
 * job id with the id alone, so reading back whose token the stored job carries is what tells the winner of
 * an enqueue race from the losers, atomically, however many processes enqueue at once. A job removed while
 * its id is still taken reads back as nothing, which is a loss too.
 */
interface Envelope {
  payload: unknown;
  enqueueToken: string;
}

type BullMqState = Awaited<ReturnType<Queue['getJobState']>>;

/**
 * The distributed job queue: BullMQ on Redis. Finished jobs are kept for a bounded time and number, so Redis
 * does not grow for ever; an id stays taken while its job is kept, and at least `keepCompleted.maxAgeMs`
 * after its enqueue. Schedules are BullMQ job schedulers: the worker that takes a scheduled job adds the next
 * one (atomically, once) before running it, so how the job ends does not matter to the schedule.
 */
export class BullMqJobQueue implements JobQueue {
  readonly #redisUrl: string;
  readonly #producer: Redis;
  readonly #settings: Settings;
  readonly #queues = new Map<string, Queue<Envelope>>();
  readonly #workers = new Set<Worker<Envelope>>();
  #closing: Promise<void> | undefined;

  private constructor(redisUrl: string, producer: Redis, settings: Settings) {
    this.#redisUrl = redisUrl;
    this.#producer = producer;
    this.#settings = settings;
  }

  static async connect(redisUrl: string, options: BullMqJobQueueOptions = {}): Promise<BullMqJobQueue> {
    const settings: Settings = {
      prefix: options.prefix,
      keepCompleted: checkedRetention('keepCompleted', options.keepCompleted, DEFAULT_KEEP_COMPLETED),
      keepFailed: checkedRetention('keepFailed', options.keepFailed, DEFAULT_KEEP_FAILED),
      stalled: checkStalledJobOptions(options),
      onError: options.onError ?? console.error,
    };
    // Producers keep ioredis's bounded retries, so an enqueue fails visibly while Redis is down.
    const producer = new Redis(redisUrl);
    producer.on('error', settings.onError);
    try {
      await producer.ping();
    } catch (error) {
      producer.disconnect();
      throw error;
    }
    return new BullMqJobQueue(redisUrl, producer, settings);
  }

  async enqueue<Payload>(
    queue: string,
    job: JobToEnqueue<Payload>,
    options?: EnqueueOptions,
  ): Promise<{ accepted: boolean }> {
    const { attempts, backoff, delayMs } = checkEnqueueOptions(options);
    const { keepCompleted, keepFailed } = this.#settings;
    const bullQueue = this.#queue(queue);
    const jobId = toBullMqJobId(job.id);
    const enqueueToken = randomUUID();
    await bullQueue.add(
      job.name ?? queue,
      { payload: job.payload, enqueueToken },
      {
        jobId,
        attempts,
        backoff: backoff ? { type: backoff.type, delay: backoff.delayMs } : undefined,
        delay: delayMs,
        removeOnComplete: toKeepJobs(keepCompleted),
        removeOnFail: toKeepJobs(keepFailed),
        // Remembers the id once the count has removed a completed job, so enqueueing it again stays a no-op.
        deduplication: { id: jobId, ttl: Math.ceil(keepCompleted.maxAgeMs) },
      },
    );
    const stored = await bullQueue.getJob(jobId);
    return { accepted: stored?.data.enqueueToken === enqueueToken };
  }

  async schedule<Payload>(
    queue: string,
    scheduleId: string,
    options: ScheduleOptions,
    job: JobTemplate<Payload>,
  ): Promise<void> {
    const { everyMs } = checkSchedule(scheduleId, options);
    const { keepCompleted, keepFailed } = this.#settings;
    await this.#queue(queue).upsertJobScheduler(
      toBullMqSchedulerId(scheduleId),
      { every: everyMs },
      {
        name: job.name ?? scheduleId,
        // No enqueue races for: the scheduler alone adds these jobs.
        data: { payload: job.payload, enqueueToken: '' },
        opts: {
          attempts: 1,
          removeOnComplete: toKeepJobs(keepCompleted),
          removeOnFail: toKeepJobs(keepFailed),
        },
      },
    );
  }

  work<Payload, Result>(
    queue: string,
    handler: JobHandler<Payload, Result>,
    options: { concurrency?: number } = {},
  ): JobWorker {
    this.#assertOpen();
    const { prefix, stalled, onError } = this.#settings;
    const worker = new Worker<Envelope>(queue, (job) => runHandler(handler, job, stalled.maxStalledCount), {
      // Workers block on Redis and must wait out a reconnect rather than give up.
      connection: { url: this.#redisUrl, maxRetriesPerRequest: null },
      prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: stalled.leaseMs,
      // A third of the lease, as SQLite renews: a live job outlasts one missed renewal.
      lockRenewTime: stalled.leaseMs / 3,
      stalledInterval: stalled.stalledCheckIntervalMs,
      maxStalledCount: stalled.maxStalledCount,
    });
    worker.on('error', onError);
    this.#workers.add(worker);
    return {
      close: async () => {
        await worker.close();
        this.#workers.delete(worker);
      },
    };
  }

  async getJob(queue: string, id: string): Promise<JobStatus | null> {
    const bullQueue = this.#queue(queue);
    // An enqueued job's first; an id of the scheduled form that no enqueue took may be a schedule's job.
    const scheduled = parseScheduledJobId(id);
    const candidates = [toBullMqJobId(id), ...(scheduled ? [toBullMqScheduledJobId(scheduled)] : [])];
    let jobId: string | undefined;
    let state: BullMqState = 'unknown';
    for (const candidate of candidates) {
      // The state is read first, so the fields read after it are at least as new: a completed job has its result.
      state = await bullQueue.getJobState(candidate);
      jobId = candidate;
      if (state !== 'unknown') break;
    }
    if (state === 'unknown' || jobId === undefined) return null;
    const job = await bullQueue.getJob(jobId);
    if (!job) return null;
    return {
      id,
      name: job.name,
      state: toJobState(state),
      payload: job.data.payload,
      attemptsMade: job.attemptsMade,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      result: job.returnvalue ?? null,
      failedReason:
        job.failedReason === BULLMQ_STALLED_TOO_OFTEN ? STALLED_TOO_OFTEN : (job.failedReason ?? null),
    };
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown();
    return this.#closing;
  }

  async #shutDown(): Promise<void> {
    await Promise.all([...this.#workers].map((worker) => worker.close()));
    await Promise.all([...this.#queues.values()].map((queue) => queue.close()));
    await this.#producer.quit();
  }

  #queue(name: string): Queue<Envelope> {
    this.#assertOpen();
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new Queue<Envelope>(name, { connection: this.#producer, prefix: this.#settings.prefix });
      queue.on('error', this.#settings.onError);
      this.#queues.set(name, queue);
    }
    return queue;
  }

  #assertOpen(): void {
    if (this.#closing) throw new Error('The job queue is closed');
  }
}

async function runHandler<Payload, Result>(
  handler: JobHandler<Payload, Result>,
  job: Job<Envelope>,
  maxStalledCount: number,
): Promise<Result | null> {
  // BullMQ runs a scheduler's job again after every stall, without limit; the port gives it up as any other.
  if (job.repeatJobKey !== undefined && job.stalledCounter > maxStalledCount) {
    throw new Error(STALLED_TOO_OFTEN);
  }
  try {
    const result = await handler({
      id: fromBullMqJobId(job.id ?? ''),
      name: job.name,
      payload: job.data.payload as Payload,
      // Counts starts, not finishes, so a try cut short by a crashed worker is counted too.
      attempt: job.attemptsStarted,
      reportProgress: async (percent) => job.updateProgress(checkedProgress(percent)),
    });
    return result ?? null;
  } catch (thrown) {
    // BullMQ records `.message`, which a thrown string or object does not have.
    throw thrown instanceof Error ? thrown : new Error(failureReason(thrown));
  }
}

function checkedRetention(
  option: string,
  retention: Partial<FinishedJobRetention> | undefined,
  defaults: FinishedJobRetention,
): FinishedJobRetention {
  const checked = { ...defaults, ...retention };
  if (!Number.isFinite(checked.maxAgeMs) || checked.maxAgeMs <= 0) {
    throw new RangeError(
      `${option}.maxAgeMs must be a finite number of milliseconds above 0, got ${checked.maxAgeMs}`,
    );
  }
  // None kept would leave nothing to read an outcome back from.
  if (!Number.isInteger(checked.maxCount) || checked.maxCount < 1) {
    throw new RangeError(`${option}.maxCount must be a whole number of at least 1, got ${checked.maxCount}`);
  }
  return checked;
}

function toKeepJobs({ maxAgeMs, maxCount }: FinishedJobRetention): KeepJobs {
  return { age: maxAgeMs / 1000, count: maxCount };
}

/** BullMQ refuses ids that are integers or contain `:`; encoding keeps every port id usable, one to one. */
function toBullMqJobId(id: string): string {
  return `job-${encodeURIComponent(id)}`;
}

/** Encoded, a schedule id holds no `:`, so the ids of its jobs (`repeat:<scheduler>:<due at>`) parse back. */
function toBullMqSchedulerId(scheduleId: string): string {
  return encodeURIComponent(scheduleId);
}

/** The id BullMQ gives the job a scheduler adds for the period due at `dueAt`. */
function toBullMqScheduledJobId({ scheduleId, dueAt }: { scheduleId: string; dueAt: number }): string {
  return `repeat:${toBullMqSchedulerId(scheduleId)}:${dueAt}`;
}

function fromBullMqJobId(jobId: string): string {
  const scheduled = /^repeat:([^:]+):(\d+)$/.exec(jobId);
  if (scheduled) return scheduledJobId(decodeURIComponent(scheduled[1]!), Number(scheduled[2]));
  return decodeURIComponent(jobId.slice('job-'.length));
}

function toJobState(state: Exclude<BullMqState, 'unknown'>): JobState {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    default:
      return state;
  }
}
