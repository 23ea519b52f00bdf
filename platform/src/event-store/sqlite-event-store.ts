import { realpathSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { DataVersionedCache } from '../sqlite/data-versioned-cache';
import { oncePerTick } from '../sqlite/once-per-tick';
import { openDatabase } from '../sqlite/open-database';
import { newEventId } from './event-id';
import type {
  AppendResult,
  EventStore,
  EventSubscription,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
} from './event-store';
import { ExternalCommitWatcher } from './external-commit-watcher';
import { announceLocalAppend, onLocalAppend } from './local-append-notifier';
import {
  configureConnection,
  type EventStatements,
  migrate,
  prepareStatements,
  type SqliteDurability,
} from './sqlite-event-store-schema';
import { type EncodedEvent, GroupCommitWriter } from './sqlite-group-commit';
import { toJsonText, toRecordedEvent, toRecordedEventParsedOnUse } from './sqlite-recorded-event';
import { SharedLogReads } from './sqlite-shared-reads';
import { SqliteSubscription } from './sqlite-subscription';

export interface SqliteEventStoreOptions {
  /** Path of the database file; missing parent directories are created. */
  file: string;
  /** How soon a subscription sees another process's appends. Default 100ms. */
  pollIntervalMs?: number;
  /** Default 'fsync'. */
  durability?: SqliteDurability;
}

const DEFAULT_POLL_INTERVAL_MS = 100;
const DEFAULT_READ_BATCH_SIZE = 1_000;
const SUBSCRIPTION_BATCH_SIZE = 500;
/** Streams whose end is kept (a few MB); enough for a shop's active carts, products and accounts. */
const STREAMS_KEPT = 50_000;
/** How long a writer waits for another process to release the write lock. */
const BUSY_TIMEOUT_MS = 5_000;

/** The embedded event store: one SQLite file in WAL mode, shared safely by several processes. */
export class SqliteEventStore implements EventStore {
  readonly #subscriptions = new Set<SqliteSubscription>();
  readonly #writer: GroupCommitWriter;
  readonly #externalCommits: ExternalCommitWatcher;
  readonly #sharedReads: SharedLogReads;
  /**
   * Where recently read or written streams end: for each, the revision from which it surely has no events.
   * A command reading a stream from past its end (anything appended since it last looked? usually not)
   * then needs no query. Own appends move the ends as they commit.
   */
  readonly #streamEnds: DataVersionedCache<string, bigint>;
  #closed = false;

  private constructor(
    private readonly db: Database.Database,
    private readonly statements: EventStatements,
    /** The real path: every instance in this process on the same file shares live notifications. */
    private readonly fileKey: string,
    private readonly pollIntervalMs: number,
  ) {
    const dataVersion = db.prepare('PRAGMA data_version').pluck();
    const readDataVersion = () => dataVersion.get() as number;
    // Another process's commit counts from the next tick: appends in this process commit in a tick of their
    // own (the group commit), so nothing of this process is ever missed.
    this.#streamEnds = new DataVersionedCache(oncePerTick(readDataVersion), STREAMS_KEPT);
    this.#writer = new GroupCommitWriter(
      db,
      statements,
      (streamId, nextRevision) => this.#streamEnds.set(streamId, nextRevision + 1n),
      () => announceLocalAppend(fileKey),
    );
    this.#externalCommits = new ExternalCommitWatcher(readDataVersion);
    this.#sharedReads = new SharedLogReads((after, limit) =>
      statements.after.all(after, limit).map(toRecordedEventParsedOnUse),
    );
  }

  static async open(options: SqliteEventStoreOptions): Promise<SqliteEventStore> {
    const db = openDatabase(options.file, { timeoutMs: BUSY_TIMEOUT_MS });
    try {
      configureConnection(db, options.durability ?? 'fsync');
      migrate(db);
      return new SqliteEventStore(
        db,
        prepareStatements(db),
        realpathSync(options.file),
        options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
      );
    } catch (error) {
      db.close();
      throw error;
    }
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.#assertOpen();
    if (events.length === 0) throw new Error(`Refusing to append no events to stream ${streamId}`);
    return this.#writer.enqueue(streamId, options.expectedRevision, events.map(encode));
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]> {
    this.#assertOpen();
    const fromRevision = options?.fromRevision ?? 0n;
    const end = this.#streamEnds.get(streamId);
    if (end !== undefined && fromRevision >= end) return [];
    const events = this.statements.streamFrom.all(streamId, fromRevision).map(toRecordedEvent);
    const last = events.at(-1);
    this.#streamEnds.set(streamId, last ? last.revision + 1n : fromRevision);
    return events;
  }

  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<RecordedEvent[]> {
    const batchSize = options.batchSize ?? DEFAULT_READ_BATCH_SIZE;
    assertBatchSize(batchSize);
    let after = options.after ?? 0n;
    while (true) {
      this.#assertOpen();
      const rows = this.statements.after.all(after, batchSize);
      if (rows.length === 0) return;
      const batch = rows.map(toRecordedEventParsedOnUse);
      after = batch[batch.length - 1]!.position;
      yield batch;
      if (rows.length < batchSize) return;
    }
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    this.#assertOpen();
    const subscription = new SqliteSubscription(
      {
        readEventsAfter: (after, limit) => this.#sharedReads.eventsAfter(after, limit),
        watchAppends: (wake) => {
          const noticed = () => {
            this.#sharedReads.appendNoticed();
            wake();
          };
          const stopLocal = onLocalAppend(this.fileKey, noticed);
          const stopExternal = this.#externalCommits.watch(noticed);
          return () => {
            stopLocal();
            stopExternal();
          };
        },
        appendsNoticed: () => this.#sharedReads.appendsNoticed,
        pollIntervalMs: this.pollIntervalMs,
        batchSize: SUBSCRIPTION_BATCH_SIZE,
      },
      options.after ?? 0n,
      (closed) => this.#subscriptions.delete(closed),
    );
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    this.#assertOpen();
    return this.statements.headPosition.get() ?? 0n;
  }

  /** Writes the appends already accepted, ends every subscription, then closes the file. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#writer.flush();
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.close()));
    this.#externalCommits.stop();
    this.db.close();
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error(`Event store ${this.db.name} is closed`);
  }
}

function encode(event: EventToAppend): EncodedEvent {
  return [
    event.id ?? newEventId(),
    event.type,
    toJsonText(event.data, `Data of event ${event.type}`),
    toJsonText(event.metadata, `Metadata of event ${event.type}`),
  ];
}

function assertBatchSize(batchSize: number): void {
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  }
}
