import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueueContract } from './job-queue.contract';
import { patience, runWorkerThatDies, sleep, uniqueQueueName } from './job-queue.contract-support';
import { SqliteJobQueue, type SqliteJobQueueOptions } from './sqlite-job-queue';
import { SqliteJobStore } from './sqlite-job-store';

const directory = mkdtempSync(join(tmpdir(), 'verdant-job-queue-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const crashFixture = fileURLToPath(new URL('./sqlite-job-queue.crash.fixture.ts', import.meta.url));
const contractFile = join(directory, 'contract', 'jobs.sqlite');

jobQueueContract('SQLite', {
  open: (stalled) => SqliteJobQueue.open({ file: contractFile, ...stalled }),
  runWorkerThatDies: (queueName, stalled) =>
    runWorkerThatDies(crashFixture, [contractFile, queueName, JSON.stringify(stalled)]),
});

describe('SQLite job queue on its file', () => {
  const opened: SqliteJobQueue[] = [];

  async function open(options: SqliteJobQueueOptions): Promise<SqliteJobQueue> {
    const queue = await SqliteJobQueue.open(options);
    opened.push(queue);
    return queue;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
  });

  it('writes the jobs enqueued in one turn together, one answer each, a repeated id refused', async () => {
    const queue = await open({ file: join(directory, 'turn', 'jobs.sqlite') });
    const queueName = uniqueQueueName('mail');
    const writes = vi.spyOn(SqliteJobStore.prototype, 'insertAll');

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        queue.enqueue(queueName, { id: `mail-${index}`, payload: index }),
      ),
      queue.enqueue(queueName, { id: 'mail-3', payload: 'again' }),
    ]);

    expect(writes).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.accepted)).toEqual([
      ...Array.from({ length: 20 }, () => true),
      false,
    ]);
    expect((await queue.getJob(queueName, 'mail-3'))?.payload).toBe(3);
    writes.mockRestore();
  });

  it('keeps waiting jobs and finished results across a reopen, in a directory it creates', async () => {
    const file = join(directory, 'reopen', 'nested', 'jobs.sqlite');
    const queueName = uniqueQueueName('mail');
    const first = await open({ file });
    await first.enqueue(
      queueName,
      { id: 'welcome-mail', payload: { to: 'asha@example.in' } },
      { attempts: 2 },
    );
    await first.close();

    const second = await open({ file });
    expect(await second.getJob(queueName, 'welcome-mail')).toMatchObject({
      state: 'waiting',
      payload: { to: 'asha@example.in' },
    });
    second.work(queueName, async (job) => ({ sentTo: (job.payload as { to: string }).to }));
    await expect
      .poll(() => second.getJob(queueName, 'welcome-mail'), patience)
      .toMatchObject({ state: 'completed' });
    await second.close();

    const third = await open({ file });
    expect(await third.getJob(queueName, 'welcome-mail')).toMatchObject({
      state: 'completed',
      attemptsMade: 1,
      result: { sentTo: 'asha@example.in' },
    });
    expect(await third.enqueue(queueName, { id: 'welcome-mail', payload: {} })).toEqual({ accepted: false });
  });

  it('runs again, on open, a job left active by a process that died, counting the lost try', async () => {
    const file = join(directory, 'crash', 'jobs.sqlite');
    const queueName = uniqueQueueName('payments');
    const leaseMs = 100;
    const producer = await open({ file });
    await producer.enqueue(queueName, { id: 'reconcile-7', payload: { orderId: 'order-7' } });

    await runWorkerThatDies(crashFixture, [file, queueName, JSON.stringify({ leaseMs })]);
    expect(await producer.getJob(queueName, 'reconcile-7')).toMatchObject({
      state: 'active',
      attemptsMade: 0,
    });
    // The dead process claimed the job before it died, so its lease has certainly run out after this.
    await sleep(leaseMs + 50);

    const restarted = await open({ file });
    expect(await restarted.getJob(queueName, 'reconcile-7')).toMatchObject({
      state: 'waiting',
      attemptsMade: 0,
    });
    const attempts: number[] = [];
    restarted.work(queueName, async (job) => {
      attempts.push(job.attempt);
      return 'reconciled';
    });
    await expect
      .poll(() => restarted.getJob(queueName, 'reconcile-7'), patience)
      .toMatchObject({ state: 'completed', attemptsMade: 1, result: 'reconciled' });
    expect(attempts).toEqual([2]);
  });

  it('opens a file written before stalls were counted, and counts them from then on', async () => {
    const file = join(directory, 'older', 'jobs.sqlite');
    const queueName = uniqueQueueName('mail');
    mkdirSync(dirname(file), { recursive: true });
    const older = new Database(file);
    older.exec(olderSchema);
    older
      .prepare(
        `INSERT INTO jobs (queue, id, name, payload, state, attempts_allowed, run_at, created_at, updated_at)
           VALUES (?, 'welcome-mail', 'mail', '{}', 'waiting', 1, 0, 0, 0)`,
      )
      .run(queueName);
    older.close();

    const queue = await open({ file });
    const attempts: number[] = [];
    queue.work(queueName, async (job) => {
      attempts.push(job.attempt);
      return 'sent';
    });
    await expect
      .poll(() => queue.getJob(queueName, 'welcome-mail'), patience)
      .toMatchObject({ state: 'completed', attemptsMade: 1, result: 'sent' });
    expect(attempts).toEqual([1]);
  });
});

describe('SQLite job schedules', () => {
  const stores: SqliteJobStore[] = [];
  const openStore = (file: string) => {
    const store = new SqliteJobStore(file);
    stores.push(store);
    return store;
  };
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
  });
  const reconcile = (queue: string, everyMs: number, payload = '{}') => ({
    queue,
    id: 'reconcile',
    everyMs,
    name: 'reconcile',
    payload,
  });
  const waitingIds = (store: SqliteJobStore, queue: string, now: number) =>
    store
      .claim(queue, 100, { token: 'test', durationMs: 1_000 }, now)
      .map(({ id }) => id)
      .sort();

  it('produces one job per period, due at once when new, never making up periods missed', () => {
    const store = openStore(join(directory, 'schedule-periods', 'jobs.sqlite'));
    const queue = uniqueQueueName('payments');
    store.upsertSchedule(reconcile(queue, 100), 1_000);

    expect(store.nextScheduledAt(queue)).toBe(1_000);
    expect(store.produceScheduledJobs(queue, 1_000)).toBe(1);
    expect(store.produceScheduledJobs(queue, 1_000)).toBe(0);
    expect(store.produceScheduledJobs(queue, 1_099)).toBe(0);
    expect(store.produceScheduledJobs(queue, 1_100)).toBe(1);
    // Four periods pass with no worker: one job, for the period now running.
    expect(store.produceScheduledJobs(queue, 1_550)).toBe(1);
    expect(store.nextScheduledAt(queue)).toBe(1_600);
    expect(waitingIds(store, queue, 2_000)).toEqual(['reconcile-1000', 'reconcile-1100', 'reconcile-1500']);
  });

  it('keeps the timing of a schedule upserted with its period unchanged, and restarts it on a new one', () => {
    const store = openStore(join(directory, 'schedule-upserts', 'jobs.sqlite'));
    const queue = uniqueQueueName('payments');
    store.upsertSchedule(reconcile(queue, 100, '{"version":1}'), 1_000);
    store.produceScheduledJobs(queue, 1_000);

    store.upsertSchedule(reconcile(queue, 100, '{"version":2}'), 1_050);
    expect(store.nextScheduledAt(queue)).toBe(1_100);
    expect(store.produceScheduledJobs(queue, 1_050)).toBe(0);
    expect(store.produceScheduledJobs(queue, 1_100)).toBe(1);
    expect(store.get(queue, 'reconcile-1100')?.payload).toBe('{"version":2}');

    store.upsertSchedule(reconcile(queue, 40, '{"version":3}'), 1_120);
    expect(store.nextScheduledAt(queue)).toBe(1_120);
    expect(store.produceScheduledJobs(queue, 1_120)).toBe(1);
    expect(store.nextScheduledAt(queue)).toBe(1_160);
  });

  it('produces a period once from two stores on one file', () => {
    const file = join(directory, 'schedule-two-stores', 'jobs.sqlite');
    const [one, other] = [openStore(file), openStore(file)];
    const queue = uniqueQueueName('payments');
    one.upsertSchedule(reconcile(queue, 100), 1_000);
    other.upsertSchedule(reconcile(queue, 100), 1_030);

    const produced = [1_000, 1_040, 1_100, 1_120, 1_230].flatMap((now) => [
      one.produceScheduledJobs(queue, now),
      other.produceScheduledJobs(queue, now),
    ]);

    expect(produced.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(waitingIds(one, queue, 2_000)).toEqual(['reconcile-1000', 'reconcile-1100', 'reconcile-1200']);
  });

  it('adds the schedules table to a file written before schedules existed', async () => {
    const file = join(directory, 'schedule-older', 'jobs.sqlite');
    mkdirSync(dirname(file), { recursive: true });
    const older = new Database(file);
    older.exec(olderSchema);
    older.close();

    const queue = await SqliteJobQueue.open({ file });
    try {
      const queueName = uniqueQueueName('payments');
      const runs: string[] = [];
      await queue.schedule(queueName, 'reconcile', { everyMs: 200 }, { payload: { kind: 'reconcile' } });
      queue.work(queueName, async (job) => {
        runs.push(job.id);
      });
      await expect.poll(() => runs.length, patience).toBeGreaterThanOrEqual(2);
      expect(runs.every((id) => /^reconcile-\d+$/.test(id))).toBe(true);
    } finally {
      await queue.close();
    }
  });
});

/** The jobs table as files written before stalls were counted have it. */
const olderSchema = `
  CREATE TABLE jobs (
    queue TEXT NOT NULL,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    payload TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('waiting', 'delayed', 'active', 'completed', 'failed')),
    attempts_allowed INTEGER NOT NULL,
    attempts_made INTEGER NOT NULL DEFAULT 0,
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
`;
