import { type Db, MongoClient } from 'mongodb';
import { assertCollectionName, CHECKPOINT_COLLECTION } from './collection-name';
import { MongoCheckpoints } from './mongo-checkpoints';
import { MongoCollection } from './mongo-collection';
import type { CheckpointStore, Collection, ReadStore, StoredDocument } from './read-store';

export interface MongoReadStoreOptions {
  /** Defaults to the database named in the URL (MongoDB's `test` when it names none). */
  databaseName?: string;
}

/** The read store on MongoDB through the official driver: read-store collections are MongoDB collections. */
export class MongoReadStore implements ReadStore {
  readonly checkpoints: CheckpointStore;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.checkpoints = new MongoCheckpoints(db.collection(CHECKPOINT_COLLECTION));
  }

  static async connect(url: string, options: MongoReadStoreOptions = {}): Promise<MongoReadStore> {
    // Dropping `undefined` properties, as the embedded store does, keeps documents identical on both.
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new MongoReadStore(client, client.db(options.databaseName));
  }

  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(this.db.collection(name));
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map(({ name }) => name)
      .filter((name) => name !== CHECKPOINT_COLLECTION && !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    // The driver treats dropping a collection that does not exist as done.
    await this.db.dropCollection(name);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
