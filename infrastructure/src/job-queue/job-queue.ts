/**
 * The job queue port: durable background work (payments reconciliation, mail, reports).
 *
 * A job id makes enqueueing idempotent: enqueueing an id that the queue already holds (waiting, active,
 * completed or failed) is ignored. An adapter may let finished jobs go after a while (see its options); an
 * id stays taken at least as long as its job can be read back. A failing handler is retried with backoff
 * until its attempts run out. A job whose worker stops mid-job is run again, without using up an attempt,
 * a bounded number of times (see `StalledJobOptions`).
 */

export interface Backoff {
  type: 'fixed' | 'exponential';
  /** The fixed delay, or the first delay that doubles with each further attempt. */
  delayMs: number;
}

export interface EnqueueOptions {
  /** Total tries including the first; defaults to 1. */
  attempts?: number;
  backoff?: Backoff;
  /** Do not start before this many milliseconds have passed. */
  delayMs?: number;
}

export interface JobToEnqueue<Payload> {
  id: string;
  /** What the job does, for logs and dashboards; defaults to the queue name. */
  name?: string;
  payload: Payload;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  payload: unknown;
  attemptsMade: number;
  /** 0 to 100. */
  progress: number;
  result: unknown;
  failedReason: string | null;
}

export interface RunningJob<Payload> {
  id: string;
  name: string;
  payload: Payload;
  /** 1 on the first try; a try cut short by a worker that stopped counts too. */
  attempt: number;
  reportProgress(percent: number): Promise<void>;
}

export type JobHandler<Payload, Result> = (job: RunningJob<Payload>) => Promise<Result>;

export interface JobWorker {
  close(): Promise<void>;
}

export interface JobQueue {
  /** Resolves with `accepted: false` when a job with that id is already known. */
  enqueue<Payload>(
    queue: string,
    job: JobToEnqueue<Payload>,
    options?: EnqueueOptions,
  ): Promise<{ accepted: boolean }>;
  /** Starts processing the queue's jobs with the handler; the result is stored on completion (JSON). */
  work<Payload, Result>(
    queue: string,
    handler: JobHandler<Payload, Result>,
    options?: { concurrency?: number },
  ): JobWorker;
  getJob(queue: string, id: string): Promise<JobStatus | null>;
  /** Stops workers (letting active jobs finish) and releases connections. */
  close(): Promise<void>;
}
