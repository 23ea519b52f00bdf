import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Decider } from '@verdant/domain/shared/decider';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrencyError, type EventStore } from '../event-store/event-store';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { EventCodec, EventSchemaError } from '../serialization/event-codec';
import { type TopicCommand, testDomainEvents, topicDecider } from '../testing/test-domain';
import { AggregateCache } from './aggregate-cache';
import { type CommandContext, type EventSourcing, handleCommand, loadAggregate } from './handle-command';
import { StreamLocks } from './stream-locks';

const context: CommandContext = {
  correlationId: 'request-1',
  causationId: 'command-1',
  actor: { userId: 'admin-1', role: 'admin' },
};
const create = (name = 'Cactus'): TopicCommand => ({
  type: 'CreateTopic',
  data: { topicId: 't-1', name, slug: 'cactus' },
});
const edit = (name: string): TopicCommand => ({
  type: 'RenameTopic',
  data: { topicId: 't-1', name, slug: 'cactus' },
});

describe('handling a command', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  let eventSourcing: EventSourcing;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-command-'));
    eventStore = await SqliteEventStore.open({ file: join(directory, 'events.sqlite'), durability: 'os' });
    eventSourcing = {
      eventStore,
      codec: new EventCodec(testDomainEvents),
      now: () => new Date('2026-03-01T10:00:00.000Z'),
    };
  });

  afterEach(async () => {
    await eventStore.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('appends the decided events with their metadata and returns the position written', async () => {
    const result = await handleCommand(eventSourcing, topicDecider, 'topic-t-1', create(), context);

    const [recorded] = await eventStore.readStream('topic-t-1');
    expect(result.position).toBe(recorded!.position);
    expect(result.state).toMatchObject({ status: 'active', name: 'Cactus' });
    expect(recorded).toMatchObject({
      type: 'TopicCreated',
      revision: 0n,
      metadata: { ...context, at: '2026-03-01T10:00:00.000Z', schemaVersion: 1 },
    });
  });

  it('hands its events to this process’s readers as it encoded them, not parsed again from the store', async () => {
    await handleCommand(eventSourcing, topicDecider, 'topic-t-1', create(), context);

    const [recorded] = await eventStore.readStream('topic-t-1');
    // Stored data no reader could decode: only the decoding kept from the append explains what is read.
    const event = await eventSourcing.codec.decode({ ...recorded!, data: {} });

    expect(event).toEqual({ type: 'TopicCreated', data: { topicId: 't-1', name: 'Cactus', slug: 'cactus' } });
  });

  it('decides on the state folded from the stream', async () => {
    await handleCommand(eventSourcing, topicDecider, 'topic-t-1', create(), context);

    const result = await handleCommand(eventSourcing, topicDecider, 'topic-t-1', create(), context).catch(
      (error: unknown) => error,
    );

    expect(result).toMatchObject({ kind: 'conflict', message: 'This topic already exists' });
    expect(await eventStore.readStream('topic-t-1')).toHaveLength(1);
  });

  it('appends nothing, and returns no position, when the decider decides nothing', async () => {
    await handleCommand(eventSourcing, topicDecider, 'topic-t-1', create(), context);
    const head = await eventStore.headPosition();

    const result = await handleCommand(eventSourcing, topicDecider, 'topic-t-1', edit('Cactus'), context);

    expect(result.position).toBeNull();
    expect(await eventStore.headPosition()).toBe(head);
  });

  it('decides again on the newer state when another writer got there first, so both edits count', async () => {
    await handleCommand(eventSourcing, topicDecider, 'topic-t-1', create(), context);

    await Promise.all([
      handleCommand(eventSourcing, topicDecider, 'topic-t-1', edit('Cacti'), context),
      handleCommand(eventSourcing, topicDecider, 'topic-t-1', edit('Desert Cacti'), context),
    ]);

    const stream = await eventStore.readStream('topic-t-1');
    expect(stream.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
    expect(stream.map((event) => (event.data as { name: string }).name)).toEqual([
      'Cactus',
      'Cacti',
      'Desert Cacti',
    ]);
  });

  it('gives up with the conflict after a bounded number of attempts', async () => {
    let appends = 0;
    const alwaysRaced: EventStore = {
      readStream: (streamId) => eventStore.readStream(streamId),
      readAll: (options) => eventStore.readAll(options),
      subscribeToAll: (options) => eventStore.subscribeToAll(options),
      headPosition: () => eventStore.headPosition(),
      close: () => eventStore.close(),
      append: async (streamId) => {
        appends++;
        throw new ConcurrencyError(streamId, 'no_stream', 0n);
      },
    };

    const attempt = handleCommand(
      { ...eventSourcing, eventStore: alwaysRaced },
      topicDecider,
      'topic-t-1',
      create(),
      context,
      {
        attempts: 3,
      },
    );

    await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
    expect(appends).toBe(3);
  });

  it('refuses events that break their schema before anything is written', async () => {
    const careless: Decider<TopicCommand, { type: string; data: unknown }, null> = {
      initialState: () => null,
      evolve: (state) => state,
      decide: () => [{ type: 'TopicCreated', data: { topicId: 't-1', name: '', slug: 'Not A Slug' } }],
    };

    await expect(
      handleCommand(eventSourcing, careless, 'topic-t-1', create(), context),
    ).rejects.toBeInstanceOf(EventSchemaError);
    expect(await eventStore.headPosition()).toBe(0n);
  });

  describe('with stream locks', () => {
    /** The event store, counting the appends made through it. */
    const counted = () => {
      const appends: string[] = [];
      const store: EventStore = {
        readStream: (streamId, options) => eventStore.readStream(streamId, options),
        readAll: (options) => eventStore.readAll(options),
        subscribeToAll: (options) => eventStore.subscribeToAll(options),
        headPosition: () => eventStore.headPosition(),
        close: () => eventStore.close(),
        append: (streamId, events, options) => {
          appends.push(streamId);
          return eventStore.append(streamId, events, options);
        },
      };
      return { appends, locked: { ...eventSourcing, eventStore: store, locks: new StreamLocks() } };
    };
    const asked = (index: number): CommandContext => ({ ...context, correlationId: `request-${index}` });

    it('decides the commands that queued on a busy stream together, in order, and appends them as one', async () => {
      const { appends, locked } = counted();
      const names = ['Cacti', 'Desert Cacti', 'Cactus Corner', 'Cactus Club'];

      const results = await Promise.all([
        handleCommand(locked, topicDecider, 'topic-t-1', create(), asked(0)),
        ...names.map((name, index) =>
          handleCommand(locked, topicDecider, 'topic-t-1', edit(name), asked(index + 1)),
        ),
      ]);

      const stream = await eventStore.readStream('topic-t-1');
      expect(stream.map((event) => (event.data as { name: string }).name)).toEqual(['Cactus', ...names]);
      // Each event keeps the request that asked for it.
      expect(stream.map((event) => event.metadata.correlationId)).toEqual(
        [0, 1, 2, 3, 4].map((i) => `request-${i}`),
      );
      // The creation had the stream to itself; the four renames that waited for it took one append.
      expect(appends).toEqual(['topic-t-1', 'topic-t-1']);
      // Each command answers its own events and the state they left.
      expect(
        results.map((result) => result.events.map((event) => (event.data as { name: string }).name)),
      ).toEqual([['Cactus'], ...names.map((name) => [name])]);
      expect(results.map((result) => (result.state as { name: string }).name)).toEqual(['Cactus', ...names]);
      expect(results.at(-1)!.position).toBe(stream.at(-1)!.position);
    });

    it('appends a long queue in parts an event store takes, answering every command', async () => {
      const { appends, locked } = counted();
      // Four renames of 100,000 characters each: the first three reach the budget of one append.
      const names = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(100_000));
      await handleCommand(locked, topicDecider, 'topic-t-1', create(), asked(0));
      const busy = locked.locks.run('topic-t-1', () => new Promise((resolve) => setTimeout(resolve, 5)));

      const results = await Promise.all([
        busy,
        ...names.map((name, index) =>
          handleCommand(locked, topicDecider, 'topic-t-1', edit(name), asked(index + 1)),
        ),
      ]);

      expect(results.slice(1).map((result) => (result as { events: unknown[] }).events.length)).toEqual([
        1, 1, 1, 1,
      ]);
      expect(appends).toHaveLength(3);
      const stream = await eventStore.readStream('topic-t-1');
      expect(stream.map((event) => (event.data as { name: string }).name.slice(0, 1))).toEqual([
        'C',
        'a',
        'b',
        'c',
        'd',
      ]);
    });

    it('refuses a command that queued with others alone: the others are written', async () => {
      const { locked } = counted();
      const [created, again, renamed] = await Promise.allSettled([
        handleCommand(locked, topicDecider, 'topic-t-1', create(), asked(0)),
        handleCommand(locked, topicDecider, 'topic-t-1', create('Cactus Again'), asked(1)),
        handleCommand(locked, topicDecider, 'topic-t-1', edit('Cacti'), asked(2)),
      ]);

      expect(created.status).toBe('fulfilled');
      expect(again).toMatchObject({ status: 'rejected', reason: { message: 'This topic already exists' } });
      expect(renamed.status).toBe('fulfilled');
      const stream = await eventStore.readStream('topic-t-1');
      expect(stream.map((event) => event.type)).toEqual(['TopicCreated', 'TopicRenamed']);
    });

    it('answers a command whose decision was nothing with no position, beside ones that wrote', async () => {
      const { locked } = counted();
      const results = await Promise.all([
        handleCommand(locked, topicDecider, 'topic-t-1', create(), asked(0)),
        handleCommand(locked, topicDecider, 'topic-t-1', edit('Cacti'), asked(1)),
        handleCommand(locked, topicDecider, 'topic-t-1', edit('Cacti'), asked(2)),
      ]);

      expect(results.map((result) => result.events.length)).toEqual([1, 1, 0]);
      expect(results[2]!.position).toBeNull();
    });

    it('decides on the state kept since, not on what the caller read before a command overtook it', async () => {
      const { appends, locked } = counted();
      const withKeptStates: EventSourcing = { ...locked, aggregates: new AggregateCache(10) };
      await handleCommand(withKeptStates, topicDecider, 'topic-t-1', create(), asked(0));
      const readBefore = await loadAggregate(withKeptStates, topicDecider, 'topic-t-1');
      await handleCommand(withKeptStates, topicDecider, 'topic-t-1', edit('Cacti'), asked(1));

      await handleCommand(withKeptStates, topicDecider, 'topic-t-1', edit('Desert Cacti'), asked(2), {
        loaded: readBefore,
      });

      const stream = await eventStore.readStream('topic-t-1');
      expect(stream.map((event) => (event.data as { name: string }).name)).toEqual([
        'Cactus',
        'Cacti',
        'Desert Cacti',
      ]);
      // One append each: none refused for a revision already taken.
      expect(appends).toEqual(['topic-t-1', 'topic-t-1', 'topic-t-1']);
    });

    it('decides the queued commands again on the newer state when another process wrote first', async () => {
      const { appends, locked } = counted();
      await handleCommand(locked, topicDecider, 'topic-t-1', create(), asked(0));
      // Another process renames the topic between this one's read and its append of the queued renames.
      let raced = false;
      const racing: EventSourcing = {
        ...locked,
        eventStore: {
          ...locked.eventStore,
          append: async (streamId, events, options) => {
            if (!raced) {
              raced = true;
              await handleCommand(eventSourcing, topicDecider, 'topic-t-1', edit('Elsewhere'), asked(9));
            }
            return locked.eventStore.append(streamId, events, options);
          },
        },
      };

      // The stream busy a moment, so that both renames queue and are decided together.
      const busy = locked.locks.run('topic-t-1', () => new Promise((resolve) => setTimeout(resolve, 5)));
      await Promise.all([
        busy,
        handleCommand(racing, topicDecider, 'topic-t-1', edit('Cacti'), asked(1)),
        handleCommand(racing, topicDecider, 'topic-t-1', edit('Desert Cacti'), asked(2)),
      ]);

      const stream = await eventStore.readStream('topic-t-1');
      expect(stream.map((event) => (event.data as { name: string }).name)).toEqual([
        'Cactus',
        'Elsewhere',
        'Cacti',
        'Desert Cacti',
      ]);
      // The creation, the refused append of both renames, and both again on the newer state.
      expect(appends).toEqual(['topic-t-1', 'topic-t-1', 'topic-t-1']);
    });
  });
});
