import type { Backoff, EnqueueOptions } from './job-queue';

export interface CheckedEnqueueOptions {
  attempts: number;
  backoff: Backoff | null;
  delayMs: number;
}

/** Applies the port's defaults and rejects options no adapter could honour, before anything is stored. */
export function checkEnqueueOptions(options: EnqueueOptions = {}): CheckedEnqueueOptions {
  const attempts = options.attempts ?? 1;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError(`attempts must be a whole number of at least 1, got ${attempts}`);
  }
  const delayMs = options.delayMs ?? 0;
  assertDuration('delayMs', delayMs);
  const backoff = options.backoff ?? null;
  if (backoff) assertDuration('backoff.delayMs', backoff.delayMs);
  return { attempts, backoff, delayMs };
}

/** The wait before the next try, once `attemptsMade` tries have failed. */
export function retryDelayMs(backoff: Backoff | null, attemptsMade: number): number {
  if (!backoff) return 0;
  return backoff.type === 'fixed' ? backoff.delayMs : backoff.delayMs * 2 ** (attemptsMade - 1);
}

function assertDuration(option: string, milliseconds: number): void {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) {
    throw new RangeError(
      `${option} must be a finite number of milliseconds, at least 0, got ${milliseconds}`,
    );
  }
}
