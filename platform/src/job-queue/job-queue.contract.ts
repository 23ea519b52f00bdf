import { afterEach, describe, expect, it } from 'vitest';
import type { JobQueue, JobStatus, RunningJob } from './job-queue';
import {
  claimToHandlerSlackMs,
  clockSlackMs,
  createGate,
  type DiedMidJob,
  type Gate,
  gaps,
  patience,
  sleep,
  uniqueQueueName,
} from './job-queue.contract-support';
import { STALLED_TOO_OFTEN, type StalledJobOptions } from './stalled-jobs';

export interface JobQueueUnderTest {
  /**
   * Opens a new handle on one shared store (a file, a Redis), so a second handle sees what the first one left
   * behind.
   */
  open(stalled?: StalledJobOptions): Promise<JobQueue>;
  /** Runs a worker of the queue, on that store, in a process killed as soon as its job starts. */
  runWorkerThatDies(queueName: string, stalled: StalledJobOptions): Promise<DiedMidJob>;
}

/** The behaviour every job queue adapter shares. */
export function jobQueueContract(name: string, adapter: JobQueueUnderTest): void {
  describe(`${name} job queue`, () => {
    const openedQueues: JobQueue[] = [];
    const gates: Gate[] = [];

    async function open(stalled?: StalledJobOptions): Promise<JobQueue> {
      const queue = await adapter.open(stalled);
      openedQueues.push(queue);
      return queue;
    }

    function gate(): Gate {
      const created = createGate();
      gates.push(created);
      return created;
    }

    function settled(queue: JobQueue, queueName: string, id: string, state: 'completed' | 'failed') {
      return expect.poll(() => queue.getJob(queueName, id), patience).toMatchObject({ state });
    }

    afterEach(async () => {
      for (const held of gates.splice(0)) held.open();
      await Promise.all(openedQueues.splice(0).map((queue) => queue.close()));
    });

    it('runs an enqueued job and keeps what the handler returned', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('payments');
      const seen: Omit<RunningJob<unknown>, 'reportProgress'>[] = [];
      const enqueued = await queue.enqueue(queueName, {
        id: 'reconcile-order-1',
        name: 'reconcile-payment',
        payload: { orderId: 'order-1', amountPaise: 49_900 },
      });
      queue.work(queueName, async ({ reportProgress, ...job }) => {
        seen.push(job);
        await reportProgress(60);
        return { paid: true };
      });

      await settled(queue, queueName, 'reconcile-order-1', 'completed');
      expect(enqueued).toEqual({ accepted: true });
      expect(seen).toEqual([
        {
          id: 'reconcile-order-1',
          name: 'reconcile-payment',
          payload: { orderId: 'order-1', amountPaise: 49_900 },
          attempt: 1,
        },
      ]);
      expect(await queue.getJob(queueName, 'reconcile-order-1')).toEqual<JobStatus>({
        id: 'reconcile-order-1',
        name: 'reconcile-payment',
        state: 'completed',
        payload: { orderId: 'order-1', amountPaise: 49_900 },
        attemptsMade: 1,
        progress: 60,
        result: { paid: true },
        failedReason: null,
      });
    });

    it('takes any string as an id and names a job after its queue by default', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('mail');
      const ids = ['order:42', '42', 'cart/user 7', '0'];
      const seenIds: string[] = [];
      for (const id of ids) await queue.enqueue(queueName, { id, payload: { id } });
      queue.work(queueName, async (job) => {
        seenIds.push(job.id);
        return job.name;
      });

      for (const id of ids) await settled(queue, queueName, id, 'completed');
      expect(seenIds.sort()).toEqual([...ids].sort());
      for (const id of ids) {
        expect(await queue.getJob(queueName, id)).toMatchObject({ id, name: queueName, result: queueName });
      }
    });

    it('ignores an id it already holds, before and after the job ran', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('reports');
      const payloadsRun: unknown[] = [];
      const first = await queue.enqueue(queueName, { id: 'export-1', payload: { version: 1 } });
      const whileWaiting = await queue.enqueue(queueName, { id: 'export-1', payload: { version: 2 } });
      queue.work(queueName, async (job) => {
        payloadsRun.push(job.payload);
      });
      await settled(queue, queueName, 'export-1', 'completed');
      const afterRunning = await queue.enqueue(queueName, { id: 'export-1', payload: { version: 3 } });
      // Jobs run in the order they fall due, so once a later job has run a re-added one would have too.
      await queue.enqueue(queueName, { id: 'export-2', payload: { later: true } });
      await settled(queue, queueName, 'export-2', 'completed');

      expect([first, whileWaiting, afterRunning]).toEqual([
        { accepted: true },
        { accepted: false },
        { accepted: false },
      ]);
      expect(payloadsRun).toEqual([{ version: 1 }, { later: true }]);
      expect(await queue.getJob(queueName, 'export-1')).toMatchObject({
        payload: { version: 1 },
        attemptsMade: 1,
      });
    });

    it('accepts exactly one of two simultaneous enqueues of one id, and keeps that one', async () => {
      const [queue, otherHandle] = await Promise.all([open(), open()]);
      const queueName = uniqueQueueName('payments');
      const [fromQueue, fromOtherHandle] = await Promise.all([
        queue.enqueue(queueName, { id: 'refund-9', payload: { from: 'queue' } }),
        otherHandle.enqueue(queueName, { id: 'refund-9', payload: { from: 'other handle' } }),
      ]);

      expect([fromQueue.accepted, fromOtherHandle.accepted].sort()).toEqual([false, true]);
      const stored = await queue.getJob(queueName, 'refund-9');
      expect(stored?.payload).toEqual({ from: fromQueue.accepted ? 'queue' : 'other handle' });
    });

    it('retries a failing handler until it succeeds', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('payments');
      const attempts: number[] = [];
      await queue.enqueue(
        queueName,
        { id: 'flaky-gateway', payload: {} },
        { attempts: 3, backoff: { type: 'fixed', delayMs: 20 } },
      );
      queue.work(queueName, async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`gateway timeout on try ${job.attempt}`);
        return 'settled';
      });

      await settled(queue, queueName, 'flaky-gateway', 'completed');
      expect(attempts).toEqual([1, 2, 3]);
      expect(await queue.getJob(queueName, 'flaky-gateway')).toMatchObject({
        state: 'completed',
        attemptsMade: 3,
        result: 'settled',
      });
    });

    it('fails a job once its attempts are used up, keeping the reason', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('payments');
      let calls = 0;
      await queue.enqueue(queueName, { id: 'declined', payload: {} }, { attempts: 2 });
      queue.work(queueName, async () => {
        calls += 1;
        throw new Error('card declined');
      });

      await settled(queue, queueName, 'declined', 'failed');
      expect(calls).toBe(2);
      expect(await queue.getJob(queueName, 'declined')).toMatchObject({
        state: 'failed',
        attemptsMade: 2,
        result: null,
        failedReason: 'card declined',
      });
    });

    it('records something thrown that is not an Error as its string form', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('mail');
      await queue.enqueue(queueName, { id: 'bounced', payload: {} });
      queue.work(queueName, () => Promise.reject('mailbox full'));

      await settled(queue, queueName, 'bounced', 'failed');
      expect(await queue.getJob(queueName, 'bounced')).toMatchObject({ failedReason: 'mailbox full' });
    });

    it('waits at least the fixed backoff before each retry', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('payments');
      const startedAt: number[] = [];
      await queue.enqueue(
        queueName,
        { id: 'fixed-backoff', payload: {} },
        { attempts: 3, backoff: { type: 'fixed', delayMs: 60 } },
      );
      queue.work(queueName, async () => {
        startedAt.push(Date.now());
        throw new Error('still down');
      });

      await settled(queue, queueName, 'fixed-backoff', 'failed');
      expect(startedAt).toHaveLength(3);
      for (const gap of gaps(startedAt)) expect(gap).toBeGreaterThanOrEqual(60 - clockSlackMs);
    });

    it('doubles the exponential backoff with each retry', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('payments');
      const startedAt: number[] = [];
      await queue.enqueue(
        queueName,
        { id: 'exponential-backoff', payload: {} },
        { attempts: 3, backoff: { type: 'exponential', delayMs: 50 } },
      );
      queue.work(queueName, async () => {
        startedAt.push(Date.now());
        throw new Error('still down');
      });

      await settled(queue, queueName, 'exponential-backoff', 'failed');
      const [firstGap, secondGap] = gaps(startedAt);
      expect(startedAt).toHaveLength(3);
      expect(firstGap).toBeGreaterThanOrEqual(50 - clockSlackMs);
      expect(secondGap).toBeGreaterThanOrEqual(100 - clockSlackMs);
    });

    it('holds a delayed job as delayed, and does not start it before its delay', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('reports');
      await queue.enqueue(queueName, { id: 'tomorrow', payload: {} }, { delayMs: 86_400_000 });
      expect(await queue.getJob(queueName, 'tomorrow')).toMatchObject({ state: 'delayed', attemptsMade: 0 });

      const startedAt: number[] = [];
      queue.work(queueName, async () => {
        startedAt.push(Date.now());
      });
      const enqueuedAt = Date.now();
      await queue.enqueue(queueName, { id: 'soon', payload: {} }, { delayMs: 150 });

      await settled(queue, queueName, 'soon', 'completed');
      expect(startedAt).toHaveLength(1);
      expect((startedAt[0] ?? 0) - enqueuedAt).toBeGreaterThanOrEqual(150 - clockSlackMs);
      expect(await queue.getJob(queueName, 'tomorrow')).toMatchObject({ state: 'delayed' });
    });

    it('shows progress reported mid-job while the job is still active', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('reports');
      const release = gate();
      await queue.enqueue(queueName, { id: 'big-export', payload: {} });
      queue.work(queueName, async (job) => {
        await job.reportProgress(40);
        const refused = await job.reportProgress(150).catch((error: unknown) => error);
        await release.opened;
        return refused instanceof RangeError ? 'refused 150' : 'accepted 150';
      });

      await expect
        .poll(() => queue.getJob(queueName, 'big-export'), patience)
        .toMatchObject({ state: 'active', progress: 40 });
      release.open();
      await settled(queue, queueName, 'big-export', 'completed');
      expect(await queue.getJob(queueName, 'big-export')).toMatchObject({
        progress: 40,
        result: 'refused 150',
      });
    });

    it('runs two jobs at once with a concurrency of 2', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('reports');
      const bothStarted = gate();
      let running = 0;
      let mostRunning = 0;
      queue.work(
        queueName,
        async () => {
          running += 1;
          mostRunning = Math.max(mostRunning, running);
          if (running === 2) bothStarted.open();
          // A queue that ran one at a time would leave this waiting; the race keeps the test from hanging.
          await Promise.race([bothStarted.opened, sleep(patience.timeout / 2, undefined, { ref: false })]);
          running -= 1;
        },
        { concurrency: 2 },
      );
      await queue.enqueue(queueName, { id: 'slow-1', payload: {} });
      await queue.enqueue(queueName, { id: 'slow-2', payload: {} });

      await settled(queue, queueName, 'slow-1', 'completed');
      await settled(queue, queueName, 'slow-2', 'completed');
      expect(mostRunning).toBe(2);
    });

    it('never overlaps jobs with a concurrency of 1', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('reports');
      const ids = ['one', 'two', 'three'];
      let running = 0;
      let mostRunning = 0;
      queue.work(
        queueName,
        async () => {
          running += 1;
          mostRunning = Math.max(mostRunning, running);
          await sleep(30);
          running -= 1;
        },
        { concurrency: 1 },
      );
      for (const id of ids) await queue.enqueue(queueName, { id, payload: {} });

      for (const id of ids) await settled(queue, queueName, id, 'completed');
      expect(mostRunning).toBe(1);
    });

    it('answers null for an id it does not hold', async () => {
      const queue = await open();
      expect(await queue.getJob(uniqueQueueName('mail'), 'never-enqueued')).toBeNull();
    });

    it('refuses impossible options and stores nothing', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('mail');
      await expect(queue.enqueue(queueName, { id: 'bad', payload: {} }, { attempts: 0 })).rejects.toThrow(
        RangeError,
      );
      await expect(queue.enqueue(queueName, { id: 'bad', payload: {} }, { delayMs: -1 })).rejects.toThrow(
        RangeError,
      );
      expect(await queue.getJob(queueName, 'bad')).toBeNull();
    });

    it('refuses stalled-job settings it could not work with', async () => {
      await expect(open({ leaseMs: 0 })).rejects.toThrow(RangeError);
      await expect(open({ stalledCheckIntervalMs: 1.5 })).rejects.toThrow(RangeError);
      await expect(open({ maxStalledCount: -1 })).rejects.toThrow(RangeError);
    });

    it('lets an active job finish and keeps its result when closing', async () => {
      const queue = await open();
      const queueName = uniqueQueueName('payments');
      const release = gate();
      let finished = false;
      await queue.enqueue(queueName, { id: 'in-flight', payload: {} });
      queue.work(queueName, async () => {
        await release.opened;
        finished = true;
        return 'captured';
      });
      await expect
        .poll(() => queue.getJob(queueName, 'in-flight'), patience)
        .toMatchObject({ state: 'active' });

      const closing = queue.close().then(() => finished);
      // Released only after close has begun, so a close that did not wait would report the job unfinished.
      await sleep(50);
      release.open();

      expect(await closing).toBe(true);
      const reopened = await open();
      expect(await reopened.getJob(queueName, 'in-flight')).toMatchObject({
        state: 'completed',
        result: 'captured',
      });
    });

    describe('a schedule', () => {
      // Short, so a test sees several periods within a second or two.
      const everyMs = 300;
      // A stalled job is given up at once: the schedule must not depend on the killed job ever finishing.
      const stalled = {
        leaseMs: 300,
        stalledCheckIntervalMs: 50,
        maxStalledCount: 0,
      } satisfies StalledJobOptions;

      interface ScheduledRun {
        id: string;
        name: string;
        payload: unknown;
        attempt: number;
        dueAt: number;
        startedAt: number;
      }

      /** A handler that records each run, then does what `then` says. */
      function recorder(scheduleId: string, runs: ScheduledRun[], then: () => unknown = () => 'done') {
        const idForm = new RegExp(`^${scheduleId}-(\\d+)$`);
        return async ({ id, name, payload, attempt }: RunningJob<unknown>) => {
          const dueAt = Number(idForm.exec(id)?.[1] ?? Number.NaN);
          runs.push({ id, name, payload, attempt, dueAt, startedAt: Date.now() });
          return then();
        };
      }

      /** Due times of the runs, each period once, in order. */
      const dueTimes = (runs: ScheduledRun[]) => [...new Set(runs.map(({ dueAt }) => dueAt))].sort();

      it('produces a job at once, then one every period, each run as an ordinary job', async () => {
        const queue = await open();
        const queueName = uniqueQueueName('payments');
        const runs: ScheduledRun[] = [];
        const scheduledAt = Date.now();
        await queue.schedule(
          queueName,
          'reconcile',
          { everyMs },
          { name: 'reconcile-payments', payload: { kind: 'reconcile' } },
        );
        queue.work(queueName, recorder('reconcile', runs));

        await expect.poll(() => runs.length, patience).toBeGreaterThanOrEqual(3);
        const [first] = runs;
        expect(runs.slice(0, 3)).toEqual(
          [0, 1, 2].map(() =>
            expect.objectContaining({
              name: 'reconcile-payments',
              payload: { kind: 'reconcile' },
              attempt: 1,
            }),
          ),
        );
        expect(first!.dueAt).toBeGreaterThanOrEqual(scheduledAt - clockSlackMs);
        expect(first!.dueAt - scheduledAt).toBeLessThan(everyMs);
        for (const run of runs) expect(run.startedAt).toBeGreaterThanOrEqual(run.dueAt - clockSlackMs);
        expect(dueTimes(runs)).toHaveLength(runs.length);
        for (const gap of gaps(dueTimes(runs))) expect(gap).toBeGreaterThanOrEqual(everyMs);
        await settled(queue, queueName, first!.id, 'completed');
        expect(await queue.getJob(queueName, first!.id)).toEqual<JobStatus>({
          id: first!.id,
          name: 'reconcile-payments',
          state: 'completed',
          payload: { kind: 'reconcile' },
          attemptsMade: 1,
          progress: 0,
          result: 'done',
          failedReason: null,
        });
      });

      it('is updated, never doubled, by scheduling its id again from several handles', async () => {
        const [queue, otherHandle] = await Promise.all([open(), open()]);
        const queueName = uniqueQueueName('payments');
        const runs: ScheduledRun[] = [];
        const scheduleFrom = (handle: JobQueue, version: number) =>
          handle.schedule(queueName, 'reconcile', { everyMs }, { payload: { version } });
        await Promise.all([scheduleFrom(queue, 1), scheduleFrom(otherHandle, 1)]);
        queue.work(queueName, recorder('reconcile', runs), { concurrency: 2 });
        otherHandle.work(queueName, recorder('reconcile', runs), { concurrency: 2 });
        await expect.poll(() => runs.length, patience).toBeGreaterThanOrEqual(2);

        // Mid-period, as servers starting one after the other would.
        await scheduleFrom(queue, 2);
        await scheduleFrom(otherHandle, 2);
        const firstOfVersion2 = () =>
          runs.findIndex((run) => (run.payload as { version: number }).version === 2);
        await expect.poll(() => firstOfVersion2(), patience).toBeGreaterThanOrEqual(0);
        await expect.poll(() => runs.length - firstOfVersion2(), patience).toBeGreaterThanOrEqual(3);

        expect(runs.slice(firstOfVersion2()).map((run) => run.payload)).toEqual(
          runs.slice(firstOfVersion2()).map(() => ({ version: 2 })),
        );
        expect(runs.map((run) => run.name)).toEqual(runs.map(() => 'reconcile'));
        expect(dueTimes(runs)).toHaveLength(runs.length);
        for (const gap of gaps(dueTimes(runs))) expect(gap).toBeGreaterThanOrEqual(everyMs);
      });

      it('goes on after a handler that throws, each failure its job only', async () => {
        const queue = await open();
        const queueName = uniqueQueueName('payments');
        const runs: ScheduledRun[] = [];
        await queue.schedule(queueName, 'reconcile', { everyMs }, { payload: {} });
        queue.work(
          queueName,
          recorder('reconcile', runs, () => {
            throw new Error('read store unavailable');
          }),
        );

        await expect.poll(() => dueTimes(runs).length, patience).toBeGreaterThanOrEqual(3);
        expect(runs.map((run) => run.attempt)).toEqual(runs.map(() => 1));
        await settled(queue, queueName, runs[0]!.id, 'failed');
        expect(await queue.getJob(queueName, runs[0]!.id)).toMatchObject({
          attemptsMade: 1,
          failedReason: 'read store unavailable',
        });
      });

      it('goes on after a worker is killed mid-job and its job is given up for stalling', async () => {
        const queue = await open(stalled);
        const queueName = uniqueQueueName('payments');
        await queue.schedule(queueName, 'reconcile', { everyMs }, { payload: {} });
        const died = await adapter.runWorkerThatDies(queueName, stalled);
        const runs: ScheduledRun[] = [];
        queue.work(queueName, recorder('reconcile', runs));

        await expect.poll(() => runs.length, patience).toBeGreaterThanOrEqual(2);
        expect(died.jobId).toMatch(/^reconcile-\d+$/);
        expect(runs.map((run) => run.id)).not.toContain(died.jobId);
        expect(runs.map((run) => run.attempt)).toEqual(runs.map(() => 1));
        expect(Math.min(...runs.map((run) => run.startedAt))).toBeGreaterThan(died.startedAt);
        expect(dueTimes(runs)).toHaveLength(runs.length);
        await settled(queue, queueName, died.jobId, 'failed');
        expect(await queue.getJob(queueName, died.jobId)).toMatchObject({ failedReason: STALLED_TOO_OFTEN });
      });

      it('goes on in a queue closed and opened again, with no schedule call after the reopen', async () => {
        const first = await open();
        const queueName = uniqueQueueName('payments');
        const runs: ScheduledRun[] = [];
        await first.schedule(queueName, 'reconcile', { everyMs }, { payload: { kind: 'reconcile' } });
        first.work(queueName, recorder('reconcile', runs));
        await expect.poll(() => runs.length, patience).toBeGreaterThanOrEqual(1);
        await first.close();
        const runsBeforeReopen = runs.length;

        const reopened = await open();
        reopened.work(queueName, recorder('reconcile', runs));

        await expect.poll(() => runs.length - runsBeforeReopen, patience).toBeGreaterThanOrEqual(2);
        expect(dueTimes(runs)).toHaveLength(runs.length);
        expect(runs.map((run) => run.payload)).toEqual(runs.map(() => ({ kind: 'reconcile' })));
      });

      it('takes any string as a schedule id, and reads back the jobs it produces', async () => {
        const queue = await open();
        const queueName = uniqueQueueName('reports');
        const scheduleId = 'reports:daily/7 %-42';
        const ids: string[] = [];
        await queue.schedule(queueName, scheduleId, { everyMs }, { payload: { report: 'sales' } });
        queue.work(queueName, async (job) => {
          ids.push(job.id);
          return job.name;
        });

        await expect.poll(() => ids.length, patience).toBeGreaterThanOrEqual(1);
        expect(ids[0]).toMatch(/^reports:daily\/7 %-42-\d+$/);
        await settled(queue, queueName, ids[0]!, 'completed');
        expect(await queue.getJob(queueName, ids[0]!)).toMatchObject({
          id: ids[0],
          name: scheduleId,
          payload: { report: 'sales' },
          result: scheduleId,
        });
        expect(await queue.getJob(queueName, `${scheduleId}-1`)).toBeNull();
      });

      it('refuses a period or an id it could not keep', async () => {
        const queue = await open();
        const queueName = uniqueQueueName('payments');
        for (const badPeriod of [0, -300, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
          await expect(
            queue.schedule(queueName, 'reconcile', { everyMs: badPeriod }, { payload: {} }),
          ).rejects.toThrow(RangeError);
        }
        await expect(queue.schedule(queueName, '', { everyMs }, { payload: {} })).rejects.toThrow(RangeError);
      });
    });

    describe('when a worker stops mid-job', () => {
      // Short, so a stalled job is noticed within a second; the dying workers use the same.
      const stalled = {
        leaseMs: 300,
        stalledCheckIntervalMs: 50,
        maxStalledCount: 1,
      } satisfies StalledJobOptions;

      it('runs the job again on another worker once its lease lapses, using up no attempt', async () => {
        const queue = await open(stalled);
        const queueName = uniqueQueueName('payments');
        await queue.enqueue(queueName, { id: 'reconcile-7', payload: { orderId: 'order-7' } });
        const died = await adapter.runWorkerThatDies(queueName, stalled);
        const runs: { attempt: number; startedAt: number }[] = [];
        queue.work(queueName, async (job) => {
          runs.push({ attempt: job.attempt, startedAt: Date.now() });
          return 'reconciled';
        });

        await settled(queue, queueName, 'reconcile-7', 'completed');
        expect(runs.map(({ attempt }) => attempt)).toEqual([2]);
        expect(runs[0]!.startedAt - died.startedAt).toBeGreaterThanOrEqual(
          stalled.leaseMs - claimToHandlerSlackMs,
        );
        expect(await queue.getJob(queueName, 'reconcile-7')).toMatchObject({
          state: 'completed',
          attemptsMade: 1,
          result: 'reconciled',
          failedReason: null,
        });
      });

      it('fails the job once it stalls more than maxStalledCount times, attempts left or not', async () => {
        const queue = await open(stalled);
        const queueName = uniqueQueueName('reports');
        await queue.enqueue(queueName, { id: 'huge-export', payload: {} }, { attempts: 3 });
        const firstDeath = await adapter.runWorkerThatDies(queueName, stalled);
        const secondDeath = await adapter.runWorkerThatDies(queueName, stalled);
        let ranAgain = 0;
        queue.work(queueName, async () => {
          ranAgain += 1;
        });

        await settled(queue, queueName, 'huge-export', 'failed');
        expect(secondDeath.startedAt - firstDeath.startedAt).toBeGreaterThanOrEqual(
          stalled.leaseMs - claimToHandlerSlackMs,
        );
        expect(ranAgain).toBe(0);
        expect(await queue.getJob(queueName, 'huge-export')).toMatchObject({
          state: 'failed',
          attemptsMade: 1,
          result: null,
          failedReason: STALLED_TOO_OFTEN,
        });
      });

      it('leaves a job alone while its live worker renews the lease, however long it runs', async () => {
        const queue = await open(stalled);
        const queueName = uniqueQueueName('reports');
        let started = false;
        await queue.enqueue(queueName, { id: 'long-export', payload: {} });
        queue.work(queueName, async () => {
          started = true;
          // Outlives the lease several times over, so only renewals keep the job from being taken.
          await sleep(stalled.leaseMs * 3);
          return 'exported';
        });
        await expect.poll(() => started, patience).toBe(true);
        const other = await open(stalled);
        let takenOver = 0;
        other.work(queueName, async () => {
          takenOver += 1;
        });

        await settled(other, queueName, 'long-export', 'completed');
        expect(takenOver).toBe(0);
        expect(await other.getJob(queueName, 'long-export')).toMatchObject({
          attemptsMade: 1,
          result: 'exported',
        });
      });
    });
  });
}
