import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  type JSONType,
  jsonEvent,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  START,
  type StreamingRead,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  isSystemEvent,
  toActualRevision,
  toClientExpectedRevision,
  toClientPosition,
  toRecordedEvent,
} from './esdb-positions';
import { type StreamNames, streamNames } from './esdb-stream-names';
import { EsdbSubscription } from './esdb-subscription';
import {
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  EventStoreUnavailableError,
  type EventSubscription,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './event-store';

const DEFAULT_READ_BATCH_SIZE = 1_000;
/** The server's own events (projections' links, metadata) can follow the shop's last one: skipped a page at a time. */
const HEAD_READ_PAGE_SIZE = 100;
/** Under a prefix, other shops' events are skipped too: larger pages, fewer round trips. */
const PREFIXED_HEAD_READ_PAGE_SIZE = 1_000;
/**
 * The shop's own guard on one append, well under what KurrentDB takes (16 MiB per event by default): an
 * append this large is a mistake to find early, not a write to attempt.
 */
export const DEFAULT_MAX_APPEND_SIZE = 1_048_576;

export interface EsdbEventStoreOptions {
  /** The shop's limit on one append, in bytes: a larger append is refused before anything is sent. */
  maxAppendSize?: number;
  /**
   * Puts every stream this store writes and reads under this prefix, and reads and subscribes to `$all`
   * only within it: shops sharing one server, each with its own prefix, see none of each other's events.
   * The port's stream ids carry no prefix.
   */
  streamPrefix?: string;
}

/** The distributed event store: EventStoreDB (or KurrentDB) through its gRPC client. */
export class EsdbEventStore implements EventStore {
  readonly #subscriptions = new Set<EsdbSubscription>();
  #closed = false;

  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly maxAppendSize: number,
    private readonly streams: StreamNames,
  ) {}

  /** The client connects lazily: an unreachable server shows up as an error of the first call. */
  static async connect(
    connectionString: string,
    options: EsdbEventStoreOptions = {},
  ): Promise<EsdbEventStore> {
    const maxAppendSize = options.maxAppendSize ?? DEFAULT_MAX_APPEND_SIZE;
    if (!Number.isInteger(maxAppendSize) || maxAppendSize < 1) {
      throw new RangeError(`maxAppendSize must be a positive integer, got ${maxAppendSize}`);
    }
    return new EsdbEventStore(
      EventStoreDBClient.connectionString(connectionString),
      maxAppendSize,
      streamNames(options.streamPrefix ?? ''),
    );
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.#assertOpen();
    if (events.length === 0) throw new Error(`Refusing to append no events to stream ${streamId}`);
    // The server would refuse it only after the whole append crossed the network.
    const size = appendSize(events);
    if (size > this.maxAppendSize) {
      throw new Error(
        `Refusing to append ${size} bytes to stream ${streamId}: the event store takes at most ${this.maxAppendSize} bytes in one append`,
      );
    }
    const { nextExpectedRevision: nextRevision, position } = await this.client
      .appendToStream(this.streams.stored(streamId), events.map(toEventData), {
        expectedRevision: toClientExpectedRevision(options.expectedRevision),
      })
      .catch((error: unknown) => {
        if (error instanceof UnavailableError) throw unavailable(error);
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
      for await (const resolved of this.client.readStream(this.streams.stored(streamId), {
        fromRevision: options?.fromRevision ?? START,
      })) {
        events.push(this.#recorded(resolved));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      if (error instanceof UnavailableError) throw unavailable(error);
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
    // This client filters only subscriptions on the server, so reads skip the server's own events, and
    // other prefixes' streams, here.
    const read = this.client.readAll({ fromPosition: toClientPosition(after) });
    let batch: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        if (!this.#isOurs(resolved)) continue;
        const event = this.#recorded(resolved);
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
    const subscription = new EsdbSubscription(
      this.client,
      options.after ?? 0n,
      (closed) => this.#subscriptions.delete(closed),
      {},
      this.streams,
    );
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    this.#assertOpen();
    const pageSize = this.streams.prefix ? PREFIXED_HEAD_READ_PAGE_SIZE : HEAD_READ_PAGE_SIZE;
    let from: ReadPosition = END;
    for (;;) {
      const read = this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: pageSize });
      let count = 0;
      let oldest: Position | undefined;
      try {
        for await (const resolved of read) {
          if (this.#isOurs(resolved)) return this.#recorded(resolved).position;
          count++;
          oldest = resolved.event?.position;
        }
      } finally {
        await stopReading(read);
      }
      if (count < pageSize || !oldest) return 0n;
      from = oldest;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  async #positionOf(streamId: string, revision: bigint): Promise<bigint> {
    const read = this.client.readStream(this.streams.stored(streamId), {
      fromRevision: revision,
      maxCount: 1,
    });
    try {
      for await (const resolved of read) return this.#recorded(resolved).position;
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    } finally {
      await stopReading(read);
    }
    throw new Error(`EventStoreDB has no event ${revision} in stream ${streamId} after appending it`);
  }

  /** Not the server's own bookkeeping, and in this store's prefix. */
  #isOurs(resolved: AllStreamResolvedEvent): boolean {
    return !isSystemEvent(resolved) && this.streams.isOurs(resolved.event?.streamId ?? '');
  }

  #recorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
    const event = toRecordedEvent(resolved);
    return { ...event, streamId: this.streams.portId(event.streamId) };
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('EventStoreDB event store is closed');
  }
}

/** As the server counts it: data and metadata as the client encodes them (UTF-8 JSON), the type as UTF-16. */
function appendSize(events: readonly EventToAppend[]): number {
  let size = 0;
  for (const event of events) {
    size += Buffer.byteLength(JSON.stringify(event.data) ?? '');
    size += Buffer.byteLength(JSON.stringify(event.metadata) ?? '');
    size += event.type.length * 2;
  }
  return size;
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

/** No connection to the server: a read can be tried again; an append may have been written before it dropped. */
const unavailable = (error: Error) =>
  new EventStoreUnavailableError(`EventStoreDB cannot be reached: ${error.message}`, { cause: error });
