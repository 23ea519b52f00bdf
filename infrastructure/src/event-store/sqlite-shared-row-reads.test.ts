import { describe, expect, it } from 'vitest';
import type { EventRow } from './sqlite-event-store-schema';
import { type RowsRead, SharedRowReads } from './sqlite-shared-row-reads';

const row = (position: number): EventRow => [BigInt(position), `id-${position}`, 's', 0n, 'T', '{}', '{}'];
const positions = (read: RowsRead) => read.rows.map(([position]) => Number(position));

/** A log that can grow, counting its reads; each append is noticed as the store notices its own. */
function countingLog() {
  const rows: EventRow[] = [];
  const log = {
    reads: 0,
    shared: new SharedRowReads((after, limit) => {
      log.reads += 1;
      return rows.filter(([position]) => position > after).slice(0, limit);
    }),
    append(...added: number[]) {
      rows.push(...added.map(row));
      log.shared.appendNoticed();
    },
  };
  return log;
}

describe('shared reads of the log', () => {
  it('reads once for every subscription asking for rows already read', () => {
    const log = countingLog();
    log.append(1, 2, 3);
    const first = log.shared.rowsAfter(0n, 500);
    expect(positions(first)).toEqual([1, 2, 3]);
    expect(positions(log.shared.rowsAfter(0n, 500))).toEqual([1, 2, 3]);
    expect(positions(log.shared.rowsAfter(1n, 500))).toEqual([2, 3]);
    expect(positions(log.shared.rowsAfter(2n, 1))).toEqual([3]);
    expect(log.reads).toBe(1);
  });

  it('says a read reached the head as of the appends noticed, unless it was cut at its limit', () => {
    const log = countingLog();
    log.append(1, 2, 3);
    expect(log.shared.rowsAfter(0n, 500).completeAsOf).toBe(log.shared.appendsNoticed);
    expect(log.shared.rowsAfter(0n, 2).completeAsOf).toBeNull();
    expect(log.shared.rowsAfter(0n, 1).completeAsOf).toBeNull();
    log.append(4);
    const kept = log.shared.rowsAfter(1n, 500);
    expect(positions(kept)).toEqual([2, 3]);
    expect(kept.completeAsOf).not.toBe(log.shared.appendsNoticed);
  });

  it('never keeps an empty read, so the events appended after it are seen', () => {
    const log = countingLog();
    expect(log.shared.rowsAfter(0n, 500).rows).toEqual([]);
    log.append(1);
    expect(positions(log.shared.rowsAfter(0n, 500))).toEqual([1]);
  });

  it('hands a lagging reader the rows kept, then the newer rows from their end on', () => {
    const log = countingLog();
    log.append(1);
    log.shared.rowsAfter(0n, 500);
    log.append(2, 3);
    expect(positions(log.shared.rowsAfter(0n, 500))).toEqual([1]);
    expect(positions(log.shared.rowsAfter(1n, 500))).toEqual([2, 3]);
    expect(log.reads).toBe(2);
  });
});
