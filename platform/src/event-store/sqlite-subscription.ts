import type { EventSubscription, RecordedEvent } from './event-store';
import type { LogRead } from './sqlite-shared-reads';

export interface SqliteSubscriptionSource {
  readEventsAfter(after: bigint, limit: number): LogRead;
  /** Calls `wake` soon after anyone appends (at once for this process); returns the way to stop. */
  watchAppends(wake: () => void): () => void;
  /** How many appends the store has noticed so far: unchanged since a complete read, there is nothing new. */
  appendsNoticed(): number;
  pollIntervalMs: number;
  batchSize: number;
}

/**
 * Reads one batch at a time, only when the consumer has taken everything read so far (back-pressure), and
 * waits between batches for an append (this process's at once, another's within milliseconds) or the poll
 * interval, whichever comes first. Having taken every event up to the head, it waits without asking the log
 * again unless an append was noticed since it read.
 */
export class SqliteSubscription implements EventSubscription {
  #after: bigint;
  /** The last read of the log, and how many of its events were taken. */
  #lastRead: LogRead | null = null;
  #nextEvent = 0;
  #closed = false;
  #stopWaiting: (() => void) | undefined;
  #lastPull: Promise<unknown> = Promise.resolve();
  readonly #stopWatching: () => void;

  constructor(
    private readonly source: SqliteSubscriptionSource,
    after: bigint,
    private readonly onClose: (subscription: SqliteSubscription) => void,
  ) {
    this.#after = after;
    this.#stopWatching = source.watchAppends(() => this.#stopWaiting?.());
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    return this.#iterator(async () => (await this.#take(1))?.[0]);
  }

  batches(): AsyncIterable<RecordedEvent[]> {
    return {
      [Symbol.asyncIterator]: () => this.#iterator(() => this.#take(Number.POSITIVE_INFINITY)),
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopWatching();
    this.#stopWaiting?.();
    this.#lastRead = null;
    this.onClose(this);
  }

  /** An iterator over what `pull` gives until it gives nothing; closing it closes the subscription. */
  #iterator<T>(pull: () => Promise<T | undefined>): AsyncIterator<T> {
    return {
      next: () => this.#oneAtATime(pull),
      return: async () => {
        await this.close();
        return { done: true, value: undefined };
      },
    };
  }

  /** Pulls one at a time even when the consumer asks for several at once: there is one read position. */
  #oneAtATime<T>(pull: () => Promise<T | undefined>): Promise<IteratorResult<T>> {
    const pulled = this.#lastPull.then(async (): Promise<IteratorResult<T>> => {
      const value = await pull();
      return value === undefined ? { done: true, value: undefined } : { done: false, value };
    });
    this.#lastPull = pulled.catch(() => undefined);
    return pulled;
  }

  /** Up to `most` events not taken yet, reading or waiting for appends when none are left; undefined once closed. */
  async #take(most: number): Promise<RecordedEvent[] | undefined> {
    while (!this.#closed) {
      const events = this.#lastRead?.events ?? [];
      if (this.#nextEvent < events.length) {
        const taken = events.slice(this.#nextEvent, this.#nextEvent + most);
        this.#nextEvent += taken.length;
        this.#after = taken[taken.length - 1]!.position;
        return taken;
      }
      if (this.#hasTakenTheHead()) {
        // The poll interval passing is the backstop for an append nobody noticed: read again then.
        if (!(await this.#waitForAppends())) this.#lastRead = null;
        continue;
      }
      this.#lastRead = this.source.readEventsAfter(this.#after, this.source.batchSize);
      this.#nextEvent = 0;
    }
    return undefined;
  }

  #hasTakenTheHead(): boolean {
    const completeAsOf = this.#lastRead?.completeAsOf ?? null;
    return completeAsOf !== null && completeAsOf === this.source.appendsNoticed();
  }

  /** Resolves true when woken by an append, false when the poll interval passed first. */
  #waitForAppends(): Promise<boolean> {
    return new Promise((resolve) => {
      const stop = (woken: boolean) => {
        clearTimeout(timer);
        this.#stopWaiting = undefined;
        resolve(woken);
      };
      const timer = setTimeout(() => stop(false), this.source.pollIntervalMs);
      this.#stopWaiting = () => stop(true);
    });
  }
}
