import { randomUUID } from 'node:crypto';
import { checkEnqueueOptions } from './enqueue-options';
import type {
  EnqueueOptions,
  JobHandler,
  JobQueue,
  JobStatus,
  JobTemplate,
  JobToEnqueue,
  JobWorker,
  ScheduleOptions,
} from './job-queue';
import { checkSchedule } from './job-schedules';
import { type Lease, type NewJob, SqliteJobStore } from './sqlite-job-store';
import { SqliteJobWorker } from './sqlite-job-worker';
import {
  type CheckedStalledJobOptions,
  checkStalledJobOptions,
  type StalledJobOptions,
} from './stalled-jobs';

export interface SqliteJobQueueOptions extends StalledJobOptions {
  /** The SQLite file, normally under DATA_DIR; missing parent directories are created. */
  file: string;
  /** How often workers look for jobs enqueued by other processes; defaults to 250 ms. */
  pollIntervalMs?: number;
  /** Errors that belong to no caller, such as a failure to record a job's outcome; defaults to console.error. */
  onError?(error: unknown): void;
}

/**
 * The embedded job queue: durable jobs in a SQLite file, shared safely by several processes. Jobs run under
 * a lease their queue renews while it lives, so a process that dies mid-job loses them to the next stalled
 * check or the next open, and a live one never does. Finished jobs are kept for good. A schedule is a row of
 * its own, which the queue's workers turn into a job as each period falls due.
 */
export class SqliteJobQueue implements JobQueue {
  readonly #store: SqliteJobStore;
  readonly #lease: Lease;
  readonly #maxStalledCount: number;
  readonly #pollIntervalMs: number;
  readonly #onError: (error: unknown) => void;
  readonly #workers = new Set<Pick<SqliteJobWorker<unknown, unknown>, 'queue' | 'wakeSoon' | 'close'>>();
  readonly #leaseRenewal: NodeJS.Timeout;
  readonly #stalledCheck: NodeJS.Timeout;
  /** Jobs enqueued in this turn of the event loop, written together at its end: one disk flush for all. */
  #toInsert: { job: NewJob; settle(accepted: boolean | Error): void }[] = [];
  #closing: Promise<void> | undefined;

  private constructor(
    store: SqliteJobStore,
    options: SqliteJobQueueOptions,
    stalled: CheckedStalledJobOptions,
  ) {
    this.#store = store;
    this.#lease = { token: randomUUID(), durationMs: stalled.leaseMs };
    this.#maxStalledCount = stalled.maxStalledCount;
    this.#pollIntervalMs = options.pollIntervalMs ?? 250;
    this.#onError = options.onError ?? console.error;
    this.#leaseRenewal = setInterval(() => this.#renewLease(), this.#lease.durationMs / 3);
    this.#stalledCheck = setInterval(() => this.#recoverStalledJobs(), stalled.stalledCheckIntervalMs);
    // Workers' polling keeps a worker process alive; these timers alone must not keep a producer alive.
    this.#leaseRenewal.unref();
    this.#stalledCheck.unref();
  }

  static async open(options: SqliteJobQueueOptions): Promise<SqliteJobQueue> {
    const stalled = checkStalledJobOptions(options);
    const store = new SqliteJobStore(options.file);
    store.recoverStalledJobs(stalled.maxStalledCount, Date.now());
    return new SqliteJobQueue(store, options, stalled);
  }

  async enqueue<Payload>(
    queue: string,
    job: JobToEnqueue<Payload>,
    options?: EnqueueOptions,
  ): Promise<{ accepted: boolean }> {
    this.#assertOpen();
    const checked: NewJob = {
      queue,
      id: job.id,
      name: job.name ?? queue,
      payload: JSON.stringify(job.payload ?? null),
      ...checkEnqueueOptions(options),
    };
    const accepted = await new Promise<boolean>((resolve, reject) => {
      if (this.#toInsert.length === 0) setImmediate(() => this.#insertPending());
      this.#toInsert.push({
        job: checked,
        settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
      });
    });
    if (accepted) this.#wakeWorkers(queue);
    return { accepted };
  }

  #insertPending(): void {
    const pending = this.#toInsert;
    this.#toInsert = [];
    try {
      const accepted = this.#store.insertAll(
        pending.map(({ job }) => job),
        Date.now(),
      );
      pending.forEach(({ settle }, index) => {
        settle(accepted[index]!);
      });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const { settle } of pending) settle(failure);
    }
  }

  async schedule<Payload>(
    queue: string,
    scheduleId: string,
    options: ScheduleOptions,
    job: JobTemplate<Payload>,
  ): Promise<void> {
    this.#assertOpen();
    const { everyMs } = checkSchedule(scheduleId, options);
    this.#store.upsertSchedule(
      {
        queue,
        id: scheduleId,
        everyMs,
        name: job.name ?? scheduleId,
        payload: JSON.stringify(job.payload ?? null),
      },
      Date.now(),
    );
    this.#wakeWorkers(queue);
  }

  work<Payload, Result>(
    queue: string,
    handler: JobHandler<Payload, Result>,
    options: { concurrency?: number } = {},
  ): JobWorker {
    this.#assertOpen();
    const concurrency = options.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new RangeError(`concurrency must be a whole number of at least 1, got ${concurrency}`);
    }
    const worker = new SqliteJobWorker({
      store: this.#store,
      queue,
      handler,
      concurrency,
      lease: this.#lease,
      pollIntervalMs: this.#pollIntervalMs,
      onError: this.#onError,
      onClosed: (closed) => this.#workers.delete(closed),
    });
    this.#workers.add(worker);
    worker.wakeSoon();
    return worker;
  }

  async getJob(queue: string, id: string): Promise<JobStatus | null> {
    this.#assertOpen();
    const job = this.#store.get(queue, id);
    if (!job) return null;
    return {
      ...job,
      payload: JSON.parse(job.payload),
      result: job.result === null ? null : JSON.parse(job.result),
    };
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown();
    return this.#closing;
  }

  async #shutDown(): Promise<void> {
    if (this.#toInsert.length > 0) this.#insertPending();
    await Promise.all([...this.#workers].map((worker) => worker.close()));
    clearInterval(this.#leaseRenewal);
    clearInterval(this.#stalledCheck);
    this.#store.close();
  }

  #wakeWorkers(queue: string): void {
    for (const worker of this.#workers) {
      if (worker.queue === queue) worker.wakeSoon();
    }
  }

  #renewLease(): void {
    try {
      this.#store.renewLease(this.#lease, Date.now());
    } catch (error) {
      this.#onError(error);
    }
  }

  #recoverStalledJobs(): void {
    try {
      for (const queue of this.#store.recoverStalledJobs(this.#maxStalledCount, Date.now())) {
        this.#wakeWorkers(queue);
      }
    } catch (error) {
      this.#onError(error);
    }
  }

  #assertOpen(): void {
    if (this.#closing) throw new Error('The job queue is closed');
  }
}
