import { setTimeout as sleep } from 'node:timers/promises';
import type { WaitOptions } from './projection-status';

const POLL_INTERVAL_MS = 10;

interface Waiter {
  position: bigint;
  /** Its position is still to be lowered to the log's head if past it: asked once it is found behind. */
  capAtHead: boolean;
  deadline: number;
  timer: NodeJS.Timeout;
  answer(reached: boolean): void;
}

/**
 * Read-your-writes against stored checkpoints. One loop reads the position of each projection someone waits
 * for once a tick and answers every waiter it reached, so a burst of waiting requests costs one read a tick
 * rather than one each; the log's head likewise, when waiters capped at it are behind. The loop runs only
 * while someone waits.
 */
export class CheckpointPoller {
  readonly #waiting = new Map<string, Set<Waiter>>();
  #polling = false;

  constructor(
    private readonly readPosition: (projectionName: string) => Promise<bigint>,
    private readonly readHead: () => Promise<bigint>,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  waitFor(
    projectionName: string,
    position: bigint,
    timeoutMs: number,
    options: WaitOptions = {},
  ): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        capAtHead: options.cappedAtHead ?? false,
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
        const positions = new Map<string, bigint>();
        await Promise.all(
          [...this.#waiting.keys()].map((projectionName) => this.#answerReached(projectionName, positions)),
        );
        if (await this.#capAtHead()) {
          for (const [projectionName, position] of positions) this.#answerUpTo(projectionName, position);
        }
        // Sleeping even when everyone was answered keeps a stream of waiters to one read a tick.
        await sleep(this.intervalMs);
      }
    } finally {
      this.#polling = false;
    }
  }

  /** Reads the projection's position, noted in `positions`, and answers the waiters it reached. */
  async #answerReached(projectionName: string, positions: Map<string, bigint>): Promise<void> {
    let position: bigint;
    try {
      position = await this.readPosition(projectionName);
    } catch {
      // A read store briefly out of reach: the next tick tries again, and waiters keep their own deadlines.
      return;
    }
    positions.set(projectionName, position);
    this.#answerUpTo(projectionName, position);
  }

  #answerUpTo(projectionName: string, position: bigint): void {
    for (const waiter of this.#waiting.get(projectionName) ?? []) {
      if (waiter.position <= position) waiter.answer(true);
    }
  }

  /** Lowers each waiter still behind and capped at the log's head to it; true once it read the head. */
  async #capAtHead(): Promise<boolean> {
    const uncapped = [...this.#waiting.values()].flatMap((waiters) =>
      [...waiters].filter((waiter) => waiter.capAtHead),
    );
    if (uncapped.length === 0) return false;
    let head: bigint;
    try {
      head = await this.readHead();
    } catch {
      // The log out of reach: the next tick asks again.
      return false;
    }
    for (const waiter of uncapped) {
      waiter.capAtHead = false;
      if (head < waiter.position) waiter.position = head;
    }
    return true;
  }
}
