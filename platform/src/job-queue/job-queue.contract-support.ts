import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobQueue } from './job-queue';

export { sleep };

/** A promise the test resolves when it chooses, to hold a handler at a known point. */
export interface Gate {
  readonly opened: Promise<void>;
  open(): void;
}

export function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Queue names never repeat, so tests sharing one store or one Redis never see each other's jobs. */
export function uniqueQueueName(purpose: string): string {
  return `${purpose}-${randomUUID().slice(0, 8)}`;
}

/** Generous for a loaded machine; conditions are polled, so a fast run never waits this long. */
export const patience = { timeout: 10_000, interval: 10 };

/** Milliseconds between consecutive entries. */
export function gaps(times: number[]): number[] {
  return times.slice(1).map((time, index) => time - (times[index] ?? time));
}

/** Timers and clocks may round by a millisecond or two; minimum gaps are asserted this much short. */
export const clockSlackMs = 5;

/** A worker in another process reads the clock in its handler a little after its claim began the lease. */
export const claimToHandlerSlackMs = 50;

/** The job a worker that died was running, and when it started it. */
export interface DiedMidJob {
  startedAt: number;
  jobId: string;
}

/**
 * Runs a fixture (a script that opens a queue and calls `dieOnTheFirstJob`) in a process of its own: a
 * worker that dies mid-job. Resolves once the process is dead, with its job and when it started.
 */
export async function runWorkerThatDies(fixture: string, args: readonly string[]): Promise<DiedMidJob> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  // A worker that never gets the job would otherwise outlive the test.
  const deadline = setTimeout(() => child.kill('SIGKILL'), patience.timeout);
  try {
    // 'close' rather than 'exit': it waits for the output to be read.
    await once(child, 'close');
  } finally {
    clearTimeout(deadline);
  }
  const separator = output.indexOf(' ');
  const startedAt = Number.parseInt(output, 10);
  if (Number.isNaN(startedAt) || separator < 0) throw new Error(`${fixture} ended before a job started`);
  return { startedAt, jobId: JSON.parse(output.slice(separator + 1)) as string };
}

/** Called in a fixture: the first job started reports when it started, then kills its process. */
export function dieOnTheFirstJob(queue: JobQueue, queueName: string): void {
  queue.work(queueName, async (job) => {
    // Synchronous, so the line is out before the process is gone.
    writeSync(1, `${Date.now()} ${JSON.stringify(job.id)}\n`);
    process.kill(process.pid, 'SIGKILL');
  });
  // Gives up if no job comes, so a failed test leaves no process behind.
  setTimeout(() => process.exit(1), patience.timeout).unref();
}
