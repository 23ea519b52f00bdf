import { checkedProgress, failureReason } from './job-outcome';
import type { JobHandler, JobWorker, RunningJob } from './job-queue';
import type { ClaimedJob, Lease, SettledAttempt, SqliteJobStore } from './sqlite-job-store';

export interface SqliteJobWorkerSettings<Payload, Result> {
  store: SqliteJobStore;
  queue: string;
  handler: JobHandler<Payload, Result>;
  concurrency: number;
  lease: Lease;
  pollIntervalMs: number;
  onError(error: unknown): void;
  onClosed(worker: SqliteJobWorker<Payload, Result>): void;
}

type Outcome = SettledAttempt['outcome'];

/**
 * Claims due jobs of one queue up to its concurrency and runs them, first enqueueing the jobs of the queue's
 * schedules that fell due. It wakes when told (an enqueue or a schedule in this process, a finished job), when
 * the next delayed job or schedule falls due, and every poll interval for jobs enqueued by other processes.
 */
export class SqliteJobWorker<Payload, Result> implements JobWorker {
  readonly #settings: SqliteJobWorkerSettings<Payload, Result>;
  readonly #running = new Set<Promise<void>>();
  /** Attempts ended in this turn of the event loop, recorded together at its end: one disk flush for all. */
  #ended: { attempt: SettledAttempt; recorded(): void }[] = [];
  #wakeScheduled = false;
  #timer: NodeJS.Timeout | undefined;
  #closing: Promise<void> | undefined;

  constructor(settings: SqliteJobWorkerSettings<Payload, Result>) {
    this.#settings = settings;
  }

  get queue(): string {
    return this.#settings.queue;
  }

  /** Wakes on a later turn of the event loop, so that no handler starts inside its caller's call. */
  wakeSoon(): void {
    if (this.#wakeScheduled) return;
    this.#wakeScheduled = true;
    setImmediate(() => {
      this.#wakeScheduled = false;
      this.wake();
    });
  }

  wake(): void {
    if (this.#closing) return;
    clearTimeout(this.#timer);
    const { store, queue, concurrency, lease, pollIntervalMs, onError } = this.#settings;
    let nextWakeMs = pollIntervalMs;
    try {
      // Apart from the claim: a schedule whose job cannot be written now is due still, and tried next wake.
      store.produceScheduledJobs(queue, Date.now());
    } catch (error) {
      onError(error);
    }
    try {
      const freeSlots = concurrency - this.#running.size;
      if (freeSlots > 0) {
        for (const job of store.claim(queue, freeSlots, lease, Date.now())) this.#track(this.#run(job));
        nextWakeMs = this.#untilNextDueJob();
      }
    } catch (error) {
      onError(error);
    }
    this.#timer = setTimeout(() => this.wake(), nextWakeMs);
  }

  close(): Promise<void> {
    this.#closing ??= this.#stop();
    return this.#closing;
  }

  async #stop(): Promise<void> {
    clearTimeout(this.#timer);
    await Promise.allSettled(this.#running);
    this.#settings.onClosed(this);
  }

  #untilNextDueJob(): number {
    const { store, queue, pollIntervalMs } = this.#settings;
    if (this.#running.size >= this.#settings.concurrency) return pollIntervalMs;
    const nextRunAt = [store.nextRunAt(queue), store.nextScheduledAt(queue)].filter((at) => at !== null);
    if (nextRunAt.length === 0) return pollIntervalMs;
    return Math.min(pollIntervalMs, Math.max(0, Math.min(...nextRunAt) - Date.now()));
  }

  #track(run: Promise<void>): void {
    this.#running.add(run);
    void run.finally(() => {
      this.#running.delete(run);
      this.wakeSoon();
    });
  }

  async #run(job: ClaimedJob): Promise<void> {
    const outcome = await this.#attempt(job);
    const { queue } = this.#settings;
    await new Promise<void>((recorded) => {
      if (this.#ended.length === 0) setImmediate(() => this.#recordEnded());
      this.#ended.push({ attempt: { queue, id: job.id, outcome }, recorded });
    });
  }

  #recordEnded(): void {
    const { store, queue, lease, onError } = this.#settings;
    const ended = this.#ended;
    this.#ended = [];
    try {
      const recorded = store.settleAll(
        ended.map(({ attempt }) => attempt),
        lease.token,
        Date.now(),
      );
      recorded.forEach((kept, index) => {
        if (!kept)
          onError(
            new Error(
              `Job ${queue}/${ended[index]!.attempt.id} outlived its lease; another worker took it over`,
            ),
          );
      });
    } catch (error) {
      // Unrecorded, the jobs stay active until their lease expires, and are then tried again.
      onError(error);
    }
    for (const { recorded } of ended) recorded();
  }

  async #attempt(job: ClaimedJob): Promise<Outcome> {
    const { store, queue, handler, lease } = this.#settings;
    try {
      const running: RunningJob<Payload> = {
        id: job.id,
        name: job.name,
        payload: JSON.parse(job.payload) as Payload,
        attempt: job.attempt,
        reportProgress: async (percent) =>
          store.saveProgress(queue, job.id, lease.token, checkedProgress(percent), Date.now()),
      };
      const result = await handler(running);
      return { succeeded: true, result: JSON.stringify(result ?? null) };
    } catch (thrown) {
      return { succeeded: false, reason: failureReason(thrown) };
    }
  }
}
