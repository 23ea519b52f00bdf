import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConcurrencyError, type RecordedEvent } from './event-store';
import { eventStoreContract } from './event-store.contract';
import { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store';
import { CorruptEventError } from './sqlite-recorded-event';
import {
  drain,
  readAllEvents,
  sampleEvent,
  sampleEvents,
  takeEvents,
  uniqueStreamId,
  withTimeout,
} from './testing/contract-fixtures';
import { startScript } from './testing/script-process';
import { temporaryDirectory } from './testing/temporary-directory';

const directory = temporaryDirectory('sqlite-event-store');
afterAll(() => directory.remove());

eventStoreContract('SQLite', () => SqliteEventStore.open({ file: directory.newFile() }));

describe('SqliteEventStore', () => {
  const opened: SqliteEventStore[] = [];
  const children: ReturnType<typeof startScript>[] = [];

  async function open(options: Partial<SqliteEventStoreOptions> = {}): Promise<SqliteEventStore> {
    const store = await SqliteEventStore.open({ file: directory.newFile(), ...options });
    opened.push(store);
    return store;
  }

  function script(name: string, args: string[]) {
    const child = startScript(name, args);
    children.push(child);
    return child;
  }

  afterEach(async () => {
    for (const child of children.splice(0)) child.kill();
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('creates missing parent directories and reports head position 0n while empty', async () => {
    const store = await open({ file: join(directory.path, 'nested', 'deeper', 'events.sqlite') });

    expect(await store.headPosition()).toBe(0n);
    const result = await store.append(uniqueStreamId(), sampleEvents(2), { expectedRevision: 'no_stream' });
    expect(await store.headPosition()).toBe(result.position);
  });

  describe('group commit', () => {
    it('writes every append requested in one tick, each with its own revision and position', async () => {
      const store = await open();
      const streamIds = Array.from({ length: 50 }, () => uniqueStreamId());

      const results = await Promise.all(
        streamIds.map((streamId, index) =>
          store.append(streamId, sampleEvents((index % 3) + 1), { expectedRevision: 'no_stream' }),
        ),
      );

      for (const [index, streamId] of streamIds.entries()) {
        const recorded = await store.readStream(streamId);
        expect(recorded).toHaveLength((index % 3) + 1);
        expect(results[index]).toEqual({
          nextRevision: BigInt(recorded.length - 1),
          position: recorded.at(-1)!.position,
        });
      }
      const positions = results.map((result) => result.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
    });

    it('refuses only the append whose expected revision fails, among appends in the same tick', async () => {
      const store = await open();
      const streamIds = Array.from({ length: 5 }, () => uniqueStreamId());
      for (const streamId of streamIds) {
        await store.append(streamId, sampleEvents(1), { expectedRevision: 'no_stream' });
      }
      const refusedEvents = sampleEvents(3, 'refused');

      const outcomes = await Promise.allSettled(
        streamIds.map((streamId, index) =>
          index === 2
            ? store.append(streamId, refusedEvents, { expectedRevision: 7n })
            : store.append(streamId, sampleEvents(2), { expectedRevision: 0n }),
        ),
      );

      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect((outcomes[2] as PromiseRejectedResult).reason).toEqual(
        new ConcurrencyError(streamIds[2]!, 7n, 0n),
      );
      const lengths = await Promise.all(streamIds.map(async (id) => (await store.readStream(id)).length));
      expect(lengths).toEqual([3, 3, 1, 3, 3]);
    });

    it('undoes all of an append that fails part-way, leaving the others in the same tick', async () => {
      const store = await open();
      const [first, second] = [uniqueStreamId(), uniqueStreamId()];
      const shared = sampleEvent('shared-id');
      const failing = [sampleEvent('fine'), { ...sampleEvent('duplicate'), id: shared.id }];

      const outcomes = await Promise.allSettled([
        store.append(first, [shared], { expectedRevision: 'no_stream' }),
        store.append(second, failing, { expectedRevision: 'no_stream' }),
      ]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
      expect(await store.readStream(second)).toEqual([]);
      expect((await readAllEvents(store)).map((event) => event.id)).toEqual([shared.id]);
    });
  });

  it('lets exactly one of two processes appending with the same expected revision win', async () => {
    const file = directory.newFile('race');
    const store = await open({ file });
    const streamId = uniqueStreamId('race');
    await store.append(streamId, sampleEvents(1), { expectedRevision: 'no_stream' });
    const racers = ['left', 'right'].map((writer) => script('race-append.ts', [file, streamId, writer]));

    for (const racer of racers) expect(await racer.nextLine()).toBe('ready');
    for (const racer of racers) racer.send('go');
    const reports = await Promise.all(racers.map(async (racer) => JSON.parse(await racer.nextLine())));

    const winners = reports.filter((report) => report.outcome === 'won');
    const losers = reports.filter((report) => report.outcome === 'refused');
    expect(winners).toHaveLength(1);
    expect(losers).toEqual([{ outcome: 'refused', writer: expect.any(String), actual: '3' }]);
    const recorded = await store.readStream(streamId);
    expect(recorded.slice(1).map((event) => event.data)).toEqual(
      [1, 2, 3].map((n) => ({ writer: winners[0].writer, n })),
    );
    expect(String(recorded.at(-1)!.position)).toBe(winners[0].position);
    for (const racer of racers) expect(await racer.exitCode()).toBe(0);
  });

  describe('live delivery', () => {
    it("delivers another process's append by polling", async () => {
      const file = directory.newFile('polled');
      const store = await open({ file });
      const streamId = uniqueStreamId('polled');
      const subscriber = script('subscribe-one.ts', [
        file,
        String(await store.headPosition()),
        streamId,
        '50',
      ]);
      expect(await subscriber.nextLine()).toBe('ready');

      const event = sampleEvent('from-parent');
      const result = await store.append(streamId, [event], { expectedRevision: 'no_stream' });

      expect(JSON.parse(await subscriber.nextLine())).toEqual({
        id: event.id,
        streamId,
        position: String(result.position),
      });
      expect(await subscriber.exitCode()).toBe(0);
    });

    it('wakes a subscriber in another process within milliseconds of an append, not at its next poll', async () => {
      const file = directory.newFile('watched');
      const store = await open({ file });
      const streamId = uniqueStreamId('watched');
      // An hour-long poll interval: only noticing the other process's commit can deliver in time.
      const subscriber = script('subscribe-one.ts', [
        file,
        String(await store.headPosition()),
        streamId,
        '3600000',
      ]);
      expect(await subscriber.nextLine()).toBe('ready');

      const event = sampleEvent('from-parent');
      await store.append(streamId, [event], { expectedRevision: 'no_stream' });

      expect(JSON.parse(await subscriber.nextLine())).toMatchObject({ id: event.id, streamId });
      expect(await subscriber.exitCode()).toBe(0);
    });

    it('wakes a subscriber on another instance in this process at once, not at its next poll', async () => {
      const file = directory.newFile('shared');
      const writer = await open({ file });
      const reader = await open({ file, pollIntervalMs: 3_600_000 });
      const streamId = uniqueStreamId();
      const subscription = reader.subscribeToAll({ after: await reader.headPosition() });
      const iterator = subscription[Symbol.asyncIterator]();
      const delivered = takeEvents(iterator, 2, [streamId]);
      await new Promise((resolve) => setImmediate(resolve));

      const events = sampleEvents(2);
      await writer.append(streamId, events, { expectedRevision: 'no_stream' });

      // An hour-long poll interval means only the in-process notification can deliver within the timeout.
      expect((await delivered).map((event) => event.id)).toEqual(events.map((event) => event.id));
    });

    it('reads ahead one batch at most, however many events are stored', async () => {
      const file = directory.newFile('backpressure');
      const store = await open({ file, durability: 'os' });
      const streamId = uniqueStreamId();
      await store.append(streamId, sampleEvents(2_000), { expectedRevision: 'no_stream' });
      const iterator = store.subscribeToAll()[Symbol.asyncIterator]();
      const [first] = await takeEvents(iterator, 1, [streamId]);

      const rewriter = new Database(file);
      rewriter.prepare("UPDATE events SET type = 'Rewritten' WHERE position > ?").run(first!.position);
      rewriter.close();
      const rest = await takeEvents(iterator, 1_999, [streamId]);

      // Events read before the rewrite keep their old type; a subscription that read everything ahead would
      // deliver no rewritten event at all.
      const readAhead = rest.filter((event) => event.type !== 'Rewritten').length;
      expect(readAhead).toBeLessThan(1_000);
      expect(rest.slice(readAhead).every((event) => event.type === 'Rewritten')).toBe(true);
    });
  });

  describe('reading a stream from past its end', () => {
    it('sees at once what another connection to the file appended since', async () => {
      const file = directory.newFile();
      const reader = await open({ file });
      const writer = await open({ file });
      const streamId = uniqueStreamId();

      expect(await reader.readStream(streamId)).toEqual([]);
      await writer.append(streamId, sampleEvents(1), { expectedRevision: 'no_stream' });
      expect(await reader.readStream(streamId)).toHaveLength(1);

      expect(await reader.readStream(streamId, { fromRevision: 1n })).toEqual([]);
      await writer.append(streamId, sampleEvents(2), { expectedRevision: 0n });
      const since = await reader.readStream(streamId, { fromRevision: 1n });
      expect(since.map((event) => event.revision)).toEqual([1n, 2n]);
    });

    it('sees its own appends, and keeps what others appended to other streams', async () => {
      const file = directory.newFile();
      const store = await open({ file });
      const other = await open({ file });
      const [mine, theirs] = [uniqueStreamId(), uniqueStreamId()];

      await store.append(mine, sampleEvents(1), { expectedRevision: 'no_stream' });
      expect(await store.readStream(mine, { fromRevision: 1n })).toEqual([]);
      await store.append(mine, sampleEvents(1), { expectedRevision: 0n });
      expect(await store.readStream(mine, { fromRevision: 1n })).toHaveLength(1);

      expect(await store.readStream(theirs)).toEqual([]);
      await other.append(theirs, sampleEvents(3), { expectedRevision: 'no_stream' });
      expect(await store.readStream(theirs, { fromRevision: 1n })).toHaveLength(2);
      expect(await store.readStream(mine)).toHaveLength(2);
    });

    it("counts another process's commit from the next tick on: the reads of one tick look at the file once", async () => {
      const file = directory.newFile();
      const store = await open({ file });
      const streamId = uniqueStreamId();
      await store.append(streamId, sampleEvents(1), { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setImmediate(resolve));

      expect(await store.readStream(streamId, { fromRevision: 1n })).toEqual([]);
      // Another process commits between two reads of the same tick: a plain connection, no group commit.
      const otherProcess = new Database(file);
      otherProcess
        .prepare(
          'INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, 1, ?, ?, ?)',
        )
        .run(crypto.randomUUID(), streamId, 'Appended', '{}', '{}');
      otherProcess.close();
      expect(await store.readStream(streamId, { fromRevision: 1n })).toEqual([]);

      await new Promise((resolve) => setImmediate(resolve));
      const since = await store.readStream(streamId, { fromRevision: 1n });
      expect(since.map((event) => [event.revision, event.type])).toEqual([[1n, 'Appended']]);
    });
  });

  it('keeps every event across close and reopen, and carries on numbering', async () => {
    const file = directory.newFile('durable');
    const first = await open({ file });
    const streamId = uniqueStreamId();
    const appended = await first.append(streamId, sampleEvents(3), { expectedRevision: 'no_stream' });
    const before = await readAllEvents(first);
    await first.close();

    const reopened = await open({ file });

    expect(await readAllEvents(reopened)).toEqual(before);
    expect(await reopened.headPosition()).toBe(appended.position);
    const next = await reopened.append(streamId, sampleEvents(1), { expectedRevision: 2n });
    expect(next.nextRevision).toBe(3n);
    expect(next.position).toBeGreaterThan(appended.position);
  });

  it('writes the appends accepted before close, and refuses appends after it', async () => {
    const file = directory.newFile('closing');
    const store = await open({ file });
    const streamId = uniqueStreamId();

    const accepted = store.append(streamId, sampleEvents(1), { expectedRevision: 'no_stream' });
    await store.close();

    await expect(accepted).resolves.toMatchObject({ nextRevision: 0n });
    await expect(store.append(streamId, sampleEvents(1), { expectedRevision: 'any' })).rejects.toThrow(
      /closed/,
    );
    const reopened = await open({ file });
    expect(await reopened.readStream(streamId)).toHaveLength(1);
  });

  it('ends waiting subscriptions at once on close, however long the poll interval', async () => {
    const store = await open({ pollIntervalMs: 3_600_000 });
    const closedDirectly = store.subscribeToAll();
    const waiting = [closedDirectly, store.subscribeToAll()].map((subscription) =>
      drain(subscription[Symbol.asyncIterator]()),
    );
    await new Promise((resolve) => setImmediate(resolve));

    await closedDirectly.close();
    expect(await withTimeout(waiting[0]!, 10_000, () => 'close left next() waiting')).toEqual([]);
    await store.close();
    expect(await withTimeout(waiting[1]!, 10_000, () => 'the subscription outlived its store')).toEqual([]);
  });

  it('reports corrupt JSON as an error naming the stream and position, on every read path', async () => {
    const file = directory.newFile('corrupt');
    const writer = await open({ file });
    const streamId = uniqueStreamId('corrupt');
    const events = sampleEvents(3);
    await writer.append(streamId, events, { expectedRevision: 'no_stream' });
    await writer.close();
    const vandal = new Database(file);
    vandal.prepare('UPDATE events SET data = \'{"litres": 1.5\' WHERE id = ?').run(events[1]!.id);
    const position = vandal.prepare('SELECT position FROM events WHERE id = ?').pluck().get(events[1]!.id);
    vandal.close();
    const store = await open({ file });
    const expected = new RegExp(`position ${position} in stream ${streamId}`);
    const corruptIn = (read: RecordedEvent[]) => read.find((event) => event.id === events[1]!.id)!;

    await expect(store.readStream(streamId)).rejects.toThrow(expected);
    // The log's readers parse an event's data when it is first used: feeds pass over most events by type.
    const readAll = corruptIn(await readAllEvents(store));
    expect(readAll.type).toBe(events[1]!.type);
    expect(() => readAll.data).toThrow(expected);
    const iterator = store.subscribeToAll()[Symbol.asyncIterator]();
    const [intact, corrupt] = await takeEvents(iterator, 2, [streamId]);
    expect(intact!.data).toEqual(events[0]!.data);
    expect(corrupt!.metadata).toEqual(events[1]!.metadata);
    const failure = (() => {
      try {
        return corrupt!.data;
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(CorruptEventError);
    expect(failure).toMatchObject({ streamId, position: BigInt(position as number) });
  });
});
