import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventDefinition } from '@verdant/domain/shared/event-definition';
import type { EventMetadata, EventStore } from '../../event-store/event-store';
import { SqliteEventStore } from '../../event-store/sqlite-event-store';
import { silentLogger } from '../../logging/logger';
import { SqlitePersonalDataKeys } from '../../personal-data/sqlite-personal-data-keys';
import { EmbeddedReadStore } from '../../read-store/embedded-read-store';
import { type DomainEventShape, EventCodec } from '../../serialization/event-codec';
import { type TopicEvent, testDomainEvents } from '../../testing/test-domain';
import type { ProjectionRegistry } from '../projection-registry';
import { ProjectionRunner, type ProjectionRunnerOptions } from '../projection-runner';
import { topicsProjection } from './topics-projection';

/**
 * A real SQLite event log in a temporary folder, in-memory read store and personal data keys, for runner
 * tests; the codec reads the platform's made-up test domain unless given the events of another.
 */
export async function openRunnerTestStores(catalog: readonly EventDefinition[] = testDomainEvents) {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-runner-'));
  const eventStore = await SqliteEventStore.open({
    file: join(directory, 'events.sqlite'),
    durability: 'os',
  });
  const readStore = await EmbeddedReadStore.open({ file: ':memory:' });
  const keys = await SqlitePersonalDataKeys.open({ file: ':memory:' });
  const codec = new EventCodec(catalog, keys);
  return {
    eventStore,
    readStore,
    codec,
    async close() {
      await eventStore.close();
      await readStore.close();
      await keys.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Metadata of an event the system recorded now, for events a test appends by hand. */
export const systemMetadata = (schemaVersion = 1): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
  at: new Date().toISOString(),
  schemaVersion,
});

/** Appends domain events to a stream as a command would, and returns the position of the last one. */
export async function record(
  eventStore: EventStore,
  codec: EventCodec,
  streamId: string,
  events: readonly DomainEventShape[],
): Promise<bigint> {
  const toAppend = [];
  for (const event of events) {
    const { type, data, schemaVersion, dataSubjectId } = await codec.encode(event);
    toAppend.push({ type, data, metadata: { ...systemMetadata(schemaVersion), dataSubjectId } });
  }
  const { position } = await eventStore.append(streamId, toAppend, { expectedRevision: 'any' });
  return position;
}

/** Waits for a condition that other code makes true asynchronously; fails after the deadline. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A topic created with its id as its slug (lower-cased): the smallest event a read model is built from. */
export const topicCreated = (topicId: string, name: string): TopicEvent => ({
  type: 'TopicCreated',
  data: { topicId, name, slug: topicId.toLowerCase() },
});

/** A runner of the topics read model alone over the test stores; `options` adds to or overrides it. */
export const topicsRunner = (
  stores: Awaited<ReturnType<typeof openRunnerTestStores>>,
  registry: ProjectionRegistry,
  options: Partial<ProjectionRunnerOptions> = {},
) =>
  new ProjectionRunner({
    eventStore: stores.eventStore,
    readStore: stores.readStore,
    codec: stores.codec,
    registry,
    projections: [topicsProjection],
    logger: silentLogger,
    ...options,
  });
