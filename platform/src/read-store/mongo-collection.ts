import { randomUUID } from 'node:crypto';
import {
  type ClientSession,
  type Collection as DriverCollection,
  type Filter as DriverFilter,
  type UpdateFilter as DriverUpdate,
  MongoServerError,
} from 'mongodb';
import { assertDefinedFilter } from './filter-check';
import { toStoredDocument } from './json-document';
import {
  type Collection,
  type DocumentWrite,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type StoredDocument,
  type Update,
  type UpdateResult,
} from './read-store';
import { equalityFields, upsertedIdFrom, withoutSameIdWrites } from './update-rules';

/** How writes are made: as they come, or each within a session (a fenced view's transaction). */
export type WriteScope = <R>(write: (session: ClientSession | undefined) => Promise<R>) => Promise<R>;

export const unscopedWrites: WriteScope = (write) => write(undefined);

type StoredSchema = { _id: string; [field: string]: unknown };

const DUPLICATE_KEY = 11000;

/** A read-store collection mapped 1:1 onto a MongoDB collection. */
export class MongoCollection<T extends StoredDocument = StoredDocument> implements Collection<T> {
  constructor(
    private readonly driver: DriverCollection<StoredSchema>,
    private readonly scope: WriteScope = unscopedWrites,
  ) {}

  get name(): string {
    return this.driver.collectionName;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertDefinedFilter(filter);
    const found = await this.driver.find(asFilter(filter), findOptions(options)).toArray();
    return found as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'> = {}): Promise<T | null> {
    assertDefinedFilter(filter);
    return (await this.driver.findOne(asFilter(filter), findOptions(options))) as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    assertDefinedFilter(filter);
    return this.driver.countDocuments(asFilter(filter));
  }

  async insertOne(document: T): Promise<void> {
    await this.#write((session) => this.driver.insertOne(toStoredDocument(document), { session }));
  }

  async upsert(document: T): Promise<void> {
    const stored = toStoredDocument(document);
    await this.#write((session) =>
      this.driver.replaceOne({ _id: stored._id }, stored, { upsert: true, session }),
    );
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertDefinedFilter(filter);
    const upsert = options.upsert === true;
    const id = equalityFields(filter)._id;
    const withoutIdNoOps = typeof id === 'string' ? withoutSameIdWrites(update, id) : update;
    const sent = upsert ? withStringId(filter, withoutIdNoOps) : withoutIdNoOps;
    const result = await this.#write((session) =>
      this.driver.updateOne(asFilter(filter), asUpdate(sent), { upsert, session }),
    );
    return {
      matched: result.matchedCount,
      modified: result.modifiedCount,
      upsertedId: result.upsertedId === null ? null : String(result.upsertedId),
    };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertDefinedFilter(filter);
    const result = await this.#write((session) =>
      this.driver.updateMany(asFilter(filter), asUpdate(update), { session }),
    );
    return { matched: result.matchedCount, modified: result.modifiedCount, upsertedId: null };
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertDefinedFilter(filter);
    return (await this.#write((session) => this.driver.deleteOne(asFilter(filter), { session })))
      .deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    assertDefinedFilter(filter);
    return (await this.#write((session) => this.driver.deleteMany(asFilter(filter), { session })))
      .deletedCount;
  }

  async writeBatch(writes: readonly DocumentWrite<T>[]): Promise<void> {
    if (writes.length === 0) return;
    const operations = writes.map((write) => {
      if ('delete' in write) return { deleteOne: { filter: { _id: write.delete } } };
      const replacement = toStoredDocument(write.replace);
      return { replaceOne: { filter: { _id: replacement._id }, replacement, upsert: true } };
    });
    await this.#write((session) => this.driver.bulkWrite(operations, { ordered: true, session }));
  }

  async createIndex(index: IndexSpec): Promise<void> {
    // `unique: false` is left out rather than sent, so the index matches one declared without the option.
    // Never in the write scope: declaring an index is idempotent, and transactions cannot build one.
    const options = index.unique ? { unique: true } : {};
    await this.#mappingDuplicateKey(() => this.driver.createIndex(index.keys, options));
  }

  #write<R>(write: (session: ClientSession | undefined) => Promise<R>): Promise<R> {
    return this.scope((session) => this.#mappingDuplicateKey(() => write(session)));
  }

  async #mappingDuplicateKey<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
        throw new DuplicateKeyError(this.name, (error.keyValue as Record<string, unknown> | undefined) ?? {});
      }
      throw error;
    }
  }
}

function findOptions(options: FindOptions) {
  return {
    ...(options.sort && { sort: options.sort }),
    ...(options.skip && { skip: options.skip }),
    ...(options.limit && { limit: options.limit }),
    ...(options.projection && { projection: options.projection }),
  };
}

/**
 * MongoDB gives a document inserted by an upsert an ObjectId when neither filter nor update names its `_id`;
 * read-store ids are strings, so such an upsert gets a random UUID instead.
 */
function withStringId(filter: Filter, update: Update): Update {
  if (upsertedIdFrom(filter, update) !== undefined) return update;
  const setOnInsert = (update.$setOnInsert as Record<string, unknown> | undefined) ?? {};
  return { ...update, $setOnInsert: { ...setOnInsert, _id: randomUUID() } };
}

/** The port's filters and updates are MongoDB's own; only their static types differ from the driver's. */
function asFilter(filter: Filter): DriverFilter<StoredSchema> {
  return filter as DriverFilter<StoredSchema>;
}

function asUpdate(update: Update): DriverUpdate<StoredSchema> {
  return update as DriverUpdate<StoredSchema>;
}
