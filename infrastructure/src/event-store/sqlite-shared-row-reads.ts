import type { EventRow } from './sqlite-event-store-schema';

/** Enough for every batch a store's subscriptions are reading at once when some lag behind the others. */
const BATCHES_KEPT = 4;

/** Rows of the log after a position, and how far they are known to reach. */
export interface RowsRead {
  rows: EventRow[];
  /**
   * The count of appends noticed (see `appendNoticed`) as of which `rows` were every row after the position;
   * null when more may follow them (the read was cut at its limit).
   */
  completeAsOf: number | null;
}

interface Batch extends RowsRead {
  after: bigint;
  limit: number;
}

/**
 * One read of the log for all of a store's subscriptions that ask for rows it has read already, as a dozen
 * projections woken by one commit do. Sharing is exact: the rows up to a committed position never change, so
 * a batch read earlier still holds, perhaps shorter than a read now would be; a reader that is partway
 * through a kept batch is handed the rest of it. An empty read is never kept: it would hide later appends.
 */
export class SharedRowReads {
  #recent: Batch[] = [];
  #appendsNoticed = 0;

  constructor(private readonly read: (after: bigint, limit: number) => EventRow[]) {}

  /** Counts an append in this process or another: a subscription whose last read was complete since may rest. */
  readonly appendNoticed = (): void => {
    this.#appendsNoticed += 1;
  };

  get appendsNoticed(): number {
    return this.#appendsNoticed;
  }

  rowsAfter(after: bigint, limit: number): RowsRead {
    for (const batch of this.#recent) {
      const kept = restOf(batch, after, limit);
      if (kept) return kept;
    }
    const completeAsOf = this.#appendsNoticed;
    const rows = this.read(after, limit);
    const read = { rows, completeAsOf: rows.length < limit ? completeAsOf : null };
    if (rows.length > 0)
      this.#recent = [{ after, limit, ...read }, ...this.#recent.slice(0, BATCHES_KEPT - 1)];
    return read;
  }
}

/** The rows of a kept batch after `after`, when the batch covers that position and has rows past it. */
function restOf(batch: Batch, after: bigint, limit: number): RowsRead | undefined {
  const { rows } = batch;
  if (after < batch.after || rows.length === 0 || rows[rows.length - 1]![0] <= after) return undefined;
  let start = 0;
  while (rows[start]![0] <= after) start += 1;
  const rest = start === 0 ? rows : rows.slice(start);
  if (rest.length > limit) return { rows: rest.slice(0, limit), completeAsOf: null };
  return { rows: rest, completeAsOf: batch.completeAsOf };
}
