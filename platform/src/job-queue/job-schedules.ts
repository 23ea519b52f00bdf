import type { ScheduleOptions } from './job-queue';

/** Rejects a schedule no adapter could keep, before anything is stored. */
export function checkSchedule(scheduleId: string, options: ScheduleOptions): ScheduleOptions {
  if (typeof scheduleId !== 'string' || scheduleId === '') {
    throw new RangeError('A schedule needs an id that is not empty');
  }
  const { everyMs } = options;
  if (!Number.isInteger(everyMs) || everyMs <= 0) {
    throw new RangeError(`everyMs must be a whole number of milliseconds above 0, got ${everyMs}`);
  }
  return { everyMs };
}

/** The id of the job a schedule produces for the period that fell due at `dueAt`, as the port states it. */
export function scheduledJobId(scheduleId: string, dueAt: number): string {
  return `${scheduleId}-${dueAt}`;
}

/** The schedule id and due time a scheduled job's id holds, if it has that form. */
export function parseScheduledJobId(id: string): { scheduleId: string; dueAt: number } | null {
  // Greedy: a due time holds no '-', so the last one separates it, whatever the schedule id holds.
  const match = /^(.+)-(\d+)$/.exec(id);
  if (!match) return null;
  return { scheduleId: match[1]!, dueAt: Number(match[2]) };
}
