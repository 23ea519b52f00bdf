import { describe, expect, it } from 'vitest';
import { ConcurrencyError, type EventStore, type ExpectedRevision } from '../event-store';
import { sampleEvent, sampleEvents, uniqueStreamId } from './contract-fixtures';

async function expectRefused(
  append: Promise<unknown>,
  refusal: { streamId: string; expected: ExpectedRevision; actual: bigint | 'no_stream' },
): Promise<void> {
  const error = await append.then(
    () => new Error('the append succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConcurrencyError);
  expect(error).toMatchObject(refusal);
}

async function storedIds(store: EventStore, streamId: string): Promise<string[]> {
  return (await store.readStream(streamId)).map((event) => event.id);
}

export function describeAppending(store: () => EventStore): void {
  describe('appending', () => {
    it("numbers a new stream's events from 0n and returns the last revision and its position", async () => {
      const streamId = uniqueStreamId();
      const first = await store().append(streamId, sampleEvents(3), { expectedRevision: 'no_stream' });
      const second = await store().append(streamId, sampleEvents(2), {
        expectedRevision: first.nextRevision,
      });

      const recorded = await store().readStream(streamId);
      expect(recorded.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      expect(first).toEqual({ nextRevision: 2n, position: recorded[2]!.position });
      expect(second).toEqual({ nextRevision: 4n, position: recorded[4]!.position });
    });

    it('refuses to append no events, writing nothing', async () => {
      const streamId = uniqueStreamId();
      await expect(store().append(streamId, [], { expectedRevision: 'any' })).rejects.toThrow(Error);
      expect(await store().readStream(streamId)).toEqual([]);
    });

    describe('expecting no stream', () => {
      it('refuses an existing stream, reporting its revision and writing nothing', async () => {
        const streamId = uniqueStreamId();
        const seeded = sampleEvents(2);
        await store().append(streamId, seeded, { expectedRevision: 'no_stream' });

        const refused = store().append(streamId, sampleEvents(2), { expectedRevision: 'no_stream' });

        await expectRefused(refused, { streamId, expected: 'no_stream', actual: 1n });
        expect(await storedIds(store(), streamId)).toEqual(seeded.map((event) => event.id));
      });
    });

    describe('expecting the stream to exist', () => {
      it('refuses a missing stream, reporting no_stream and writing nothing', async () => {
        const streamId = uniqueStreamId();
        const refused = store().append(streamId, sampleEvents(1), { expectedRevision: 'stream_exists' });

        await expectRefused(refused, { streamId, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store().readStream(streamId)).toEqual([]);
      });

      it('appends to an existing stream whatever its revision', async () => {
        const streamId = uniqueStreamId();
        await store().append(streamId, sampleEvents(2), { expectedRevision: 'no_stream' });

        const result = await store().append(streamId, sampleEvents(1), { expectedRevision: 'stream_exists' });

        expect(result.nextRevision).toBe(2n);
      });
    });

    describe('expecting an exact revision', () => {
      it('appends when the stream is at that revision', async () => {
        const streamId = uniqueStreamId();
        await store().append(streamId, sampleEvents(2), { expectedRevision: 'no_stream' });

        const result = await store().append(streamId, sampleEvents(1), { expectedRevision: 1n });

        expect(result.nextRevision).toBe(2n);
      });

      it('refuses a stream at another revision, reporting the actual one and writing nothing', async () => {
        const streamId = uniqueStreamId();
        const seeded = sampleEvents(3);
        await store().append(streamId, seeded, { expectedRevision: 'no_stream' });

        const stale = store().append(streamId, sampleEvents(2), { expectedRevision: 1n });
        await expectRefused(stale, { streamId, expected: 1n, actual: 2n });
        const ahead = store().append(streamId, sampleEvents(2), { expectedRevision: 5n });
        await expectRefused(ahead, { streamId, expected: 5n, actual: 2n });

        expect(await storedIds(store(), streamId)).toEqual(seeded.map((event) => event.id));
      });

      it('refuses a missing stream, reporting no_stream', async () => {
        const streamId = uniqueStreamId();
        const refused = store().append(streamId, sampleEvents(1), { expectedRevision: 0n });

        await expectRefused(refused, { streamId, expected: 0n, actual: 'no_stream' });
        expect(await store().readStream(streamId)).toEqual([]);
      });
    });

    describe('expecting any state', () => {
      it('appends to a missing stream and to an existing one', async () => {
        const streamId = uniqueStreamId();
        const created = await store().append(streamId, sampleEvents(1), { expectedRevision: 'any' });
        const extended = await store().append(streamId, sampleEvents(2), { expectedRevision: 'any' });

        expect([created.nextRevision, extended.nextRevision]).toEqual([0n, 2n]);
      });
    });

    it('lets exactly one of two concurrent appends with the same expected revision win', async () => {
      const streamId = uniqueStreamId();
      await store().append(streamId, sampleEvents(1), { expectedRevision: 'no_stream' });
      const contenders = [
        [sampleEvent('a-1'), sampleEvent('a-2')],
        [sampleEvent('b-1'), sampleEvent('b-2')],
      ];

      const outcomes = await Promise.allSettled(
        contenders.map((events) => store().append(streamId, events, { expectedRevision: 0n })),
      );

      const winners = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [index] : []));
      expect(winners).toHaveLength(1);
      const loser = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(loser?.reason).toBeInstanceOf(ConcurrencyError);
      const winnerIds = contenders[winners[0]!]!.map((event) => event.id);
      expect((await storedIds(store(), streamId)).slice(1)).toEqual(winnerIds);
    });
  });
}
