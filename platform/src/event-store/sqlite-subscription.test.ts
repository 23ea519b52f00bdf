import { describe, expect, it } from 'vitest';
import type { EventRow } from './sqlite-event-store-schema';
import { toRecordedEventParsedOnUse } from './sqlite-recorded-event';
import { SharedLogReads } from './sqlite-shared-reads';
import { SqliteSubscription, type SqliteSubscriptionSource } from './sqlite-subscription';

const row = (position: number): EventRow => [BigInt(position), `id-${position}`, 's', 0n, 'T', '{}', '{}'];

/** A log in memory behind the subscription's source, counting the subscription's reads of it. */
function logSource(pollIntervalMs: number) {
  const rows: EventRow[] = [];
  const wakes = new Set<() => void>();
  const counted = { reads: 0 };
  const shared = new SharedLogReads((after, limit) => {
    counted.reads += 1;
    return rows
      .filter(([position]) => position > after)
      .slice(0, limit)
      .map(toRecordedEventParsedOnUse);
  });
  const source: SqliteSubscriptionSource = {
    readEventsAfter: (after, limit) => shared.eventsAfter(after, limit),
    watchAppends(wake) {
      wakes.add(wake);
      return () => wakes.delete(wake);
    },
    appendsNoticed: () => shared.appendsNoticed,
    pollIntervalMs,
    batchSize: 500,
  };
  return {
    source,
    get reads() {
      return counted.reads;
    },
    append(position: number) {
      rows.push(row(position));
      for (const wake of wakes) {
        shared.appendNoticed();
        wake();
      }
    },
    /** Another process's append the store has not noticed yet. */
    appendUnnoticed(position: number) {
      rows.push(row(position));
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a subscription to the embedded log', () => {
  it('rests once it has taken the head, and reads again when an append is noticed', async () => {
    const log = logSource(60_000);
    log.append(1);
    const subscription = new SqliteSubscription(log.source, 0n, () => undefined);
    const events = subscription[Symbol.asyncIterator]();
    expect((await events.next()).value).toMatchObject({ position: 1n });
    const next = events.next();
    await pause(20);
    expect(log.reads).toBe(1);

    log.append(2);
    expect((await next).value).toMatchObject({ position: 2n });
    expect(log.reads).toBe(2);
    await subscription.close();
  });

  it('reads again when the poll interval passes, for an append nobody noticed', async () => {
    const log = logSource(10);
    const subscription = new SqliteSubscription(log.source, 0n, () => undefined);
    const next = subscription[Symbol.asyncIterator]().next();
    await pause(5);
    log.appendUnnoticed(1);
    expect((await next).value).toMatchObject({ position: 1n });
    await subscription.close();
  });
});
