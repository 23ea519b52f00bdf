import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

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
