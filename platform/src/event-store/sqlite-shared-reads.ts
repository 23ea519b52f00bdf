import type { RecordedEvent } from './event-store';

/** Enough for every batch a store's subscriptions are reading at once when some lag behind the others. */
const BATCHES_KEPT = 4;

/** Events of the log after a position, and how far they are known to reach. */
export interface LogRead {
  events: RecordedEvent[];
  /**
   * The count of appends noticed (see `appendNoticed`) as of which `events` were every event after the
   * position; null when more may follow them (the read was cut at its limit).
   */
  completeAsOf: number | null;
}

interface Batch extends LogRead {
  after: bigint;
  limit: number;
}

/**
 * One read of the log for all of a store's subscriptions that ask for events it has read already, as a
 * dozen projections woken by one commit do: the same event objects are handed to each (they are immutable,
 * their JSON parsed once, when first used). Sharing is exact: the events up to a committed position never
 * change, so a batch read earlier still holds, perhaps shorter than a read now would be; a reader partway
 * through a kept batch is handed the rest of it. An empty read is never kept: it would hide later appends.
 */
export class SharedLogReads {
  #recent: Batch[] = [];
  #appendsNoticed = 0;

  constructor(private readonly read: (after: bigint, limit: number) => RecordedEvent[]) {}

  /** Counts an append in this process or another: a subscription whose last read was complete since may rest. */
  readonly appendNoticed = (): void => {
    this.#appendsNoticed += 1;
  };

  get appendsNoticed(): number {
    return this.#appendsNoticed;
  }

  eventsAfter(after: bigint, limit: number): LogRead {
    for (const batch of this.#recent) {
      const kept = restOf(batch, after, limit);
      if (kept) return kept;
    }
    const completeAsOf = this.#appendsNoticed;
    const events = this.read(after, limit);
    const read = { events, completeAsOf: events.length < limit ? completeAsOf : null };
    if (events.length > 0)
      this.#recent = [{ after, limit, ...read }, ...this.#recent.slice(0, BATCHES_KEPT - 1)];
    return read;
  }
}

/** The events of a kept batch after `after`, when the batch covers that position and has events past it. */
function restOf(batch: Batch, after: bigint, limit: number): LogRead | undefined {
  const { events } = batch;
  if (after < batch.after || events.length === 0 || events[events.length - 1]!.position <= after)
    return undefined;
  let start = 0;
  while (events[start]!.position <= after) start += 1;
  const rest = start === 0 ? events : events.slice(start);
  if (rest.length > limit) return { events: rest.slice(0, limit), completeAsOf: null };
  return { events: rest, completeAsOf: batch.completeAsOf };
}
