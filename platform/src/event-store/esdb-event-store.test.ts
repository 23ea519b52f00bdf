import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  type StreamingRead,
  streamNameFilter,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EsdbEventStore } from './esdb-event-store';
import { ConcurrencyError, EventStoreUnavailableError, type EventToAppend } from './event-store';
import { eventStoreContract } from './event-store.contract';
import { sampleEvent, sampleMetadata } from './testing/contract-fixtures';
import { FakeEsdbClient } from './testing/fake-esdb-client';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', () => EsdbEventStore.connect(url));
  // As the integration suites share a server: every test shop under a prefix of its own.
  const streamPrefix = `contract-${randomUUID().slice(0, 8)}.`;
  eventStoreContract('EventStoreDB under a stream prefix', () =>
    EsdbEventStore.connect(url, { streamPrefix }),
  );
} else {
  console.log('skipped: EventStoreDB event store contract (set EVENTSTORE_URL to run it)');
  describe.skip('EventStoreDB event store contract (set EVENTSTORE_URL to run it)', () => {
    eventStoreContract('EventStoreDB', () => Promise.reject(new Error('EVENTSTORE_URL is not set')));
  });
}

/*
 * How appends map the client's answers onto the port, against the client class with its network call
 * replaced, because no EventStoreDB runs here; the contract suite above checks the real server.
 */
/**
 * A store for each test whose client never reaches the network: it connects lazily, on its first call, and
 * the tests replace the calls they make.
 */
function offlineStore(): () => EsdbEventStore {
  let store: EsdbEventStore;
  beforeEach(async () => {
    store = await EsdbEventStore.connect('esdb://127.0.0.1:2113?tls=false');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
  });
  return () => store;
}

describe('EsdbEventStore appends, without a server', () => {
  const offline = offlineStore();

  const appendToStream = () => vi.spyOn(EventStoreDBClient.prototype, 'appendToStream');

  it("raises the port's ConcurrencyError for a wrong expected revision, with both revisions", async () => {
    const append = appendToStream().mockRejectedValue(
      new WrongExpectedVersionError(undefined, { streamName: 'plant-1', expected: 2n, current: 5n }),
    );

    const refused = await offline()
      .append('plant-1', [sampleEvent('late')], { expectedRevision: 2n })
      .catch((error) => error);

    expect(refused).toBeInstanceOf(ConcurrencyError);
    expect(refused).toMatchObject({ streamId: 'plant-1', expected: 2n, actual: 5n });
    expect(append).toHaveBeenCalledWith('plant-1', expect.any(Array), { expectedRevision: 2n });
  });

  it("reports a stream that does not exist as 'no_stream', whichever way the server says it", async () => {
    for (const current of ['no_stream', -1n] as const) {
      appendToStream().mockRejectedValueOnce(
        new WrongExpectedVersionError(undefined, { streamName: 'plant-2', expected: STREAM_EXISTS, current }),
      );

      const refused = await offline()
        .append('plant-2', [sampleEvent('orphan')], { expectedRevision: 'stream_exists' })
        .catch((error) => error);

      expect(refused).toBeInstanceOf(ConcurrencyError);
      expect(refused).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
    }
  });

  it("raises the port's EventStoreUnavailableError when the server cannot be reached, naming the cause", async () => {
    const unreachable = new UnavailableError(undefined, 'connection refused');
    appendToStream().mockRejectedValue(unreachable);

    const refused = await offline()
      .append('plant-3', [sampleEvent('lost')], { expectedRevision: 'any' })
      .catch((error) => error);

    expect(refused).toBeInstanceOf(EventStoreUnavailableError);
    expect(refused.message).toContain('EventStoreDB cannot be reached');
    expect(refused.cause).toBe(unreachable);
  });

  it('lets other failures through as they are', async () => {
    const failure = new Error('disk on fire');
    appendToStream().mockRejectedValue(failure);

    await expect(
      offline().append('plant-3', [sampleEvent('lost')], { expectedRevision: 'any' }),
    ).rejects.toBe(failure);
  });

  it("answers the commit position of the append's last event and the stream's next revision", async () => {
    const append = appendToStream().mockResolvedValue({
      success: true,
      nextExpectedRevision: 1n,
      position: { commit: 640n, prepare: 640n },
    });

    const written = await offline().append('plant-4', [sampleEvent('first'), sampleEvent('second')], {
      expectedRevision: 'no_stream',
    });

    expect(written).toEqual({ nextRevision: 1n, position: 640n });
    expect(append).toHaveBeenCalledWith('plant-4', expect.any(Array), { expectedRevision: NO_STREAM });
  });
});

describe('EsdbEventStore append size, without a server', () => {
  const stores: EsdbEventStore[] = [];
  const connect = async (maxAppendSize?: number) => {
    const store = await EsdbEventStore.connect('esdb://127.0.0.1:2113?tls=false', { maxAppendSize });
    stores.push(store);
    return store;
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  const appendToStream = () =>
    vi.spyOn(EventStoreDBClient.prototype, 'appendToStream').mockResolvedValue({
      success: true,
      nextExpectedRevision: 0n,
      position: { commit: 64n, prepare: 64n },
    });

  it("refuses an append over the server's default 1 MiB before sending anything, naming the stream and size", async () => {
    const append = appendToStream();
    const store = await connect();
    const photo = sampleEvent('photo', { data: { base64: 'A'.repeat(1_048_576) } });

    await expect(store.append('plant-6', [photo], { expectedRevision: 'any' })).rejects.toThrow(
      /^Refusing to append \d{7} bytes to stream plant-6: the event store takes at most 1048576 bytes in one append$/,
    );
    expect(append).not.toHaveBeenCalled();
  });

  it('counts each event as the server does: data and metadata as UTF-8 JSON, the type twice', async () => {
    const append = appendToStream();
    const metadata = sampleMetadata();
    const event: EventToAppend = { type: 'Sown', data: 'é'.repeat(100), metadata };
    // "éé…é" is 2 + 100 × 2 bytes; the type counts 2 bytes a character.
    const size = 202 + Buffer.byteLength(JSON.stringify(metadata)) + 4 * 2;
    const atTheLimit = await connect(size * 2);
    const justOver = await connect(size * 2 - 1);

    await atTheLimit.append('plant-7', [event, event], { expectedRevision: 'any' });
    await expect(justOver.append('plant-7', [event, event], { expectedRevision: 'any' })).rejects.toThrow(
      `Refusing to append ${size * 2} bytes to stream plant-7`,
    );
    expect(append).toHaveBeenCalledTimes(1);
  });

  it('refuses a maximum append size that is not a positive number of bytes', async () => {
    for (const maxAppendSize of [0, -1, 1.5]) {
      await expect(connect(maxAppendSize)).rejects.toThrow(RangeError);
    }
  });
});

describe('EsdbEventStore reads, without a server', () => {
  const offline = offlineStore();

  it("finds the head reading back from the end 100 events at a time, past the server's own events", async () => {
    const serverEvents = Array.from({ length: 100 }, (_, index) => recorded(1_100n - BigInt(index), '$>'));
    const readAll = vi
      .spyOn(EventStoreDBClient.prototype, 'readAll')
      .mockReturnValueOnce(clientRead(serverEvents))
      .mockReturnValueOnce(clientRead([recorded(1_001n, '$>'), recorded(990n, 'PlantWatered')]));

    expect(await offline().headPosition()).toBe(990n);
    expect(readAll.mock.calls.map(([options]) => options)).toEqual([
      { direction: BACKWARDS, fromPosition: END, maxCount: 100 },
      { direction: BACKWARDS, fromPosition: { commit: 1_001n, prepare: 1_001n }, maxCount: 100 },
    ]);
  });

  it('reads only the event it needs when a retried append answers without its position', async () => {
    vi.spyOn(EventStoreDBClient.prototype, 'appendToStream').mockResolvedValue({
      success: true,
      nextExpectedRevision: 4n,
      position: undefined,
    });
    const readStream = vi
      .spyOn(EventStoreDBClient.prototype, 'readStream')
      .mockReturnValue(clientRead([recorded(880n, 'PlantWatered')]));

    const written = await offline().append('plant-5', [sampleEvent('retried')], { expectedRevision: 3n });

    expect(written).toEqual({ nextRevision: 4n, position: 880n });
    expect(readStream).toHaveBeenCalledWith('plant-5', { fromRevision: 4n, maxCount: 1 });
  });
});

describe('EsdbEventStore under a stream prefix, without a server', () => {
  let store: EsdbEventStore;
  beforeEach(async () => {
    store = await EsdbEventStore.connect('esdb://127.0.0.1:2113?tls=false', { streamPrefix: 'shop-a.' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
  });

  it('refuses a prefix the server uses for its own streams', async () => {
    await expect(
      EsdbEventStore.connect('esdb://127.0.0.1:2113?tls=false', { streamPrefix: '$shop' }),
    ).rejects.toThrow(RangeError);
  });

  it("writes and reads the prefixed stream, naming the port's stream id in answers and refusals", async () => {
    const append = vi
      .spyOn(EventStoreDBClient.prototype, 'appendToStream')
      .mockResolvedValueOnce({
        success: true,
        nextExpectedRevision: 0n,
        position: { commit: 64n, prepare: 64n },
      })
      .mockRejectedValueOnce(
        new WrongExpectedVersionError(undefined, { streamName: 'shop-a.plant-1', expected: 0n, current: 1n }),
      );
    const readStream = vi
      .spyOn(EventStoreDBClient.prototype, 'readStream')
      .mockReturnValue(clientRead([recorded(64n, 'PlantWatered', 'shop-a.plant-1')]));

    await store.append('plant-1', [sampleEvent('first')], { expectedRevision: 'no_stream' });
    const refused = await store
      .append('plant-1', [sampleEvent('late')], { expectedRevision: 0n })
      .catch((error) => error);
    const events = await store.readStream('plant-1');

    expect(append.mock.calls.map(([stream]) => stream)).toEqual(['shop-a.plant-1', 'shop-a.plant-1']);
    expect(refused).toMatchObject({ streamId: 'plant-1', expected: 0n, actual: 1n });
    expect(readStream).toHaveBeenCalledWith('shop-a.plant-1', { fromRevision: START });
    expect(events.map(({ streamId, position }) => ({ streamId, position }))).toEqual([
      { streamId: 'plant-1', position: 64n },
    ]);
  });

  it("reads $all only within its prefix: neither another prefix's events nor the server's own", async () => {
    vi.spyOn(EventStoreDBClient.prototype, 'readAll').mockReturnValue(
      clientRead([
        recorded(10n, 'PlantWatered', 'shop-a.plant-1'),
        recorded(20n, 'PlantWatered', 'shop-b.plant-1'),
        recorded(30n, 'PlantWatered', 'plant-1'),
        recorded(40n, '$>', '$ce-shop-a.plant'),
        recorded(50n, 'PlantSold', 'shop-a.plant-2'),
      ]),
    );

    const read = [];
    for await (const batch of store.readAll()) read.push(...batch);

    expect(read.map(({ streamId, position }) => [streamId, position])).toEqual([
      ['plant-1', 10n],
      ['plant-2', 50n],
    ]);
  });

  it("finds the head reading back past other prefixes' events, 1,000 at a time", async () => {
    const others = Array.from({ length: 1_000 }, (_, index) =>
      recorded(5_000n - BigInt(index), 'PlantWatered', 'shop-b.plant-1'),
    );
    const readAll = vi
      .spyOn(EventStoreDBClient.prototype, 'readAll')
      .mockReturnValueOnce(clientRead(others))
      .mockReturnValueOnce(clientRead([recorded(3_990n, 'PlantWatered', 'shop-a.plant-1')]));

    expect(await store.headPosition()).toBe(3_990n);
    expect(readAll.mock.calls.map(([options]) => options)).toEqual([
      { direction: BACKWARDS, fromPosition: END, maxCount: 1_000 },
      { direction: BACKWARDS, fromPosition: { commit: 4_001n, prepare: 4_001n }, maxCount: 1_000 },
    ]);
  });

  it("subscribes with a server-side filter on its prefix, and hands over the port's stream ids", async () => {
    const server = new FakeEsdbClient();
    const subscribeToAll = vi
      .spyOn(EventStoreDBClient.prototype, 'subscribeToAll')
      .mockImplementation((options) => server.subscribeToAll(options) as never);
    const subscription = store.subscribeToAll();
    const next = subscription[Symbol.asyncIterator]().next();
    await vi.waitFor(() => expect(server.subscriptions).toHaveLength(1));
    server.subscriptions[0]!.push(recorded(70n, 'PlantWatered', 'shop-a.plant-3'));

    expect(await next).toMatchObject({ done: false, value: { streamId: 'plant-3', position: 70n } });
    expect(subscribeToAll.mock.calls[0]![0]!.filter).toEqual(streamNameFilter({ prefixes: ['shop-a.'] }));
    await subscription.close();
  });
});

/** A read as the client answers it: a readable of resolved events that can also cancel its call. */
function clientRead<E>(events: readonly E[]): StreamingRead<E> {
  return Object.assign(Readable.from(events), { cancel: async () => {} }) as unknown as StreamingRead<E>;
}

function recorded(
  position: bigint,
  type: string,
  streamId = type.startsWith('$') ? '$ce-plant' : 'plant-5',
): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: `c0ffee00-0000-4000-8000-${String(position).padStart(12, '0')}`,
      revision: 4n,
      type,
      data: {},
      metadata: { ...sampleMetadata() },
      isJson: true,
      created: new Date(0),
      position: { commit: position, prepare: position },
    },
    commitPosition: position,
  };
}
