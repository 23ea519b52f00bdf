import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './event-store';
import { type LogRead, SharedLogReads } from './sqlite-shared-reads';

const event = (position: number): RecordedEvent => ({
  id: `id-${position}`,
  streamId: 's',
  revision: 0n,
  position: BigInt(position),
  type: 'T',
  data: {},
  metadata: {
    correlationId: 'c',
    causationId: 'c',
    actor: { userId: null, role: 'system' },
    at: '',
    schemaVersion: 1,
  },
});
const positions = (read: LogRead) => read.events.map(({ position }) => Number(position));

/** A log that can grow, counting its reads; each append is noticed as the store notices its own. */
function countingLog() {
  const events: RecordedEvent[] = [];
  const counted = { reads: 0 };
  const shared = new SharedLogReads((after, limit) => {
    counted.reads += 1;
    return events.filter(({ position }) => position > after).slice(0, limit);
  });
  return {
    shared,
    get reads() {
      return counted.reads;
    },
    append(...added: number[]) {
      events.push(...added.map(event));
      shared.appendNoticed();
    },
  };
}

describe('shared reads of the log', () => {
  it('reads once for every subscription asking for events already read, handing over the same objects', () => {
    const log = countingLog();
    log.append(1, 2, 3);
    const first = log.shared.eventsAfter(0n, 500);
    expect(positions(first)).toEqual([1, 2, 3]);
    expect(log.shared.eventsAfter(0n, 500).events[0]).toBe(first.events[0]);
    expect(positions(log.shared.eventsAfter(1n, 500))).toEqual([2, 3]);
    expect(positions(log.shared.eventsAfter(2n, 1))).toEqual([3]);
    expect(log.reads).toBe(1);
  });

  it('says a read reached the head as of the appends noticed, unless it was cut at its limit', () => {
    const log = countingLog();
    log.append(1, 2, 3);
    expect(log.shared.eventsAfter(0n, 500).completeAsOf).toBe(log.shared.appendsNoticed);
    expect(log.shared.eventsAfter(0n, 2).completeAsOf).toBeNull();
    expect(log.shared.eventsAfter(0n, 1).completeAsOf).toBeNull();
    log.append(4);
    const kept = log.shared.eventsAfter(1n, 500);
    expect(positions(kept)).toEqual([2, 3]);
    expect(kept.completeAsOf).not.toBe(log.shared.appendsNoticed);
  });

  it('never keeps an empty read, so the events appended after it are seen', () => {
    const log = countingLog();
    expect(log.shared.eventsAfter(0n, 500).events).toEqual([]);
    log.append(1);
    expect(positions(log.shared.eventsAfter(0n, 500))).toEqual([1]);
  });

  it('hands a lagging reader the events kept, then the newer events from their end on', () => {
    const log = countingLog();
    log.append(1);
    log.shared.eventsAfter(0n, 500);
    log.append(2, 3);
    expect(positions(log.shared.eventsAfter(0n, 500))).toEqual([1]);
    expect(positions(log.shared.eventsAfter(1n, 500))).toEqual([2, 3]);
    expect(log.reads).toBe(2);
  });
});
