import { afterEach, beforeEach, describe } from 'vitest';
import type { EventStore } from './event-store';
import { describeAppending } from './testing/append-contract';
import { describeReading } from './testing/read-contract';
import { describeSubscribing } from './testing/subscription-contract';

/**
 * The behaviour every event store adapter must have. `openStore` is called before each test and the store
 * closed after it; tests use fresh stream ids and tolerate other streams' events, so the suite can run
 * against a shared server.
 */
export function eventStoreContract(name: string, openStore: () => Promise<EventStore>): void {
  describe(`${name}: event store contract`, () => {
    let store: EventStore | undefined;

    beforeEach(async () => {
      store = await openStore();
    });

    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    const openedStore = (): EventStore => {
      if (!store) throw new Error('No event store is open');
      return store;
    };

    describeAppending(openedStore);
    describeReading(openedStore);
    describeSubscribing(openedStore);
  });
}
