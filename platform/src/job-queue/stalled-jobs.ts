/**
 * How every adapter treats a job whose worker stopped mid-run (its process crashed, was killed, or hung):
 * the worker holds a lease on the job and renews it while it lives. A check finds jobs whose lease ran out
 * and runs them again, without using up an attempt (the stop was the worker's fault, not the job's), up to
 * `maxStalledCount` times; the stall after that fails the job, whatever attempts it has left.
 */
export interface StalledJobOptions {
  /** How long a running job stays claimed without its worker renewing the claim; defaults to 30 s. */
  leaseMs?: number;
  /**
   * How often lapsed leases are looked for, so a stalled job runs again within leaseMs plus this; defaults
   * to 5 s.
   */
  stalledCheckIntervalMs?: number;
  /** How many times a stalled job is run again; its next stall fails it. Defaults to 1. */
  maxStalledCount?: number;
}

export type CheckedStalledJobOptions = Required<StalledJobOptions>;

/** The failed reason of a job failed for stalling more than `maxStalledCount` times. */
export const STALLED_TOO_OFTEN = 'Its worker stopped mid-job more often than allowed';

export function checkStalledJobOptions(options: StalledJobOptions = {}): CheckedStalledJobOptions {
  const checked = {
    leaseMs: options.leaseMs ?? 30_000,
    stalledCheckIntervalMs: options.stalledCheckIntervalMs ?? 5_000,
    maxStalledCount: options.maxStalledCount ?? 1,
  };
  assertWholePositiveDuration('leaseMs', checked.leaseMs);
  assertWholePositiveDuration('stalledCheckIntervalMs', checked.stalledCheckIntervalMs);
  if (!Number.isInteger(checked.maxStalledCount) || checked.maxStalledCount < 0) {
    throw new RangeError(
      `maxStalledCount must be a whole number of at least 0, got ${checked.maxStalledCount}`,
    );
  }
  return checked;
}

function assertWholePositiveDuration(option: string, milliseconds: number): void {
  if (!Number.isInteger(milliseconds) || milliseconds <= 0) {
    throw new RangeError(`${option} must be a whole number of milliseconds above 0, got ${milliseconds}`);
  }
}
