import type { Db } from 'mongodb';
import { acquireMongoClient, type MongoClientLease } from '../mongo/mongo-clients';
import {
  assertCollectionName,
  CHECKPOINT_COLLECTION,
  FENCE_COLLECTION,
  isInternalCollection,
} from './collection-name';
import { MongoCheckpoints } from './mongo-checkpoints';
import { MongoCollection } from './mongo-collection';
import { MongoFences } from './mongo-fences';
import type {
  CheckpointStore,
  Collection,
  Fence,
  FencedWrites,
  ReadStore,
  StoredDocument,
} from './read-store';

export interface MongoReadStoreOptions {
  /** Defaults to the database named in the URL (MongoDB's `test` when it names none). */
  databaseName?: string;
}

/** The read store on MongoDB through the official driver: read-store collections are MongoDB collections. */
export class MongoReadStore implements ReadStore {
  readonly checkpoints: CheckpointStore;
  readonly #fences: MongoFences;

  private constructor(
    private readonly lease: MongoClientLease,
    private readonly db: Db,
  ) {
    this.checkpoints = new MongoCheckpoints(db.collection(CHECKPOINT_COLLECTION));
    this.#fences = new MongoFences(lease.client, db.collection(FENCE_COLLECTION));
  }

  static async connect(url: string, options: MongoReadStoreOptions = {}): Promise<MongoReadStore> {
    const lease = await acquireMongoClient(url);
    // Updates and find options reach the driver as callers wrote them: `undefined` in them stays dropped.
    // Set on this database handle, not on the client shared with the other stores.
    const db = lease.client.db(options.databaseName, { ignoreUndefined: true });
    return new MongoReadStore(lease, db);
  }

  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(this.db.collection(name));
  }

  claimFence(name: string): Promise<Fence> {
    return this.#fences.claim(name);
  }

  fenced(fence: Fence): FencedWrites {
    const scope = this.#fences.scopeOf(fence);
    return {
      collection: <T extends StoredDocument>(name: string) => {
        assertCollectionName(name);
        return new MongoCollection<T>(this.db.collection(name), scope);
      },
      checkpoints: new MongoCheckpoints(this.db.collection(CHECKPOINT_COLLECTION), scope),
    };
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map(({ name }) => name)
      .filter((name) => !isInternalCollection(name) && !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    // The driver treats dropping a collection that does not exist as done.
    await this.db.dropCollection(name);
  }

  async close(): Promise<void> {
    await this.lease.close();
  }
}
