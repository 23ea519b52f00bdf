import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Decider } from '@verdant/domain/shared/decider';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrencyError, type EventStore } from '../event-store/event-store';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { EventCodec, EventSchemaError } from '../serialization/event-codec';
import { type TopicCommand, testDomainEvents, topicDecider } from '../testing/test-domain';
import { type CommandContext, type EventSourcing, handleCommand } from './handle-command';

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
});
