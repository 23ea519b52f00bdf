import type { EventSubscription, RecordedEvent } from './event-store';
import type { EventRow } from './sqlite-event-store-schema';
import { toRecordedEvent } from './sqlite-recorded-event';

export interface SqliteSubscriptionSource {
  readRowsAfter(after: bigint, limit: number): EventRow[];
  /** Calls `wake` soon after anyone appends (at once for this process); returns the way to stop. */
  watchAppends(wake: () => void): () => void;
  pollIntervalMs: number;
  batchSize: number;
}

/**
 * Reads one batch at a time, only when the consumer has taken everything read so far (back-pressure), and
 * waits between batches for an append (this process's at once, another's within milliseconds) or the poll
 * interval, whichever comes first.
 */
export class SqliteSubscription implements EventSubscription {
  #after: bigint;
  #rows: EventRow[] = [];
  #nextRow = 0;
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
    return {
      next: () => this.#next(),
      return: async () => {
        await this.close();
        return { done: true, value: undefined };
      },
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopWatching();
    this.#stopWaiting?.();
    this.#rows = [];
    this.onClose(this);
  }

  /** Pulls one at a time even when the consumer asks for several at once: there is one read position. */
  #next(): Promise<IteratorResult<RecordedEvent>> {
    const pulled = this.#lastPull.then(() => this.#pull());
    this.#lastPull = pulled.catch(() => undefined);
    return pulled;
  }

  async #pull(): Promise<IteratorResult<RecordedEvent>> {
    while (!this.#closed) {
      const row = this.#rows[this.#nextRow];
      if (row) {
        const event = toRecordedEvent(row);
        this.#nextRow += 1;
        this.#after = event.position;
        return { done: false, value: event };
      }
      this.#rows = this.source.readRowsAfter(this.#after, this.source.batchSize);
      this.#nextRow = 0;
      if (this.#rows.length === 0) await this.#waitForAppends();
    }
    return { done: true, value: undefined };
  }

  #waitForAppends(): Promise<void> {
    return new Promise((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        this.#stopWaiting = undefined;
        resolve();
      };
      const timer = setTimeout(stop, this.source.pollIntervalMs);
      this.#stopWaiting = stop;
    });
  }
}
