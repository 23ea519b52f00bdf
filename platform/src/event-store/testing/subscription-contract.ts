import { describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../event-store';
import {
  drain,
  sampleEvent,
  sampleEvents,
  takeEvents,
  uniqueStreamId,
  withTimeout,
} from './contract-fixtures';

const idsOf = (events: readonly { id?: string }[]) => events.map((event) => event.id);

/*
 * Back-pressure (reading ahead only as far as the consumer pulls) is not observable through the port alone,
 * so each adapter's own tests check it where its engine makes it visible.
 */
export function describeSubscribing(store: () => EventStore): void {
  describe('subscribing to all', () => {
    it('catches up on stored events, then delivers live appends in order without duplicates', async () => {
      const streamId = uniqueStreamId();
      const sentinelStream = uniqueStreamId('sentinel');
      const start = await store().headPosition();
      const stored = sampleEvents(3, 'stored');
      await store().append(streamId, stored, { expectedRevision: 'no_stream' });
      const subscription = store().subscribeToAll({ after: start });
      const iterator = subscription[Symbol.asyncIterator]();

      try {
        const caughtUp = await takeEvents(iterator, 3, [streamId]);
        const live = sampleEvents(2, 'live');
        await store().append(streamId, live, { expectedRevision: 2n });
        const delivered = await takeEvents(iterator, 2, [streamId]);
        const sentinel = sampleEvent('sentinel');
        await store().append(sentinelStream, [sentinel], { expectedRevision: 'no_stream' });
        const next = await takeEvents(iterator, 1, [streamId, sentinelStream]);

        expect(idsOf(caughtUp)).toEqual(idsOf(stored));
        expect(idsOf(delivered)).toEqual(idsOf(live));
        expect(idsOf(next)).toEqual([sentinel.id]);
        expect(caughtUp.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
        expect(delivered[0]!.position).toBeGreaterThan(caughtUp[2]!.position);
      } finally {
        await subscription.close();
      }
    });

    it('hands the same events over in batches, stored then live, in order and never an empty batch', async () => {
      const streamId = uniqueStreamId();
      const start = await store().headPosition();
      const stored = sampleEvents(3, 'stored');
      await store().append(streamId, stored, { expectedRevision: 'no_stream' });
      const subscription = store().subscribeToAll({ after: start });
      const batches = subscription.batches()[Symbol.asyncIterator]();
      const takeBatched = async (count: number) => {
        const taken: RecordedEvent[] = [];
        while (taken.length < count) {
          const next = await withTimeout(batches.next(), 10_000, () => `got ${taken.length} of ${count}`);
          if (next.done) throw new Error('the batches ended');
          expect(next.value.length).toBeGreaterThan(0);
          taken.push(...next.value.filter((event) => event.streamId === streamId));
        }
        return taken;
      };

      try {
        const caughtUp = await takeBatched(3);
        const live = sampleEvents(2, 'live');
        await store().append(streamId, live, { expectedRevision: 2n });
        const delivered = await takeBatched(2);

        expect(idsOf(caughtUp)).toEqual(idsOf(stored));
        expect(idsOf(delivered)).toEqual(idsOf(live));
        expect(caughtUp).toEqual(
          await store()
            .readStream(streamId, { fromRevision: 0n })
            .then((all) => all.slice(0, 3)),
        );
      } finally {
        await subscription.close();
      }
      expect(await withTimeout(batches.next(), 10_000, () => 'closing did not end the batches')).toEqual({
        done: true,
        value: undefined,
      });
    });

    it('delivers events with the same fields as reading the stream', async () => {
      const streamId = uniqueStreamId();
      const start = await store().headPosition();
      await store().append(streamId, sampleEvents(2), { expectedRevision: 'no_stream' });
      const subscription = store().subscribeToAll({ after: start });

      try {
        const delivered = await takeEvents(subscription[Symbol.asyncIterator](), 2, [streamId]);
        expect(delivered).toEqual(await store().readStream(streamId));
      } finally {
        await subscription.close();
      }
    });

    it('starts strictly after the given position', async () => {
      const streamId = uniqueStreamId();
      const events = sampleEvents(3);
      await store().append(streamId, events, { expectedRevision: 'no_stream' });
      const [first] = await store().readStream(streamId);
      const subscription = store().subscribeToAll({ after: first!.position });

      try {
        const delivered = await takeEvents(subscription[Symbol.asyncIterator](), 2, [streamId]);
        expect(idsOf(delivered)).toEqual(idsOf(events.slice(1)));
      } finally {
        await subscription.close();
      }
    });

    it('ends the iteration on close, even with events already read ahead', async () => {
      const streamId = uniqueStreamId();
      const start = await store().headPosition();
      await store().append(streamId, sampleEvents(5), { expectedRevision: 'no_stream' });
      const subscription = store().subscribeToAll({ after: start });
      const iterator = subscription[Symbol.asyncIterator]();
      await takeEvents(iterator, 1, [streamId]);

      await subscription.close();

      const afterClose = await withTimeout(drain(iterator), 10_000, () => 'iteration did not end on close');
      expect(afterClose.filter((event) => event.streamId === streamId)).toEqual([]);
    });

    it('ends a next() that is waiting for new events when closed', async () => {
      const subscription = store().subscribeToAll({ after: await store().headPosition() });
      const iterator = subscription[Symbol.asyncIterator]();
      const untilDone = drain(iterator);

      await subscription.close();

      await withTimeout(untilDone, 10_000, () => 'a waiting next() did not end on close');
      expect(await iterator.next()).toEqual({ done: true, value: undefined });
    });

    it('closes when the consumer leaves a for-await loop early', async () => {
      const streamId = uniqueStreamId();
      const start = await store().headPosition();
      await store().append(streamId, sampleEvents(3), { expectedRevision: 'no_stream' });
      const subscription = store().subscribeToAll({ after: start });
      const seen: RecordedEvent[] = [];

      for await (const event of subscription) {
        if (event.streamId !== streamId) continue;
        seen.push(event);
        break;
      }

      expect(seen).toHaveLength(1);
      const remaining = await withTimeout(drain(subscription[Symbol.asyncIterator]()), 10_000, () => {
        return 'the subscription was still open after leaving the loop';
      });
      expect(remaining.filter((event) => event.streamId === streamId)).toEqual([]);
    });
  });
}
