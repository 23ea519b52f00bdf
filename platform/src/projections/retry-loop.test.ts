import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryLoop } from './retry-loop';

describe('retry loop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after pauses that double up to the cap, until an attempt succeeds', async () => {
    const loop = new RetryLoop({ retryDelayMs: 100, maxRetryDelayMs: 300 });
    const pauses: number[] = [];
    let attempts = 0;
    const done = loop.run(
      async () => {
        attempts++;
        if (attempts < 5) throw new Error(`fault ${attempts}`);
      },
      async (_error, retryInMs) => {
        pauses.push(retryInMs);
      },
    );

    await vi.advanceTimersByTimeAsync(100 + 200 + 300 + 300);
    await done;

    expect(attempts).toBe(5);
    expect(pauses).toEqual([100, 200, 300, 300]);
  });

  it('hands each failure to the caller before pausing', async () => {
    const loop = new RetryLoop({ retryDelayMs: 50, maxRetryDelayMs: 50 });
    const failures: string[] = [];
    let attempts = 0;
    const done = loop.run(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('read store timed out');
      },
      async (error) => {
        failures.push((error as Error).message);
      },
    );
    await vi.advanceTimersByTimeAsync(50);
    await done;

    expect(failures).toEqual(['read store timed out']);
  });

  it('ends a pause at once when stopped, and starts no further attempt', async () => {
    const loop = new RetryLoop({ retryDelayMs: 60_000, maxRetryDelayMs: 60_000 });
    let attempts = 0;
    const done = loop.run(
      async () => {
        attempts++;
        throw new Error('down');
      },
      async () => {},
    );
    await vi.advanceTimersByTimeAsync(0);

    loop.stop();
    await done;

    expect(attempts).toBe(1);
    expect(loop.stopping).toBe(true);
  });
});
