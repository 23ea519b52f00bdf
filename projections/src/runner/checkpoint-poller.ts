import { setTimeout as sleep } from 'node:timers/promises';

const POLL_INTERVAL_MS = 10;

interface Waiter {
  position: bigint;
  deadline: number;
  timer: NodeJS.Timeout;
  answer(reached: boolean): void;
}

/**
 * Read-your-writes against stored checkpoints. One loop reads the position of each projection someone waits
 * for once a tick and answers every waiter it reached, so a burst of waiting requests costs one read a tick
 * rather than one each. The loop runs only while someone waits.
 */
export class CheckpointPoller {
  readonly #waiting = new Map<string, Set<Waiter>>();
  #polling = false;

  constructor(
    private readonly readPosition: (projectionName: string) => Promise<bigint>,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  waitFor(projectionName: string, position: bigint, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        deadline: Date.now() + timeoutMs,
        timer: setTimeout(() => this.#expire(waiter), timeoutMs),
        answer: (reached) => {
          clearTimeout(waiter.timer);
          this.#forget(projectionName, waiter);
          resolve(reached);
        },
      };
      const waiters = this.#waiting.get(projectionName) ?? new Set();
      waiters.add(waiter);
      this.#waiting.set(projectionName, waiters);
      if (!this.#polling) void this.#pollWhileWaited();
    });
  }

  #expire(waiter: Waiter): void {
    const remainingMs = waiter.deadline - Date.now();
    // Timers may fire a millisecond early by the wall clock.
    if (remainingMs > 0) waiter.timer = setTimeout(() => this.#expire(waiter), remainingMs);
    else waiter.answer(false);
  }

  #forget(projectionName: string, waiter: Waiter): void {
    const waiters = this.#waiting.get(projectionName);
    waiters?.delete(waiter);
    if (waiters?.size === 0) this.#waiting.delete(projectionName);
  }

  async #pollWhileWaited(): Promise<void> {
    this.#polling = true;
    try {
      while (this.#waiting.size > 0) {
        await Promise.all(
          [...this.#waiting.keys()].map((projectionName) => this.#answerReached(projectionName)),
        );
        // Sleeping even when everyone was answered keeps a stream of waiters to one read a tick.
        await sleep(this.intervalMs);
      }
    } finally {
      this.#polling = false;
    }
  }

  async #answerReached(projectionName: string): Promise<void> {
    let position: bigint;
    try {
      position = await this.readPosition(projectionName);
    } catch {
      // A read store briefly out of reach: the next tick tries again, and waiters keep their own deadlines.
      return;
    }
    for (const waiter of this.#waiting.get(projectionName) ?? []) {
      if (waiter.position <= position) waiter.answer(true);
    }
  }
}
