import { randomUUID } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { checkEnqueueOptions } from './enqueue-options';
import { checkedProgress, failureReason } from './job-outcome';
import type {
  EnqueueOptions,
  JobHandler,
  JobQueue,
  JobState,
  JobStatus,
  JobToEnqueue,
  JobWorker,
} from './job-queue';

export interface BullMqJobQueueOptions {
  /** Namespaces every Redis key of the queues; BullMQ's default is `bull`. */
  prefix?: string;
  /** Errors that belong to no caller, such as a lost Redis connection; defaults to console.error. */
  onError?(error: unknown): void;
}

/**
 * What BullMQ stores as a job's data. The token is new for every enqueue call: BullMQ answers a duplicate
 * job id with the id alone, so reading back whose token the stored job carries is what tells the winner of
 * an enqueue race from the losers, atomically, however many processes enqueue at once.
 */
interface Envelope {
  payload: unknown;
  enqueueToken: string;
}

type BullMqState = Awaited<ReturnType<Queue['getJobState']>>;

/** The distributed job queue: BullMQ on Redis. Jobs are kept after they finish, so their ids stay taken. */
export class BullMqJobQueue implements JobQueue {
  readonly #redisUrl: string;
  readonly #producer: Redis;
  readonly #prefix: string | undefined;
  readonly #onError: (error: unknown) => void;
  readonly #queues = new Map<string, Queue<Envelope>>();
  readonly #workers = new Set<Worker<Envelope>>();
  #closing: Promise<void> | undefined;

  private constructor(redisUrl: string, producer: Redis, options: BullMqJobQueueOptions) {
    this.#redisUrl = redisUrl;
    this.#producer = producer;
    this.#prefix = options.prefix;
    this.#onError = options.onError ?? console.error;
  }

  static async connect(redisUrl: string, options: BullMqJobQueueOptions = {}): Promise<BullMqJobQueue> {
    // Producers keep ioredis's bounded retries, so an enqueue fails visibly while Redis is down.
    const producer = new Redis(redisUrl);
    producer.on('error', options.onError ?? console.error);
    try {
      await producer.ping();
    } catch (error) {
      producer.disconnect();
      throw error;
    }
    return new BullMqJobQueue(redisUrl, producer, options);
  }

  async enqueue<Payload>(
    queue: string,
    job: JobToEnqueue<Payload>,
    options?: EnqueueOptions,
  ): Promise<{ accepted: boolean }> {
    const { attempts, backoff, delayMs } = checkEnqueueOptions(options);
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
        removeOnComplete: false,
        removeOnFail: false,
      },
    );
    const stored = await bullQueue.getJob(jobId);
    return { accepted: stored?.data.enqueueToken === enqueueToken };
  }

  work<Payload, Result>(
    queue: string,
    handler: JobHandler<Payload, Result>,
    options: { concurrency?: number } = {},
  ): JobWorker {
    this.#assertOpen();
    const worker = new Worker<Envelope>(queue, (job) => runHandler(handler, job), {
      // Workers block on Redis and must wait out a reconnect rather than give up.
      connection: { url: this.#redisUrl, maxRetriesPerRequest: null },
      prefix: this.#prefix,
      concurrency: options.concurrency ?? 1,
    });
    worker.on('error', this.#onError);
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
    const jobId = toBullMqJobId(id);
    // The state is read first, so the fields read after it are at least as new: a completed job has its result.
    const state = await bullQueue.getJobState(jobId);
    if (state === 'unknown') return null;
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
      failedReason: job.failedReason ?? null,
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
      queue = new Queue<Envelope>(name, { connection: this.#producer, prefix: this.#prefix });
      queue.on('error', this.#onError);
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
): Promise<Result | null> {
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

/** BullMQ refuses ids that are integers or contain `:`; encoding keeps every port id usable, one to one. */
function toBullMqJobId(id: string): string {
  return `job-${encodeURIComponent(id)}`;
}

function fromBullMqJobId(jobId: string): string {
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
