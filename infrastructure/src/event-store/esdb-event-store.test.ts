import {
  EventStoreDBClient,
  NO_STREAM,
  STREAM_EXISTS,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EsdbEventStore } from './esdb-event-store';
import { ConcurrencyError } from './event-store';
import { eventStoreContract } from './event-store.contract';
import { sampleEvent } from './testing/contract-fixtures';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', () => EsdbEventStore.connect(url));
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
describe('EsdbEventStore appends, without a server', () => {
  let store: EsdbEventStore;

  beforeEach(async () => {
    // The client connects lazily, on its first call, and no call here reaches the network.
    store = await EsdbEventStore.connect('esdb://127.0.0.1:2113?tls=false');
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
  });

  const appendToStream = () => vi.spyOn(EventStoreDBClient.prototype, 'appendToStream');

  it("raises the port's ConcurrencyError for a wrong expected revision, with both revisions", async () => {
    const append = appendToStream().mockRejectedValue(
      new WrongExpectedVersionError(undefined, { streamName: 'plant-1', expected: 2n, current: 5n }),
    );

    const refused = await store
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

      const refused = await store
        .append('plant-2', [sampleEvent('orphan')], { expectedRevision: 'stream_exists' })
        .catch((error) => error);

      expect(refused).toBeInstanceOf(ConcurrencyError);
      expect(refused).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
    }
  });

  it('lets other failures through as they are', async () => {
    const unavailable = new UnavailableError(undefined, 'connection lost');
    appendToStream().mockRejectedValue(unavailable);

    await expect(store.append('plant-3', [sampleEvent('lost')], { expectedRevision: 'any' })).rejects.toBe(
      unavailable,
    );
  });

  it("answers the commit position of the append's last event and the stream's next revision", async () => {
    const append = appendToStream().mockResolvedValue({
      success: true,
      nextExpectedRevision: 1n,
      position: { commit: 640n, prepare: 640n },
    });

    const written = await store.append('plant-4', [sampleEvent('first'), sampleEvent('second')], {
      expectedRevision: 'no_stream',
    });

    expect(written).toEqual({ nextRevision: 1n, position: 640n });
    expect(append).toHaveBeenCalledWith('plant-4', expect.any(Array), { expectedRevision: NO_STREAM });
  });
});
