/**
 * The job queue port: durable background work (payments reconciliation, mail, reports).
 *
 * A job id makes enqueueing idempotent: enqueueing an id that the queue already holds (waiting, active,
 * completed or failed) is ignored. An adapter may let finished jobs go after a while (see its options); an
 * id stays taken at least as long as its job can be read back. A failing handler is retried with backoff
 * until its attempts run out. A job whose worker stops mid-job is run again, without using up an attempt,
 * a bounded number of times (see `StalledJobOptions`). A schedule (`JobQueue.schedule`) keeps a job coming
 * back every period, for good.
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

export interface ScheduleOptions {
  /** The period: one job falls due every this many milliseconds; a whole number above 0. */
  everyMs: number;
}

export interface JobTemplate<Payload> {
  /** What each job does, for logs and dashboards; defaults to the schedule's id. */
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
  /**
   * Keeps a job coming on the queue every `everyMs`, for good: a schedule, not a chain of jobs that each
   * enqueue the next, so nothing a job does or suffers can end it.
   *
   * - Upsert: scheduling an id the queue already has updates that schedule (period, name, payload) and never
   *   adds a second one. With its period unchanged it keeps its timing, so every process may schedule it at
   *   each start without causing an extra run; a new period starts it again, its next job due at once.
   * - A new schedule's first job falls due at once, then one every period: one job per period however many
   *   processes schedule the id or work the queue.
   * - It is stored with the jobs: it survives restarts, and a queue reopened later (another instance on the
   *   same store) goes on producing its jobs.
   * - Each job is an ordinary job of the queue, tried once: a handler that throws fails that job only, and a
   *   worker that stops mid-job leaves the job to the stalled-job recovery; the schedule goes on either way.
   *   A job that outlasts the period does not hold the next one back.
   * - Jobs come only while a worker works the queue; periods that pass with none are not made up, and one
   *   job runs when a worker is back.
   * - Each job's id is `${scheduleId}-${dueAt}`, dueAt being when it fell due (milliseconds since the epoch);
   *   `getJob` reads it back. Ids of that form are the schedule's: do not enqueue them.
   */
  schedule<Payload>(
    queue: string,
    scheduleId: string,
    options: ScheduleOptions,
    job: JobTemplate<Payload>,
  ): Promise<void>;
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
