/**
 * The event store port: an append-only log of streams with optimistic concurrency and one global order.
 *
 * Revisions count events within a stream from 0n. Positions order every event in the log: strictly
 * increasing, the first event's position is greater than 0n, and 0n means "before the first event", so a
 * fresh projection reads `after: 0n`. `after` is always exclusive, which makes a stored checkpoint (the
 * position of the last event handled) the exact argument to resume from.
 */

/** What the writer believes about the stream before appending. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Who caused an event: a person by role, a payment gateway's webhook, or one of the shop's own jobs. */
export type ActorRole = 'guest' | 'customer' | 'admin' | 'gateway' | 'system';

export interface Actor {
  /** The account of a guest, customer or admin; the gateway's name for a gateway; null for the system. */
  userId: string | null;
  role: ActorRole;
}

export interface EventMetadata {
  /** Shared by every event caused, directly or not, by one request. */
  correlationId: string;
  /** The id of the command or event that caused this event. */
  causationId: string;
  actor: Actor;
  /** ISO-8601 UTC time at which the event was recorded. */
  at: string;
  /** Version of the event's data schema; older versions are upcast on read. */
  schemaVersion: number;
  /** Whose key encrypts the event's personal fields, when it has any (see the event codec). */
  dataSubjectId?: string;
}

export interface EventToAppend {
  /** Unique event id; the store generates one when absent. */
  id?: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  revision: bigint;
  position: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last event written: the expected revision for the next append. */
  nextRevision: bigint;
  /** Global position of the last event written: what read-your-writes waits for. */
  position: bigint;
}

export interface ReadAllOptions {
  /** Exclusive lower bound; defaults to 0n (the beginning of the log). */
  after?: bigint;
  batchSize?: number;
}

export interface SubscribeOptions {
  /** Exclusive lower bound; defaults to 0n (the beginning of the log). */
  after?: bigint;
}

/**
 * A catch-up subscription: it yields the stored events after the given position, then live events as they
 * are appended. It reads ahead only as far as the consumer pulls (back-pressure). Iteration throws when the
 * subscription fails for good; `close` ends it cleanly.
 */
export interface EventSubscription extends AsyncIterable<RecordedEvent> {
  /**
   * The same events, as many at a time as the store has read (never none): a consumer that handles a batch
   * at once, as a projection does, takes one step per batch instead of one per event. Use either this or
   * the iteration, not both.
   */
  batches(): AsyncIterable<RecordedEvent[]>;
  close(): Promise<void>;
}

export interface EventStore {
  /**
   * Appends atomically: all the events or none. Throws ConcurrencyError when the stream is not in the
   * expected state; nothing is written then. Appending no events is refused (the caller decides that).
   */
  append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** A stream's events in revision order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]>;
  /** Every event after a position, in position order, in batches of at most `batchSize`. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): EventSubscription;
  /** Position of the newest event in the log, 0n when the log is empty. */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's revision when the append was refused; 'no_stream' when it does not exist. */
    readonly actual: bigint | 'no_stream' | 'unknown',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
  }
}

/**
 * The event store could not be reached (the server down, the embedded log locked by another process past
 * its wait). An append may or may not have been written: a connection can drop after the server took it.
 * Commands are safe to try again once it is back: a written one is then found done.
 */
export class EventStoreUnavailableError extends Error {
  override readonly name = 'EventStoreUnavailableError';
}
