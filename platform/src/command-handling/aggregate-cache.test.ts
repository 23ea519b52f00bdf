import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../event-store/event-store';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys';
import { EventCodec } from '../serialization/event-codec';
import { memberDecider, memberStreamId, testDomainEvents, topicDecider } from '../testing/test-domain';
import { AggregateCache } from './aggregate-cache';
import { type CommandContext, type EventSourcing, handleCommand, loadAggregate } from './handle-command';

const context: CommandContext = {
  correlationId: 'request-1',
  causationId: 'command-1',
  actor: { userId: 'admin-1', role: 'admin' },
};
const STREAM = 'topic-t-1';
const renameTopic = (name: string) =>
  ({ type: 'RenameTopic', data: { topicId: 't-1', name, slug: 'cactus' } }) as const;

describe('loading an aggregate with kept states', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  let keys: SqlitePersonalDataKeys;
  let withoutCache: EventSourcing;
  let cached: EventSourcing;
  let readsFrom: (bigint | undefined)[];

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-aggregates-'));
    eventStore = await SqliteEventStore.open({ file: join(directory, 'events.sqlite'), durability: 'os' });
    keys = await SqlitePersonalDataKeys.open({ file: join(directory, 'keys.sqlite') });
    const codec = new EventCodec(testDomainEvents, keys);
    withoutCache = { eventStore, codec };
    readsFrom = [];
    const countingStore: EventStore = {
      readStream: (streamId, options) => {
        readsFrom.push(options?.fromRevision);
        return eventStore.readStream(streamId, options);
      },
      append: (streamId, events, options) => eventStore.append(streamId, events, options),
      readAll: (options) => eventStore.readAll(options),
      subscribeToAll: (options) => eventStore.subscribeToAll(options),
      headPosition: () => eventStore.headPosition(),
      close: () => eventStore.close(),
    };
    cached = { eventStore: countingStore, codec, aggregates: new AggregateCache(100) };
    await handleCommand(
      cached,
      topicDecider,
      STREAM,
      { type: 'CreateTopic', data: { topicId: 't-1', name: 'Cactus', slug: 'cactus' } },
      context,
    );
  });

  afterEach(async () => {
    await eventStore.close();
    await keys.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('reads only the events the stream gained since, and folds to what a full read gives', async () => {
    await handleCommand(cached, topicDecider, STREAM, renameTopic('Cacti'), context);
    await handleCommand(cached, topicDecider, STREAM, renameTopic('Desert Cacti'), context);
    const kept = await loadAggregate(cached, topicDecider, STREAM);

    // The create found no stream and kept the state its append left: every later load reads past what it wrote.
    expect(readsFrom).toEqual([undefined, 1n, 2n, 3n]);
    expect(kept).toEqual(await loadAggregate(withoutCache, topicDecider, STREAM));
    expect(kept).toMatchObject({ revision: 2n, state: { name: 'Desert Cacti' } });
  });

  it('keeps the state a command leaves, and never an older one over a newer', async () => {
    const { state } = await loadAggregate(withoutCache, topicDecider, STREAM);
    const aggregates = new AggregateCache(10);
    aggregates.keep(topicDecider, STREAM, { state, revision: 3n });
    aggregates.keep(topicDecider, STREAM, { state: null, revision: 2n });
    expect(aggregates.get(topicDecider, STREAM)).toEqual({ state, revision: 3n });

    await handleCommand(cached, topicDecider, STREAM, renameTopic('Cacti'), context);
    const { state: folded, revision } = await loadAggregate(withoutCache, topicDecider, STREAM);
    expect(cached.aggregates?.get(topicDecider, STREAM)).toEqual({ state: folded, revision });
  });

  it('sees what another writer appended since, as a full read would', async () => {
    await loadAggregate(cached, topicDecider, STREAM);
    await handleCommand(withoutCache, topicDecider, STREAM, renameTopic('Cacti'), context);

    const kept = await loadAggregate(cached, topicDecider, STREAM);

    expect(kept).toMatchObject({ revision: 1n, state: { name: 'Cacti' } });
    expect(kept).toEqual(await loadAggregate(withoutCache, topicDecider, STREAM));
  });

  it('keeps no state folded from personal data: an erased customer reads as erased on the next load', async () => {
    const streamId = memberStreamId('m-1');
    await handleCommand(
      cached,
      memberDecider,
      streamId,
      { type: 'JoinMember', data: { memberId: 'm-1', fullName: 'Asha Rao', email: 'asha@example.in' } },
      context,
    );
    expect(cached.aggregates?.get(memberDecider, streamId)).toBeUndefined();
    expect((await loadAggregate(cached, memberDecider, streamId)).state).toMatchObject({
      fullName: 'Asha Rao',
    });

    await keys.erase('m-1');

    expect((await loadAggregate(cached, memberDecider, streamId)).state).toMatchObject({
      status: 'active',
      fullName: null,
      email: null,
    });
  });
});
