import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  type JSONType,
  jsonEvent,
  START,
  type StreamingRead,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  isSystemEvent,
  toActualRevision,
  toClientExpectedRevision,
  toClientPosition,
  toRecordedEvent,
} from './esdb-positions';
import { EsdbSubscription } from './esdb-subscription';
import {
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  type EventSubscription,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './event-store';

const DEFAULT_READ_BATCH_SIZE = 1_000;

/** The distributed event store: EventStoreDB (or KurrentDB) through its gRPC client. */
export class EsdbEventStore implements EventStore {
  readonly #subscriptions = new Set<EsdbSubscription>();
  #closed = false;

  private constructor(private readonly client: EventStoreDBClient) {}

  /** The client connects lazily: an unreachable server shows up as an error of the first call. */
  static async connect(connectionString: string): Promise<EsdbEventStore> {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.#assertOpen();
    if (events.length === 0) throw new Error(`Refusing to append no events to stream ${streamId}`);
    const { nextExpectedRevision: nextRevision, position } = await this.client
      .appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toClientExpectedRevision(options.expectedRevision),
      })
      .catch((error: unknown) => {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        throw new ConcurrencyError(streamId, options.expectedRevision, toActualRevision(error.actualVersion));
      });
    // For an append of several events, the commit position is the last event's.
    if (position) return { nextRevision, position: position.commit };
    // A retried append of events already written (same ids) succeeds without a position.
    return { nextRevision, position: await this.#positionOf(streamId, nextRevision) };
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]> {
    this.#assertOpen();
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: options?.fromRevision ?? START,
      })) {
        events.push(toRecordedEvent(resolved));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<RecordedEvent[]> {
    this.#assertOpen();
    const after = options.after ?? 0n;
    const batchSize = options.batchSize ?? DEFAULT_READ_BATCH_SIZE;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
    }
    const read = this.client.readAll({ fromPosition: toClientPosition(after) });
    let batch: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        if (isSystemEvent(resolved)) continue;
        const event = toRecordedEvent(resolved);
        // The read starts at `after` itself.
        if (event.position <= after) continue;
        batch.push(event);
        if (batch.length === batchSize) {
          yield batch;
          batch = [];
        }
      }
    } finally {
      await stopReading(read);
    }
    if (batch.length > 0) yield batch;
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    this.#assertOpen();
    const subscription = new EsdbSubscription(this.client, options.after ?? 0n, (closed) =>
      this.#subscriptions.delete(closed),
    );
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    this.#assertOpen();
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END });
    try {
      for await (const resolved of read) {
        if (!isSystemEvent(resolved)) return toRecordedEvent(resolved).position;
      }
      return 0n;
    } finally {
      await stopReading(read);
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  async #positionOf(streamId: string, revision: bigint): Promise<bigint> {
    const [event] = await this.readStream(streamId, { fromRevision: revision });
    if (!event)
      throw new Error(`EventStoreDB has no event ${revision} in stream ${streamId} after appending it`);
    return event.position;
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('EventStoreDB event store is closed');
  }
}

function toEventData(event: EventToAppend) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata,
  });
}

/** Leaving a read early must cancel the server call too: destroying the readable alone leaves it open. */
async function stopReading<E>(read: StreamingRead<E>): Promise<void> {
  if (read.readableEnded) return;
  read.destroy();
  await read.cancel().catch(() => undefined);
}
