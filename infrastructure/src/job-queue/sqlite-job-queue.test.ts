import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueueContract } from './job-queue.contract';
import { patience, sleep, uniqueQueueName } from './job-queue.contract-support';
import { SqliteJobQueue, type SqliteJobQueueOptions } from './sqlite-job-queue';
import { SqliteJobStore } from './sqlite-job-store';

const directory = mkdtempSync(join(tmpdir(), 'verdant-job-queue-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

jobQueueContract('SQLite', () => SqliteJobQueue.open({ file: join(directory, 'contract', 'jobs.sqlite') }));

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

  it('runs again, on open, a job left active by a process that died, counting the lost attempt', async () => {
    const file = join(directory, 'crash', 'jobs.sqlite');
    const queueName = uniqueQueueName('payments');
    const leaseMs = 100;
    const producer = await open({ file });
    await producer.enqueue(
      queueName,
      { id: 'reconcile-7', payload: { orderId: 'order-7' } },
      { attempts: 2 },
    );

    const fixture = fileURLToPath(new URL('./sqlite-job-queue.crash.fixture.ts', import.meta.url));
    const crashing = spawn(process.execPath, ['--import', 'tsx', fixture, file, queueName, String(leaseMs)], {
      stdio: 'inherit',
    });
    const [, signal] = await once(crashing, 'exit');
    expect(signal).toBe('SIGKILL');
    expect(await producer.getJob(queueName, 'reconcile-7')).toMatchObject({
      state: 'active',
      attemptsMade: 0,
    });
    // The dead process claimed the job before it died, so its lease has certainly run out after this.
    await sleep(leaseMs + 50);

    const restarted = await open({ file });
    expect(await restarted.getJob(queueName, 'reconcile-7')).toMatchObject({
      state: 'waiting',
      attemptsMade: 1,
      failedReason: 'The worker stopped during attempt 1',
    });
    const attempts: number[] = [];
    restarted.work(queueName, async (job) => {
      attempts.push(job.attempt);
      return 'reconciled';
    });
    await expect
      .poll(() => restarted.getJob(queueName, 'reconcile-7'), patience)
      .toMatchObject({ state: 'completed', attemptsMade: 2, result: 'reconciled' });
    expect(attempts).toEqual([2]);
  });

  it('leaves a job alone while the live queue running it keeps renewing its lease', async () => {
    const file = join(directory, 'lease', 'jobs.sqlite');
    const queueName = uniqueQueueName('reports');
    const leaseMs = 400;
    const running = await open({ file, leaseMs });
    let started = false;
    await running.enqueue(queueName, { id: 'long-export', payload: {} });
    running.work(queueName, async () => {
      started = true;
      // Outlives the lease several times over, so only renewals keep the job from being taken.
      await sleep(leaseMs * 3);
      return 'exported';
    });
    await expect.poll(() => started, patience).toBe(true);

    const other = await open({ file, leaseMs, pollIntervalMs: 20 });
    let takenOver = 0;
    other.work(queueName, async () => {
      takenOver += 1;
    });
    await expect
      .poll(() => other.getJob(queueName, 'long-export'), patience)
      .toMatchObject({ state: 'completed', attemptsMade: 1, result: 'exported' });
    expect(takenOver).toBe(0);
  });
});
