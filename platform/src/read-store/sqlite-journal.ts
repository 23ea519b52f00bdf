import type Database from 'better-sqlite3';
import { openDatabase } from '../sqlite/open-database';
import type { CollectionJournal } from './collection-data';
import { type PendingCollection, PendingWrites } from './pending-writes';
import { type Fence, FencedOutError, type IndexSpec, type StoredDocument } from './read-store';

/** A batch this large is flushed at once rather than at the end of the event loop turn. */
const FLUSH_THRESHOLD = 5_000;
/**
 * Deletions are remembered for readers in other processes this many generations back; a reader further
 * behind reads the whole collection again. Old ones are forgotten every DELETIONS_PRUNED_EVERY generations.
 */
const DELETIONS_KEPT = 10_000;
const DELETIONS_PRUNED_EVERY = 500;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS read_documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE TABLE IF NOT EXISTS read_collections (
    name TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    indexes TEXT NOT NULL DEFAULT '[]'
  );
  CREATE TABLE IF NOT EXISTS read_deletions (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    generation INTEGER NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE TABLE IF NOT EXISTS read_checkpoints (key TEXT PRIMARY KEY, position TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS read_fences (name TEXT PRIMARY KEY, token INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS read_store_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
  INSERT OR IGNORE INTO read_store_meta (key, value) VALUES ('generation', 0), ('deletions_kept_from', 0);
`;

/**
 * Columns and indexes added since the first files: the generation that last wrote each document, and the
 * generation a collection was last created or had its indexes changed at, so a reader in another process
 * takes in only the documents changed since it last looked.
 */
const LATER_COLUMNS = [
  { table: 'read_documents', column: 'generation', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'read_collections', column: 'reshaped', definition: 'INTEGER NOT NULL DEFAULT 0' },
];
const LATER_INDEXES = `
  CREATE INDEX IF NOT EXISTS read_documents_by_generation ON read_documents (collection, generation);
  CREATE INDEX IF NOT EXISTS read_deletions_by_generation ON read_deletions (generation);
`;

/** Writes a flush dropped because their fence had been claimed again by another writer. */
export interface RefusedWrites {
  collections: string[];
  checkpoints: string[];
}

export interface StoredCollection {
  name: string;
  indexes: IndexSpec[];
  documents: StoredDocument[];
}

/**
 * What another process changed in a collection since this one last read it: the documents written and the
 * ids deleted, or the whole collection when reading it again is needed (dropped and made again, indexes
 * changed, or this process too far behind); undefined for a collection that no longer exists.
 */
export type CollectionChanges =
  | { whole: StoredCollection | undefined }
  | { written: StoredDocument[]; deleted: string[] };

/**
 * The embedded read store's SQLite file. Memory is the store; this journal makes it survive restarts.
 *
 * Writes are journaled write-behind: recorded in order, coalesced, and flushed in ONE transaction at the end
 * of the event loop turn (or at once when the batch grows large), with synchronous=NORMAL in WAL mode.
 * Checkpoints travel through the same batches as the documents, so the file always holds the state after
 * some prefix of the writes: a crash loses only a suffix of writes together with the checkpoints saved
 * after them. That is safe because projections are replay-safe and resume from their checkpoint, which
 * then re-applies exactly the lost writes.
 *
 * Other processes may open the same file. Each flush stamps the collections it touched, and each document
 * it wrote or deleted, with a new generation number, so a reader that sees `PRAGMA data_version` move
 * (another connection committed) can tell which collections changed and take in only the documents changed
 * since the generation it last saw, instead of reading a whole collection again at every commit. Only ONE
 * process may write a given collection: writes from two processes to one collection are not merged. Checkpoints are per key and may be written by several
 * processes, each for its own keys.
 *
 * A flush that fails in the background keeps its writes queued: the next flush retries them, and an
 * explicit `flush()` or `close()` reports the error.
 *
 * Collections and checkpoints may be guarded by a fence: their writes are flushed only while the fence's
 * token is still the latest claimed for its name, checked in the flush's own transaction. So a process that
 * stalled (a pause, SIGSTOP) with writes queued cannot land them over those of the process that took its
 * work over: they are dropped, and the guarded collections are read again from the file.
 */
export class SqliteJournal implements CollectionJournal {
  readonly #db: Database.Database;
  readonly #statements: ReturnType<typeof prepareStatements>;
  #pending = new PendingWrites();
  #scheduled: NodeJS.Immediate | undefined;
  #dataVersion: number;
  /**
   * Whether this tick has looked for other connections' commits already: the finds of one tick share that
   * look instead of asking SQLite (and taking a lock on its shared memory) for each.
   */
  #lookedThisTick = false;
  readonly #forgetLook = () => {
    this.#lookedThisTick = false;
  };
  /** The generation of each collection as this process's memory reflects it. */
  readonly #versions = new Map<string, number>();
  readonly #collectionFences = new Map<string, Fence>();
  readonly #checkpointFences = new Map<string, Fence>();
  /** The newest token of each fence name this process found superseded. */
  readonly #supersededTokens = new Map<string, number>();
  #onRefused: (refused: RefusedWrites) => void = () => undefined;
  #closed = false;

  private constructor(db: Database.Database) {
    this.#db = db;
    this.#statements = prepareStatements(db);
    this.#dataVersion = this.#statements.dataVersion.get() as number;
  }

  static open(file: string): SqliteJournal {
    const db = openDatabase(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // Immediate: of processes opening one older file together, only one adds the missing columns.
    db.transaction(() => {
      db.exec(SCHEMA);
      for (const { table, column, definition } of LATER_COLUMNS) {
        const columns = db.pragma(`table_info(${table})`) as { name: string }[];
        if (!columns.some(({ name }) => name === column))
          db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
      }
      db.exec(LATER_INDEXES);
    }).immediate();
    return new SqliteJournal(db);
  }

  documentWritten(collection: string, document: StoredDocument): void {
    this.#pending.document(collection, document._id, document);
    this.#afterRecord();
  }

  documentDeleted(collection: string, id: string): void {
    this.#pending.document(collection, id, null);
    this.#afterRecord();
  }

  indexesChanged(collection: string, indexes: IndexSpec[]): void {
    this.#pending.indexes(collection, indexes);
    this.#afterRecord();
  }

  collectionDropped(collection: string): void {
    this.#pending.drop(collection);
    this.#afterRecord();
  }

  checkpointSaved(key: string, position: bigint | null): void {
    this.#pending.checkpoint(key, position);
    this.#afterRecord();
  }

  /** A new token for the fence `name`, committed at once: writes under older tokens are refused from now on. */
  claimFence(name: string): Fence {
    this.assertOpen();
    return { name, token: this.#statements.claimFence.get(name) as number };
  }

  /** Flushes the collection's writes only while `fence` is current. */
  guardCollection(collection: string, fence: Fence): void {
    this.#collectionFences.set(collection, fence);
  }

  /** Flushes the checkpoint's saves only while `fence` is current. */
  guardCheckpoint(key: string, fence: Fence): void {
    this.#checkpointFences.set(key, fence);
  }

  /** Throws FencedOutError once a flush found `fence` superseded. */
  assertFenceCurrent(fence: Fence): void {
    if ((this.#supersededTokens.get(fence.name) ?? 0) >= fence.token) throw new FencedOutError(fence);
  }

  /** Called after a flush dropped writes whose fence was superseded, so memory can follow the file again. */
  whenWritesRefused(handler: (refused: RefusedWrites) => void): void {
    this.#onRefused = handler;
  }

  hasPendingCheckpoint(key: string): boolean {
    return this.#pending.checkpoints.has(key);
  }

  /** Every collection and checkpoint in the file, read as one consistent snapshot. */
  readAll(): { collections: StoredCollection[]; checkpoints: Map<string, bigint> } {
    this.assertOpen();
    return this.#db.transaction(() => {
      const names = this.#statements.collectionVersions.all() as { name: string }[];
      const collections = names
        .map(({ name }) => this.#readCollection(name))
        .filter((found) => found !== undefined);
      return { collections, checkpoints: this.readCheckpoints() };
    })();
  }

  /** The collection as another process last flushed it; undefined when it no longer exists. */
  readCollection(name: string): StoredCollection | undefined {
    this.assertOpen();
    return this.#db.transaction(() => this.#readCollection(name))();
  }

  /**
   * What changed in the collection since this process last read or wrote it, read as one snapshot: only the
   * documents written and deleted since, when this process's copy can be brought up to date with them.
   */
  changesOf(name: string): CollectionChanges {
    this.assertOpen();
    return this.#db.transaction((): CollectionChanges => {
      const s = this.#statements;
      const row = s.collection.get(name) as { version: number; reshaped: number } | undefined;
      const seen = this.#versions.get(name);
      const complete =
        row !== undefined &&
        seen !== undefined &&
        row.reshaped <= seen &&
        seen >= (s.deletionsKeptFrom.get() as number) - 1;
      if (!complete) return { whole: this.#readCollection(name) };
      this.#versions.set(name, row.version);
      const bodies = s.documentsWrittenSince.all(name, seen) as string[];
      return {
        written: bodies.map((body) => JSON.parse(body) as StoredDocument),
        deleted: s.deletionsSince.all(name, seen) as string[],
      };
    })();
  }

  readCheckpoints(): Map<string, bigint> {
    this.assertOpen();
    const rows = this.#statements.checkpoints.all() as { key: string; position: string }[];
    return new Map(rows.map(({ key, position }) => [key, BigInt(position)]));
  }

  /**
   * The collections other processes changed since this process last read them, or undefined when no other
   * connection has committed anything since the last look (checked with a cheap pragma). A look
   * `once-this-tick` (a find's) is skipped when this tick has looked already: another connection's commit
   * then counts from the next tick, as a request that arrives after it does.
   */
  externalChanges(look: 'fresh' | 'once-this-tick' = 'fresh'): string[] | undefined {
    this.assertOpen();
    if (look === 'once-this-tick' && this.#lookedThisTick) return undefined;
    if (!this.#lookedThisTick) {
      this.#lookedThisTick = true;
      process.nextTick(this.#forgetLook);
    }
    const dataVersion = this.#statements.dataVersion.get() as number;
    if (dataVersion === this.#dataVersion) return undefined;
    this.#dataVersion = dataVersion;
    const onDisk = new Map(
      (this.#statements.collectionVersions.all() as { name: string; version: number }[]).map((row) => [
        row.name,
        row.version,
      ]),
    );
    const changed = new Set<string>();
    for (const [name, version] of onDisk) if (this.#versions.get(name) !== version) changed.add(name);
    for (const name of this.#versions.keys()) if (!onDisk.has(name)) changed.add(name);
    return [...changed];
  }

  /** Writes every pending change in one transaction. */
  flush(): void {
    this.assertOpen();
    this.#cancelScheduledFlush();
    if (this.#pending.isEmpty) return;
    const pending = this.#pending;
    const { versions, refused } = this.#db.transaction(() => this.#write(pending))();
    this.#pending = new PendingWrites();
    for (const [name, version] of versions) {
      if (version === null) this.#versions.delete(name);
      else this.#versions.set(name, version);
    }
    if (refused.superseded.size > 0) {
      for (const fence of refused.superseded) {
        const known = this.#supersededTokens.get(fence.name) ?? 0;
        this.#supersededTokens.set(fence.name, Math.max(known, fence.token));
      }
      this.#onRefused({ collections: refused.collections, checkpoints: refused.checkpoints });
    }
  }

  close(): void {
    if (this.#closed) return;
    this.flush();
    this.#db.close();
    this.#closed = true;
  }

  #afterRecord(): void {
    if (this.#pending.recorded >= FLUSH_THRESHOLD) this.flush();
    else this.#scheduled ??= setImmediate(() => this.#flushInBackground());
  }

  #flushInBackground(): void {
    this.#scheduled = undefined;
    if (this.#closed) return;
    try {
      this.flush();
    } catch {
      // The writes stay queued for the next flush, which reports the error if it persists.
    }
  }

  #cancelScheduledFlush(): void {
    if (this.#scheduled) clearImmediate(this.#scheduled);
    this.#scheduled = undefined;
  }

  /**
   * Returns the generation now stamped on each collection written (null for one dropped for good), and the
   * writes left out because their fence was superseded.
   */
  #write(pending: PendingWrites) {
    const s = this.#statements;
    const versions = new Map<string, number | null>();
    const refused = {
      collections: [] as string[],
      checkpoints: [] as string[],
      superseded: new Set<Fence>(),
    };
    const isCurrent = (fence: Fence | undefined) => {
      if (!fence) return true;
      if (s.fenceToken.get(fence.name) === fence.token) return true;
      refused.superseded.add(fence);
      return false;
    };
    if (pending.collections.size > 0) {
      const generation = s.nextGeneration.get() as number;
      for (const [name, collection] of pending.collections) {
        if (!isCurrent(this.#collectionFences.get(name))) {
          refused.collections.push(name);
          continue;
        }
        if (collection.dropped) {
          s.deleteCollectionDocuments.run(name);
          s.deleteCollectionDeletions.run(name);
          s.deleteCollection.run(name);
        }
        if (isRecreated(collection)) {
          s.stampCollection.run(name, generation, generation);
          if (collection.indexes) s.saveIndexes.run(JSON.stringify(collection.indexes), generation, name);
          for (const [id, document] of collection.documents) {
            if (document) s.putDocument.run(name, id, JSON.stringify(document), generation);
            else if (s.deleteDocument.run(name, id).changes > 0) s.rememberDeletion.run(name, id, generation);
          }
          versions.set(name, generation);
        } else {
          versions.set(name, null);
        }
      }
      if (generation % DELETIONS_PRUNED_EVERY === 0) pruneDeletions(s, generation);
    }
    for (const [key, position] of pending.checkpoints) {
      if (!isCurrent(this.#checkpointFences.get(key))) refused.checkpoints.push(key);
      else if (position === null) s.deleteCheckpoint.run(key);
      else s.saveCheckpoint.run(key, position.toString());
    }
    return { versions, refused };
  }

  #readCollection(name: string): StoredCollection | undefined {
    const row = this.#statements.collection.get(name) as { version: number; indexes: string } | undefined;
    if (!row) {
      this.#versions.delete(name);
      return undefined;
    }
    this.#versions.set(name, row.version);
    const bodies = this.#statements.collectionDocuments.all(name) as string[];
    return {
      name,
      indexes: JSON.parse(row.indexes) as IndexSpec[],
      documents: bodies.map((body) => JSON.parse(body) as StoredDocument),
    };
  }

  /** Called before changing memory, so a closed store refuses a write instead of half-doing it. */
  assertOpen(): void {
    if (this.#closed) throw new Error('the read store is closed');
  }
}

/** Forgets deletions too old for any reader to need: one further behind reads the whole collection. */
function pruneDeletions(s: ReturnType<typeof prepareStatements>, generation: number): void {
  const keptFrom = generation - DELETIONS_KEPT;
  if (keptFrom <= 0) return;
  s.pruneDeletions.run(keptFrom);
  s.keepDeletionsFrom.run(keptFrom);
}

/** Whether anything is left of the collection after its pending writes, a drop included. */
function isRecreated(collection: PendingCollection): boolean {
  return !collection.dropped || collection.documents.size > 0 || collection.indexes !== null;
}

function prepareStatements(db: Database.Database) {
  return {
    dataVersion: db.prepare('PRAGMA data_version').pluck(),
    nextGeneration: db
      .prepare("UPDATE read_store_meta SET value = value + 1 WHERE key = 'generation' RETURNING value")
      .pluck(),
    collectionVersions: db.prepare('SELECT name, version FROM read_collections'),
    collection: db.prepare('SELECT version, indexes, reshaped FROM read_collections WHERE name = ?'),
    collectionDocuments: db.prepare('SELECT body FROM read_documents WHERE collection = ?').pluck(),
    documentsWrittenSince: db
      .prepare('SELECT body FROM read_documents WHERE collection = ? AND generation > ?')
      .pluck(),
    deletionsSince: db
      .prepare('SELECT id FROM read_deletions WHERE collection = ? AND generation > ?')
      .pluck(),
    deletionsKeptFrom: db
      .prepare("SELECT value FROM read_store_meta WHERE key = 'deletions_kept_from'")
      .pluck(),
    stampCollection: db.prepare(
      'INSERT INTO read_collections (name, version, reshaped) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET version = excluded.version',
    ),
    saveIndexes: db.prepare('UPDATE read_collections SET indexes = ?, reshaped = ? WHERE name = ?'),
    deleteCollection: db.prepare('DELETE FROM read_collections WHERE name = ?'),
    deleteCollectionDocuments: db.prepare('DELETE FROM read_documents WHERE collection = ?'),
    deleteCollectionDeletions: db.prepare('DELETE FROM read_deletions WHERE collection = ?'),
    putDocument: db.prepare(
      'INSERT INTO read_documents (collection, id, body, generation) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, generation = excluded.generation',
    ),
    deleteDocument: db.prepare('DELETE FROM read_documents WHERE collection = ? AND id = ?'),
    rememberDeletion: db.prepare(
      'INSERT INTO read_deletions (collection, id, generation) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET generation = excluded.generation',
    ),
    pruneDeletions: db.prepare('DELETE FROM read_deletions WHERE generation < ?'),
    keepDeletionsFrom: db.prepare("UPDATE read_store_meta SET value = ? WHERE key = 'deletions_kept_from'"),
    checkpoints: db.prepare('SELECT key, position FROM read_checkpoints'),
    saveCheckpoint: db.prepare(
      'INSERT INTO read_checkpoints (key, position) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET position = excluded.position',
    ),
    deleteCheckpoint: db.prepare('DELETE FROM read_checkpoints WHERE key = ?'),
    claimFence: db
      .prepare(
        'INSERT INTO read_fences (name, token) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET token = token + 1 RETURNING token',
      )
      .pluck(),
    fenceToken: db.prepare('SELECT token FROM read_fences WHERE name = ?').pluck(),
  };
}
