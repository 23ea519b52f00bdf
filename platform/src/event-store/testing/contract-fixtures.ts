import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, EventToAppend, RecordedEvent } from '../event-store';

/** Unique per call, so the contract can run against a shared server that keeps other tests' streams. */
export function uniqueStreamId(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

export function sampleMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: 'user-42', role: 'customer' },
    at: '2024-05-01T10:15:30.123Z',
    schemaVersion: 1,
    ...overrides,
  };
}

export function sampleEvent(label: string, overrides: Partial<EventToAppend> = {}): EventToAppend {
  return {
    id: randomUUID(),
    type: 'PlantWatered',
    data: { label, litres: 1.5, tags: ['indoor', 'फर्न'], nested: { sunny: true, note: null } },
    metadata: sampleMetadata(),
    ...overrides,
  };
}

export function sampleEvents(count: number, label = 'event'): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => sampleEvent(`${label}-${index}`));
}

export async function readAllEvents(
  store: EventStore,
  options: { after?: bigint; batchSize?: number } = {},
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const batch of store.readAll(options)) events.push(...batch);
  return events;
}

export function inStreams(events: readonly RecordedEvent[], streamIds: readonly string[]): RecordedEvent[] {
  return events.filter((event) => streamIds.includes(event.streamId));
}

/**
 * Pulls until `count` events of the given streams have arrived, ignoring other streams' events (a shared
 * server has them). Fails with what did arrive when they take longer than `timeoutMs`: a generous bound for
 * a noisy machine, not a speed requirement.
 */
export async function takeEvents(
  iterator: AsyncIterator<RecordedEvent>,
  count: number,
  streamIds: readonly string[],
  timeoutMs = 10_000,
): Promise<RecordedEvent[]> {
  const taken: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (taken.length < count) {
    const result = await withTimeout(iterator.next(), deadline - Date.now(), () => {
      return `expected ${count} events of ${streamIds.join(', ')}, got ${taken.length}`;
    });
    if (result.done) throw new Error(`Subscription ended after ${taken.length} of ${count} events`);
    if (streamIds.includes(result.value.streamId)) taken.push(result.value);
  }
  return taken;
}

/** Pulls until the iteration ends, keeping what arrived. */
export async function drain(iterator: AsyncIterator<RecordedEvent>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let result = await iterator.next(); !result.done; result = await iterator.next()) {
    events.push(result.value);
  }
  return events;
}

export async function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out: ${describe()}`)), Math.max(timeoutMs, 0));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
