import { CollectionData } from './collection-data';
import { assertCollectionName } from './collection-name';
import { EmbeddedCheckpoints } from './embedded-checkpoints';
import { type CollectionDirectory, EmbeddedCollection } from './embedded-collection';
import { guardedCheckpoints, guardedCollection } from './guarded-writes';
import type {
  CheckpointStore,
  Collection,
  Fence,
  FencedWrites,
  ReadStore,
  StoredDocument,
} from './read-store';
import { SqliteJournal, type StoredCollection } from './sqlite-journal';

export interface EmbeddedReadStoreOptions {
  /** The SQLite file (its folder is created), or ':memory:' for a store that lives only in this process. */
  file: string;
}

/**
 * The read store in process: every collection lives in memory, queried and updated with MongoDB semantics
 * through mingo, and is journaled write-behind to a SQLite file (see SqliteJournal for what a crash can
 * lose, why that is safe, and the one-writer-per-collection rule when several processes share the file).
 *
 * Queries see this process's writes at once, and other processes' writes once they are flushed, from the
 * next tick (checkpoints at once).
 */
export class EmbeddedReadStore implements ReadStore {
  readonly #checkpoints: EmbeddedCheckpoints;
  readonly #journal: SqliteJournal;
  readonly #collections = new Map<string, CollectionData>();
  readonly #handles = new Map<string, EmbeddedCollection>();
  /**
   * Collections another process changed since this one last took them in: each is brought up to date when
   * it is next read or written, so a process pays only for the collections it uses.
   */
  readonly #changedElsewhere = new Set<string>();
  readonly #directory: CollectionDirectory = {
    forRead: (name) => this.#upToDate(name),
    // Writes take other processes' flushed writes in first too: a process taking a collection over from
    // one that stopped must write onto what that one left, not onto an older copy.
    existing: (name) => {
      this.#journal.assertOpen();
      return this.#upToDate(name);
    },
    forWrite: (name) => {
      this.#journal.assertOpen();
      let data = this.#upToDate(name);
      if (!data) {
        data = new CollectionData(name, this.#journal);
        this.#collections.set(name, data);
      }
      return data;
    },
  };

  private constructor(journal: SqliteJournal) {
    this.#journal = journal;
    const stored = journal.readAll();
    for (const collection of stored.collections) {
      this.#collections.set(collection.name, new CollectionData(collection.name, journal, collection));
    }
    this.#checkpoints = new EmbeddedCheckpoints(journal, stored.checkpoints, () =>
      this.#takeInExternalChanges(),
    );
    journal.whenWritesRefused(({ collections }) => {
      for (const name of collections) this.#readAgain(name);
      this.#checkpoints.reload(journal.readCheckpoints());
    });
  }

  static async open(options: EmbeddedReadStoreOptions): Promise<EmbeddedReadStore> {
    return new EmbeddedReadStore(SqliteJournal.open(options.file));
  }

  get checkpoints(): CheckpointStore {
    return this.#checkpoints;
  }

  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T> {
    let handle = this.#handles.get(name);
    if (!handle) {
      assertCollectionName(name);
      handle = new EmbeddedCollection(name, this.#directory);
      this.#handles.set(name, handle);
    }
    return handle as unknown as Collection<T>;
  }

  async claimFence(name: string): Promise<Fence> {
    return this.#journal.claimFence(name);
  }

  fenced(fence: Fence): FencedWrites {
    const journal = this.#journal;
    return {
      collection: <T extends StoredDocument>(name: string) => {
        journal.guardCollection(name, fence);
        return guardedCollection(this.collection<T>(name), () => journal.assertFenceCurrent(fence));
      },
      checkpoints: guardedCheckpoints(this.#checkpoints, (key) => {
        journal.assertFenceCurrent(fence);
        journal.guardCheckpoint(key, fence);
      }),
    };
  }

  async listCollections(): Promise<string[]> {
    this.#takeInExternalChanges();
    for (const name of this.#changedElsewhere) this.#upToDate(name);
    return [...this.#collections.keys()].sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    this.#journal.assertOpen();
    this.#changedElsewhere.delete(name);
    this.#collections.delete(name);
    this.#journal.collectionDropped(name);
  }

  /** Writes every pending change to the file now rather than at the end of this event loop turn. */
  async flush(): Promise<void> {
    this.#journal.flush();
  }

  /** Flushes, then closes the file. */
  async close(): Promise<void> {
    this.#journal.close();
  }

  /** Checkpoints look afresh: a compare-and-set must see every commit before it. */
  #takeInExternalChanges(look: 'fresh' | 'once-this-tick' = 'fresh'): void {
    const changed = this.#journal.externalChanges(look);
    if (!changed) return;
    for (const name of changed) this.#changedElsewhere.add(name);
    this.#checkpoints.reload(this.#journal.readCheckpoints());
  }

  /** The collection in memory, with what other processes flushed to it taken in first. */
  #upToDate(name: string): CollectionData | undefined {
    this.#takeInExternalChanges('once-this-tick');
    if (this.#changedElsewhere.delete(name)) {
      const changes = this.#journal.changesOf(name);
      const data = this.#collections.get(name);
      if (!('written' in changes)) this.#replace(name, changes.whole);
      else if (data) data.takeIn(changes);
      else this.#replace(name, this.#journal.readCollection(name));
    }
    return this.#collections.get(name);
  }

  /** Replaces the collection in memory with what the file holds. */
  #readAgain(name: string): void {
    this.#changedElsewhere.delete(name);
    this.#replace(name, this.#journal.readCollection(name));
  }

  #replace(name: string, stored: StoredCollection | undefined): void {
    if (stored) this.#collections.set(name, new CollectionData(name, this.#journal, stored));
    else this.#collections.delete(name);
  }
}
