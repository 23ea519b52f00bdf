import { describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../event-store';
import {
  inStreams,
  readAllEvents,
  sampleEvent,
  sampleEvents,
  sampleMetadata,
  uniqueStreamId,
} from './contract-fixtures';

function expectStrictlyIncreasing(positions: readonly bigint[]): void {
  positions.forEach((position, index) => {
    if (index > 0) expect(position).toBeGreaterThan(positions[index - 1]!);
  });
}

/** Appends to two streams in turn: the order in which their events must appear in the log. */
async function appendInterleaved(store: EventStore): Promise<{ streamIds: string[]; ids: string[] }> {
  const streamIds = [uniqueStreamId('left'), uniqueStreamId('right')];
  const ids: string[] = [];
  for (const [index, streamId] of [...streamIds, ...streamIds, streamIds[0]!].entries()) {
    const event = sampleEvent(`interleaved-${index}`);
    await store.append(streamId, [event], { expectedRevision: 'any' });
    ids.push(event.id!);
  }
  return { streamIds, ids };
}

export function describeReading(store: () => EventStore): void {
  describe('reading a stream', () => {
    it('reads a missing stream as empty', async () => {
      expect(await store().readStream(uniqueStreamId())).toEqual([]);
    });

    it('reads from a given revision on', async () => {
      const streamId = uniqueStreamId();
      const events = sampleEvents(4);
      await store().append(streamId, events, { expectedRevision: 'no_stream' });

      const fromTwo = await store().readStream(streamId, { fromRevision: 2n });

      expect(fromTwo.map((event) => [event.revision, event.id])).toEqual([
        [2n, events[2]!.id],
        [3n, events[3]!.id],
      ]);
      expect(await store().readStream(streamId, { fromRevision: 4n })).toEqual([]);
    });

    it('records id, type, data, metadata, stream, revision and position of every event', async () => {
      const streamId = uniqueStreamId();
      const withId = sampleEvent('with-id', {
        type: 'OrderPlaced',
        data: { orderId: 'o-1', totalPaise: 129_900, lines: [{ sku: 'fern-1', quantity: 2 }], note: null },
        metadata: sampleMetadata({ actor: { userId: 'customer-7', role: 'customer' }, schemaVersion: 3 }),
      });
      const { id: _, ...withoutId } = sampleEvent('without-id', {
        metadata: sampleMetadata({ actor: { userId: null, role: 'system' } }),
      });

      const result = await store().append(streamId, [withId, withoutId], { expectedRevision: 'no_stream' });
      const [first, second] = await store().readStream(streamId);

      expect(first).toEqual({
        id: withId.id,
        streamId,
        revision: 0n,
        position: expect.any(BigInt),
        type: withId.type,
        data: withId.data,
        metadata: withId.metadata,
      });
      expect(second).toEqual({
        id: expect.any(String),
        streamId,
        revision: 1n,
        position: result.position,
        type: withoutId.type,
        data: withoutId.data,
        metadata: withoutId.metadata,
      });
      expect(second!.id).not.toBe('');
      expect(second!.id).not.toBe(first!.id);
      expect(second!.position).toBeGreaterThan(first!.position);
    });

    it('gives positions above 0n that strictly increase across streams, in append order', async () => {
      const { streamIds, ids } = await appendInterleaved(store());

      const recorded = [
        ...(await store().readStream(streamIds[0]!)),
        ...(await store().readStream(streamIds[1]!)),
      ];
      const inAppendOrder = ids.map((id) => recorded.find((event) => event.id === id)!);

      expect(inAppendOrder[0]!.position).toBeGreaterThan(0n);
      expectStrictlyIncreasing(inAppendOrder.map((event) => event.position));
    });
  });

  describe('reading all', () => {
    it('reads every stream from the beginning, in position order', async () => {
      const { streamIds, ids } = await appendInterleaved(store());

      const all = await readAllEvents(store(), { after: 0n });

      expect(all[0]!.position).toBeGreaterThan(0n);
      expectStrictlyIncreasing(all.map((event) => event.position));
      expect(inStreams(all, streamIds).map((event) => event.id)).toEqual(ids);
    });

    it('reads strictly after a given position', async () => {
      const { streamIds, ids } = await appendInterleaved(store());
      const ours = inStreams(await readAllEvents(store()), streamIds);
      const middle = ours[1]!.position;

      const after = await readAllEvents(store(), { after: middle });

      expect(after.every((event) => event.position > middle)).toBe(true);
      expect(inStreams(after, streamIds).map((event) => event.id)).toEqual(ids.slice(2));
    });

    it('reads in batches no larger than batchSize', async () => {
      const start = await store().headPosition();
      const { streamIds, ids } = await appendInterleaved(store());

      const batches: RecordedEvent[][] = [];
      for await (const batch of store().readAll({ after: start, batchSize: 2 })) batches.push(batch);

      expect(batches.length).toBeGreaterThanOrEqual(3);
      for (const batch of batches) expect(batch.length).toBeGreaterThan(0);
      for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(2);
      expect(inStreams(batches.flat(), streamIds).map((event) => event.id)).toEqual(ids);
    });

    it('reports the head position: that of the newest event', async () => {
      const before = await store().headPosition();
      const result = await store().append(uniqueStreamId(), sampleEvents(2), {
        expectedRevision: 'no_stream',
      });
      const after = await store().headPosition();

      expect(result.position).toBeGreaterThan(before);
      expect(after).toBeGreaterThanOrEqual(result.position);
    });
  });
}
