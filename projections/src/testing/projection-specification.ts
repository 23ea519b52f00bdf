import type { EventMetadata } from '@verdant/infrastructure/event-store/event-store';
import { EmbeddedReadStore } from '@verdant/infrastructure/read-store/embedded-read-store';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { DomainEventShape } from '@verdant/infrastructure/serialization/event-codec';
import { expect } from 'vitest';
import type { ProjectedEvent, Projection } from '../projection';
import { physicalCollectionName } from '../runner/projection-registry';

const FIRST_EVENT_AT = Date.parse('2026-01-01T00:00:00.000Z');
const MINUTE = 60_000;

/** The i-th test event was recorded i minutes after the first, at log position i + 1. */
export const recordedAt = (index: number) => new Date(FIRST_EVENT_AT + index * MINUTE).toISOString();

function asProjected<Event extends DomainEventShape>(event: Event, index: number): ProjectedEvent<Event> {
  const metadata: EventMetadata = {
    correlationId: `correlation-${index}`,
    causationId: `cause-${index}`,
    actor: { userId: 'admin-1', role: 'admin' },
    at: recordedAt(index),
    schemaVersion: 1,
  };
  return { ...event, streamId: `stream-${index}`, revision: 0n, position: BigInt(index + 1), metadata };
}

/**
 * Given these events, then these documents. Every specification also delivers the whole history a second
 * time, as a runner would after a crash before its checkpoint, and expects the very same documents.
 */
export function projectionSpecification<Event extends DomainEventShape>(projection: Projection<Event>) {
  return {
    given(events: readonly Event[]) {
      return {
        async thenReadModel(expected: Record<string, readonly StoredDocument[]>) {
          const readStore = await EmbeddedReadStore.open({ file: ':memory:' });
          try {
            const collections = {
              collection: <T extends StoredDocument>(logical: string) =>
                readStore.collection<T>(physicalCollectionName(logical, projection.version)),
            };
            const snapshot = async () => {
              const documents: Record<string, StoredDocument[]> = {};
              for (const logical of Object.keys(expected)) {
                documents[logical] = await collections.collection(logical).find({}, { sort: { _id: 1 } });
              }
              return documents;
            };
            const deliverAll = async () => {
              for (const [index, event] of events.entries()) {
                await projection.apply(asProjected(event, index), collections);
              }
            };
            for (const [logical, indexes] of Object.entries(projection.collections)) {
              for (const index of indexes) await collections.collection(logical).createIndex(index);
            }
            await deliverAll();
            const sortedExpected = Object.fromEntries(
              Object.entries(expected).map(([logical, docs]) => [logical, [...docs].sort(byId)]),
            );
            expect(await snapshot()).toEqual(sortedExpected);
            await deliverAll();
            expect(await snapshot(), 'delivering the history again changed the read model').toEqual(
              sortedExpected,
            );
          } finally {
            await readStore.close();
          }
        },
      };
    },
  };
}

const byId = (a: StoredDocument, b: StoredDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
