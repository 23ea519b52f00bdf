import { expect } from 'vitest';
import type { EventMetadata } from '../../event-store/event-store';
import { EmbeddedReadStore } from '../../read-store/embedded-read-store';
import type { StoredDocument } from '../../read-store/read-store';
import type { DomainEventShape } from '../../serialization/event-codec';
import type { ProjectedEvent, Projection, ProjectionCollections } from '../projection';
import { physicalCollectionName } from '../projection-registry';

const FIRST_EVENT_AT = Date.parse('2026-01-01T00:00:00.000Z');
const MINUTE = 60_000;

/** The i-th test event was recorded i minutes after the first, at log position i + 1. */
export const recordedAt = (index: number) => new Date(FIRST_EVENT_AT + index * MINUTE).toISOString();

/** Who caused the test events: an admin unless a specification says otherwise. */
const testActor: EventMetadata['actor'] = { userId: 'admin-1', role: 'admin' };

export function asProjected<Event extends DomainEventShape>(
  event: Event,
  index: number,
  actor: EventMetadata['actor'] = testActor,
): ProjectedEvent<Event> {
  const metadata: EventMetadata = {
    correlationId: `correlation-${index}`,
    causationId: `cause-${index}`,
    actor,
    at: recordedAt(index),
    schemaVersion: 1,
  };
  return { ...event, streamId: `stream-${index}`, revision: 0n, position: BigInt(index + 1), metadata };
}

type ReadModel = Record<string, StoredDocument[]>;

/**
 * Given these events, then these documents. Each specification checks the three ways a runner delivers
 * events: one at a time as they happen (live), the whole history again as after a crash before the
 * checkpoint (nothing may change), and the whole history as one batch into empty collections (a rebuild).
 */
export function projectionSpecification<Event extends DomainEventShape>(projection: Projection<Event>) {
  return {
    given(events: readonly Event[]) {
      const history = events.map((event, index) => asProjected(event, index));
      return {
        async thenReadModel(expected: Record<string, readonly StoredDocument[]>) {
          const sortedExpected: ReadModel = Object.fromEntries(
            Object.entries(expected).map(([logical, documents]) => [logical, [...documents].sort(byId)]),
          );
          const live = await readModelAfter(projection, Object.keys(expected), async (collections) => {
            for (const event of history) await projection.apply([event], collections);
            expect(await snapshot(collections, Object.keys(expected))).toEqual(sortedExpected);
            await projection.apply(history, collections);
          });
          expect(live, 'delivering the history again changed the read model').toEqual(sortedExpected);
          const rebuilt = await readModelAfter(projection, Object.keys(expected), (collections) =>
            projection.apply(history, collections),
          );
          expect(rebuilt, 'the history in one batch gave another read model').toEqual(sortedExpected);
        },
      };
    },
  };
}

/** The documents of the named collections after `deliver`, in a fresh in-memory store. */
async function readModelAfter<Event extends DomainEventShape>(
  projection: Projection<Event>,
  logicalNames: readonly string[],
  deliver: (collections: ProjectionCollections) => Promise<void>,
): Promise<ReadModel> {
  const readStore = await EmbeddedReadStore.open({ file: ':memory:' });
  try {
    const collections: ProjectionCollections = {
      collection: <T extends StoredDocument>(logical: string) =>
        readStore.collection<T>(physicalCollectionName(logical, projection.version)),
    };
    for (const [logical, indexes] of Object.entries(projection.collections)) {
      for (const index of indexes) await collections.collection(logical).createIndex(index);
    }
    await deliver(collections);
    return await snapshot(collections, logicalNames);
  } finally {
    await readStore.close();
  }
}

/** The documents as queries read them, less the bookkeeping of document projections (tested on its own). */
async function snapshot(collections: ProjectionCollections, logicalNames: readonly string[]) {
  const documents: ReadModel = {};
  for (const logical of logicalNames) {
    const stored = await collections.collection(logical).find({}, { sort: { _id: 1 } });
    documents[logical] = stored.map(({ appliedPosition: _bookkeeping, ...document }) => document);
  }
  return documents;
}

const byId = (a: StoredDocument, b: StoredDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
