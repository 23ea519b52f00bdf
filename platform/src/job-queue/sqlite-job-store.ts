import type Database from 'better-sqlite3';
import { openDatabase } from '../sqlite/open-database';
import { PreparedStatements } from '../sqlite/prepared-statements';
import { type CheckedEnqueueOptions, retryDelayMs } from './enqueue-options';
import type { Backoff, JobState } from './job-queue';
import { scheduledJobId } from './job-schedules';
import { STALLED_TOO_OFTEN } from './stalled-jobs';

export interface NewJob extends CheckedEnqueueOptions {
  queue: string;
  id: string;
  name: string;
  payload: string;
}

export interface ClaimedJob {
  id: string;
  name: string;
  payload: string;
  /** Counts starts: finished tries, stalled ones and this one. */
  attempt: number;
}

export interface StoredJob {
  id: string;
  name: string;
  state: JobState;
  payload: string;
  attemptsMade: number;
  progress: number;
  result: string | null;
  failedReason: string | null;
}

/** How one attempt at a job ended: its result (JSON), or why it failed. */
export interface SettledAttempt {
  queue: string;
  id: string;
  outcome: { succeeded: true; result: string } | { succeeded: false; reason: string };
}

/** A schedule as `JobQueue.schedule` upserts it; the payload is JSON. */
export interface NewSchedule {
  queue: string;
  id: string;
  everyMs: number;
  name: string;
  payload: string;
}

interface DueScheduleRow {
  id: string;
  everyMs: number;
  name: string;
  payload: string;
  nextRunAt: number;
}

/** The lease a queue instance holds on the jobs it runs. */
export interface Lease {
  token: string;
  durationMs: number;
}

interface ActiveJobRow {
  queue: string;
  id: string;
  attemptsMade: number;
  attemptsAllowed: number;
  backoffType: Backoff['type'] | null;
  backoffDelayMs: number | null;
}

const schema = `
  CREATE TABLE IF NOT EXISTS jobs (
    queue TEXT NOT NULL,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    payload TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('waiting', 'delayed', 'active', 'completed', 'failed')),
    attempts_allowed INTEGER NOT NULL,
    attempts_made INTEGER NOT NULL DEFAULT 0,
    stalled_count INTEGER NOT NULL DEFAULT 0,
    backoff_type TEXT CHECK (backoff_type IN ('fixed', 'exponential')),
    backoff_delay_ms INTEGER,
    run_at INTEGER NOT NULL,
    progress REAL NOT NULL DEFAULT 0,
    result TEXT,
    failed_reason TEXT,
    lease_token TEXT,
    leased_until INTEGER,
    created_at INTEGER NOT NULL,
    started_at INTEGER,
    finished_at INTEGER,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (queue, id)
  );
  CREATE INDEX IF NOT EXISTS jobs_due ON jobs (queue, state, run_at);
  CREATE INDEX IF NOT EXISTS jobs_leases ON jobs (state, leased_until);
  CREATE TABLE IF NOT EXISTS job_schedules (
    queue TEXT NOT NULL,
    id TEXT NOT NULL,
    every_ms INTEGER NOT NULL CHECK (every_ms > 0),
    name TEXT NOT NULL,
    payload TEXT NOT NULL,
    next_run_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (queue, id)
  );
`;

const activeJobColumns = `queue, id, attempts_made AS attemptsMade, attempts_allowed AS attemptsAllowed,
  backoff_type AS backoffType, backoff_delay_ms AS backoffDelayMs`;

/**
 * The jobs and job_schedules tables and every statement on them; each method is one transaction. Files
 * written before schedules existed get the job_schedules table when opened.
 */
export class SqliteJobStore {
  readonly #db: Database.Database;
  readonly #statements: PreparedStatements;

  constructor(file: string) {
    this.#db = openDatabase(file);
    this.#statements = new PreparedStatements(this.#db);
    this.#db.pragma('journal_mode = WAL');
    // An accepted job must survive a power cut, not only a crash of this process: the writes that accept
    // jobs commit with a disk flush (see #durably). Claims and settlements need not: one lost to a power cut
    // leaves its job to run again, as a crash does, and the next flush writes them out anyway.
    this.#db.pragma('synchronous = NORMAL');
    // Other processes share the file; wait for their short write transactions instead of failing.
    this.#db.pragma('busy_timeout = 5000');
    // Immediate: of processes opening one older file together, only one adds the missing column.
    this.#db
      .transaction(() => {
        this.#db.exec(schema);
        this.#addColumnsMissingFromOlderFiles();
      })
      .immediate();
  }

  /** Inserts the jobs in one transaction (one disk flush); for each, false when its id was taken already. */
  insertAll(jobs: readonly NewJob[], now: number): boolean[] {
    return this.#durably(() => this.#db.transaction(() => jobs.map((job) => this.#insert(job, now)))());
  }

  /** False when the queue already holds a job with that id; nothing is changed then. */
  #insert(job: NewJob, now: number): boolean {
    const { changes } = this.#prepared(
      `INSERT INTO jobs (queue, id, name, payload, state, attempts_allowed, backoff_type, backoff_delay_ms,
           run_at, created_at, updated_at)
         VALUES (@queue, @id, @name, @payload, @state, @attempts, @backoffType, @backoffDelayMs,
           @runAt, @now, @now)
         ON CONFLICT (queue, id) DO NOTHING`,
    ).run({
      queue: job.queue,
      id: job.id,
      name: job.name,
      payload: job.payload,
      state: job.delayMs > 0 ? 'delayed' : 'waiting',
      attempts: job.attempts,
      backoffType: job.backoff?.type ?? null,
      backoffDelayMs: job.backoff?.delayMs ?? null,
      runAt: now + job.delayMs,
      now,
    });
    return changes === 1;
  }

  /**
   * Creates the schedule, or updates the one with its id: a new period makes it due at once, an unchanged one
   * keeps its next run, so upserting it again never adds a run.
   */
  upsertSchedule(schedule: NewSchedule, now: number): void {
    this.#durably(() =>
      this.#prepared(
        `INSERT INTO job_schedules (queue, id, every_ms, name, payload, next_run_at, created_at, updated_at)
         VALUES (@queue, @id, @everyMs, @name, @payload, @now, @now, @now)
         ON CONFLICT (queue, id) DO UPDATE SET
           name = excluded.name, payload = excluded.payload, every_ms = excluded.every_ms,
           next_run_at = CASE WHEN every_ms = excluded.every_ms THEN next_run_at ELSE excluded.next_run_at END,
           updated_at = excluded.updated_at`,
      ).run({ ...schedule, now }),
    );
  }

  /** When the queue's next schedule falls due, if it has one. */
  nextScheduledAt(queue: string): number | null {
    const row = this.#prepared(`SELECT MIN(next_run_at) AS runAt FROM job_schedules WHERE queue = ?`).get(
      queue,
    ) as { runAt: number | null };
    return row.runAt;
  }

  /**
   * Enqueues the job of each of the queue's schedules that fell due, and moves the schedule on to its next
   * period, in one immediate transaction: of processes sharing the file, one produces the period's job. Its
   * id is the period's, so a period is never run twice; periods missed while no worker ran are not made up.
   * Answers how many jobs were enqueued.
   */
  produceScheduledJobs(queue: string, now: number): number {
    const next = this.nextScheduledAt(queue);
    // A read first: taking the write lock at every poll would queue the processes up behind each other.
    if (next === null || next > now) return 0;
    const produce = this.#db.transaction(() => {
      const due = this.#prepared(
        `SELECT id, every_ms AS everyMs, name, payload, next_run_at AS nextRunAt
             FROM job_schedules WHERE queue = ? AND next_run_at <= ?`,
      ).all(queue, now) as DueScheduleRow[];
      let enqueued = 0;
      for (const schedule of due) {
        const dueAt =
          schedule.nextRunAt + Math.floor((now - schedule.nextRunAt) / schedule.everyMs) * schedule.everyMs;
        const job: NewJob = {
          queue,
          id: scheduledJobId(schedule.id, dueAt),
          name: schedule.name,
          payload: schedule.payload,
          attempts: 1,
          backoff: null,
          delayMs: 0,
        };
        if (this.#insert(job, now)) enqueued++;
        this.#prepared(
          `UPDATE job_schedules SET next_run_at = ?, updated_at = ? WHERE queue = ? AND id = ?`,
        ).run(dueAt + schedule.everyMs, now, queue, schedule.id);
      }
      return enqueued;
    });
    return this.#durably(() => produce.immediate());
  }

  /** Moves up to `limit` due jobs to active under the lease, oldest due first. */
  claim(queue: string, limit: number, lease: Lease, now: number): ClaimedJob[] {
    return this.#db.transaction(() => {
      const claimed = this.#prepared(
        `UPDATE jobs SET state = 'active', lease_token = @token, leased_until = @leasedUntil,
             started_at = @now, updated_at = @now
           WHERE rowid IN (
             SELECT rowid FROM jobs
             WHERE queue = @queue AND state IN ('waiting', 'delayed') AND run_at <= @now
             ORDER BY run_at, rowid LIMIT @limit)
           RETURNING rowid AS sequence, run_at AS runAt, id, name, payload,
             attempts_made + stalled_count + 1 AS attempt`,
      ).all({
        queue,
        limit,
        token: lease.token,
        leasedUntil: now + lease.durationMs,
        now,
      }) as (ClaimedJob & {
        sequence: number;
        runAt: number;
      })[];
      return claimed
        .sort((a, b) => a.runAt - b.runAt || a.sequence - b.sequence)
        .map(({ id, name, payload, attempt }) => ({ id, name, payload, attempt }));
    })();
  }

  /** When the queue's next waiting or delayed job falls due, if it has one. */
  nextRunAt(queue: string): number | null {
    const row = this.#prepared(
      `SELECT MIN(run_at) AS runAt FROM jobs WHERE queue = ? AND state IN ('waiting', 'delayed')`,
    ).get(queue) as { runAt: number | null };
    return row.runAt;
  }

  /**
   * Records how each attempt ended, in one transaction (one disk flush): completed with its result, or failed
   * with its reason. For each, false when the lease was lost (the job was recovered elsewhere): nothing is
   * recorded for it then.
   */
  settleAll(attempts: readonly SettledAttempt[], leaseToken: string, now: number): boolean[] {
    return this.#db.transaction(() =>
      attempts.map(({ queue, id, outcome }) =>
        outcome.succeeded
          ? this.#complete(queue, id, leaseToken, outcome.result, now)
          : this.#fail(queue, id, leaseToken, outcome.reason, now),
      ),
    )();
  }

  #complete(queue: string, id: string, leaseToken: string, result: string, now: number): boolean {
    const { changes } = this.#prepared(
      `UPDATE jobs SET state = 'completed', result = @result, attempts_made = attempts_made + 1,
           lease_token = NULL, leased_until = NULL, finished_at = @now, updated_at = @now
         WHERE queue = @queue AND id = @id AND state = 'active' AND lease_token = @leaseToken`,
    ).run({ queue, id, leaseToken, result, now });
    return changes === 1;
  }

  /** Schedules the next try, or fails the job when its attempts are used up. */
  #fail(queue: string, id: string, leaseToken: string, reason: string, now: number): boolean {
    const job = this.#prepared(
      `SELECT ${activeJobColumns} FROM jobs
         WHERE queue = ? AND id = ? AND state = 'active' AND lease_token = ?`,
    ).get(queue, id, leaseToken) as ActiveJobRow | undefined;
    if (!job) return false;
    this.#settleFailedAttempt(job, reason, now);
    return true;
  }

  saveProgress(queue: string, id: string, leaseToken: string, percent: number, now: number): void {
    this.#prepared(
      `UPDATE jobs SET progress = ?, updated_at = ?
         WHERE queue = ? AND id = ? AND state = 'active' AND lease_token = ?`,
    ).run(percent, now, queue, id, leaseToken);
  }

  /** Keeps the lease's jobs from being taken for abandoned while their handlers still run. */
  renewLease(lease: Lease, now: number): void {
    this.#prepared(`UPDATE jobs SET leased_until = ? WHERE state = 'active' AND lease_token = ?`).run(
      now + lease.durationMs,
      lease.token,
    );
  }

  /**
   * Runs again the jobs whose holder stopped renewing its lease (it crashed or hung), without using up an
   * attempt, or fails those that have stalled `maxStalledCount` times already. Answers the queues that have
   * jobs to run again.
   */
  recoverStalledJobs(maxStalledCount: number, now: number): Set<string> {
    return this.#db.transaction(() => {
      this.#prepared(
        `UPDATE jobs SET state = 'failed', stalled_count = stalled_count + 1,
             attempts_made = attempts_made + 1, failed_reason = @reason, lease_token = NULL,
             leased_until = NULL, finished_at = @now, updated_at = @now
           WHERE state = 'active' AND leased_until <= @now AND stalled_count >= @maxStalledCount`,
      ).run({ reason: STALLED_TOO_OFTEN, maxStalledCount, now });
      // Keeping its run_at puts it ahead of the jobs enqueued since.
      const requeued = this.#prepared(
        `UPDATE jobs SET state = 'waiting', stalled_count = stalled_count + 1, lease_token = NULL,
             leased_until = NULL, updated_at = @now
           WHERE state = 'active' AND leased_until <= @now
           RETURNING queue`,
      ).all({ now }) as { queue: string }[];
      return new Set(requeued.map(({ queue }) => queue));
    })();
  }

  get(queue: string, id: string): StoredJob | null {
    const row = this.#prepared(
      `SELECT id, name, state, payload, attempts_made AS attemptsMade, progress, result,
           failed_reason AS failedReason
         FROM jobs WHERE queue = ? AND id = ?`,
    ).get(queue, id) as StoredJob | undefined;
    return row ?? null;
  }

  close(): void {
    this.#db.close();
  }

  /** Runs a write that accepts jobs so that its commit is flushed to disk before it returns. */
  #durably<T>(write: () => T): T {
    this.#prepared('PRAGMA synchronous = FULL').run();
    try {
      return write();
    } finally {
      this.#prepared('PRAGMA synchronous = NORMAL').run();
    }
  }

  #prepared(sql: string): Database.Statement {
    return this.#statements.get(sql);
  }

  #addColumnsMissingFromOlderFiles(): void {
    const columns = this.#db.pragma('table_info(jobs)') as { name: string }[];
    if (!columns.some((column) => column.name === 'stalled_count')) {
      this.#db.exec('ALTER TABLE jobs ADD COLUMN stalled_count INTEGER NOT NULL DEFAULT 0');
    }
  }

  #settleFailedAttempt(job: ActiveJobRow, reason: string, now: number): void {
    const attemptsMade = job.attemptsMade + 1;
    const exhausted = attemptsMade >= job.attemptsAllowed;
    const backoff = job.backoffType ? { type: job.backoffType, delayMs: job.backoffDelayMs ?? 0 } : null;
    const delayMs = exhausted ? 0 : retryDelayMs(backoff, attemptsMade);
    this.#prepared(
      `UPDATE jobs SET state = @state, attempts_made = @attemptsMade, failed_reason = @reason, run_at = @runAt,
           lease_token = NULL, leased_until = NULL, finished_at = @finishedAt, updated_at = @now
         WHERE queue = @queue AND id = @id`,
    ).run({
      queue: job.queue,
      id: job.id,
      state: exhausted ? 'failed' : delayMs > 0 ? 'delayed' : 'waiting',
      attemptsMade,
      reason,
      runAt: now + delayMs,
      finishedAt: exhausted ? now : null,
      now,
    });
  }
}
