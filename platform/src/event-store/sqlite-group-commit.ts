import type Database from 'better-sqlite3';
import {
  type AppendResult,
  ConcurrencyError,
  EventStoreUnavailableError,
  type ExpectedRevision,
} from './event-store';
import type { EventStatements } from './sqlite-event-store-schema';

export type EncodedEvent = [id: string, type: string, data: string, metadata: string];

interface PendingAppend {
  streamId: string;
  expectedRevision: ExpectedRevision;
  events: readonly EncodedEvent[];
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit: a durable commit costs one fsync, so every append requested in the same event-loop turn is
 * written by one `BEGIN IMMEDIATE` transaction. Each append runs in its own savepoint, so a failed expected
 * revision check undoes and refuses that append alone. `BEGIN IMMEDIATE` takes the write lock before the
 * revision checks run, which makes them exact across processes too (other writers wait in busy_timeout).
 */
export class GroupCommitWriter {
  #queue: PendingAppend[] = [];
  #flushScheduled = false;
  readonly #appendOne: Database.Transaction<(request: PendingAppend) => AppendResult>;
  readonly #appendEach: Database.Transaction<(batch: PendingAppend[]) => Array<AppendResult | Error>>;

  constructor(
    private readonly db: Database.Database,
    private readonly statements: EventStatements,
    /** Each append once committed: its stream and the revision it ended at. */
    private readonly onAppended: (streamId: string, nextRevision: bigint) => void,
    private readonly onCommitted: () => void,
  ) {
    this.#appendOne = db.transaction((request) => this.#write(request));
    this.#appendEach = db.transaction((batch) => batch.map((request) => this.#appendInSavepoint(request)));
  }

  enqueue(streamId: string, expectedRevision: ExpectedRevision, events: readonly EncodedEvent[]) {
    return new Promise<AppendResult>((resolve, reject) => {
      this.#queue.push({ streamId, expectedRevision, events, resolve, reject });
      if (!this.#flushScheduled) {
        this.#flushScheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  /** Writes everything queued so far, synchronously. */
  readonly flush = (): void => {
    this.#flushScheduled = false;
    const batch = this.#queue;
    if (batch.length === 0) return;
    this.#queue = [];
    const outcomes = this.#commit(batch);
    let anyCommitted = false;
    batch.forEach((request, index) => {
      const outcome = outcomes[index];
      if (outcome instanceof Error) {
        request.reject(outcome);
      } else if (outcome) {
        anyCommitted = true;
        this.onAppended(request.streamId, outcome.nextRevision);
        request.resolve(outcome);
      }
    });
    if (anyCommitted) this.onCommitted();
  };

  #commit(batch: PendingAppend[]): Array<AppendResult | Error> {
    try {
      // A lone append needs no savepoint: its transaction is already all-or-nothing.
      return batch.length === 1 ? [this.#appendOne.immediate(batch[0]!)] : this.#appendEach.immediate(batch);
    } catch (error) {
      const failure = isLockedByAnotherProcess(error)
        ? new EventStoreUnavailableError('The event log is locked by another process; nothing was written', {
            cause: error,
          })
        : asError(error);
      return batch.map(() => failure);
    }
  }

  #appendInSavepoint(request: PendingAppend): AppendResult | Error {
    try {
      return this.#appendOne(request);
    } catch (error) {
      // SQLite rolls the whole transaction back on some errors (disk full, I/O): nothing of the batch stands.
      if (!this.db.inTransaction) throw error;
      return asError(error);
    }
  }

  #write({ streamId, expectedRevision, events }: PendingAppend): AppendResult {
    const { lastRevision, insert } = this.statements;
    const current = lastRevision.get(streamId);
    if (!satisfies(expectedRevision, current)) {
      throw new ConcurrencyError(streamId, expectedRevision, current ?? 'no_stream');
    }
    let revision = current ?? -1n;
    let position = 0n;
    for (const [id, type, data, metadata] of events) {
      revision += 1n;
      try {
        position = insert.run(id, streamId, revision, type, data, metadata).lastInsertRowid as bigint;
      } catch (error) {
        // Backstop for a writer that skipped the revision check (the check above runs under the write lock).
        if (isStreamRevisionTaken(error)) throw new ConcurrencyError(streamId, expectedRevision, 'unknown');
        throw error;
      }
    }
    return { nextRevision: revision, position };
  }
}

function satisfies(expected: ExpectedRevision, current: bigint | undefined): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === undefined;
    case 'stream_exists':
      return current !== undefined;
    default:
      return current === expected;
  }
}

function isStreamRevisionTaken(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes('events.stream_id, events.revision')
  );
}

/** The write lock stayed with another process past the busy timeout: the transaction never began. */
function isLockedByAnotherProcess(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
