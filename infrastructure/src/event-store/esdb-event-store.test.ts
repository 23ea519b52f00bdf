import { describe } from 'vitest';
import { EsdbEventStore } from './esdb-event-store';
import { eventStoreContract } from './event-store.contract';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', () => EsdbEventStore.connect(url));
} else {
  console.log('skipped: EventStoreDB event store contract (set EVENTSTORE_URL to run it)');
  describe.skip('EventStoreDB event store contract (set EVENTSTORE_URL to run it)', () => {
    eventStoreContract('EventStoreDB', () => Promise.reject(new Error('EVENTSTORE_URL is not set')));
  });
}
