import { randomBytes } from 'node:crypto';
import { Binary, type Collection, MongoServerError } from 'mongodb';
import { acquireMongoClient, type MongoClientLease } from '../mongo/mongo-clients';
import { KEY_BYTES, type PersonalDataKeys, SubjectErasedError } from './personal-data-keys';

interface KeyDocument {
  _id: string;
  key: Binary | null;
  createdAt: Date;
  erasedAt: Date | null;
}

/** How long another process may go on using a key after an erasure here. */
const CACHE_MS = 5_000;
const DUPLICATE_KEY = 11000;

/** Keys in their own MongoDB collection, cached briefly per process. */
export class MongoPersonalDataKeys implements PersonalDataKeys {
  readonly #cache = new Map<string, { key: Buffer | null; until: number }>();

  private constructor(
    private readonly lease: MongoClientLease,
    private readonly keys: Collection<KeyDocument>,
  ) {}

  static async connect(url: string, options: { databaseName: string }): Promise<MongoPersonalDataKeys> {
    const lease = await acquireMongoClient(url);
    return new MongoPersonalDataKeys(
      lease,
      lease.client.db(options.databaseName).collection<KeyDocument>('personal_data_keys'),
    );
  }

  async keyFor(subjectId: string): Promise<Buffer> {
    const existing = await this.#lookup(subjectId);
    if (existing !== undefined) {
      if (existing === null) throw new SubjectErasedError(subjectId);
      return existing;
    }
    try {
      await this.keys.insertOne({
        _id: subjectId,
        key: new Binary(randomBytes(KEY_BYTES)),
        createdAt: new Date(),
        erasedAt: null,
      });
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
    this.#cache.delete(subjectId);
    const stored = await this.#lookup(subjectId);
    if (!stored) throw new SubjectErasedError(subjectId);
    return stored;
  }

  async find(subjectId: string): Promise<Buffer | null> {
    return (await this.#lookup(subjectId)) ?? null;
  }

  async erase(subjectId: string): Promise<boolean> {
    const now = new Date();
    const result = await this.keys
      .updateOne(
        { _id: subjectId, erasedAt: null },
        { $set: { key: null, erasedAt: now }, $setOnInsert: { createdAt: now } },
        { upsert: true },
      )
      .catch((error: unknown) => {
        // The upsert collides with a document that is already erased: nothing left to do.
        if (error instanceof MongoServerError && error.code === DUPLICATE_KEY)
          return { modifiedCount: 0, upsertedCount: 0 };
        throw error;
      });
    this.#cache.set(subjectId, { key: null, until: Number.POSITIVE_INFINITY });
    return result.modifiedCount + result.upsertedCount > 0;
  }

  async close(): Promise<void> {
    await this.lease.close();
  }

  async #lookup(subjectId: string): Promise<Buffer | null | undefined> {
    const cached = this.#cache.get(subjectId);
    if (cached && cached.until > Date.now()) return cached.key;
    const document = await this.keys.findOne({ _id: subjectId });
    if (!document) return undefined;
    const key = document.key ? Buffer.from(document.key.buffer) : null;
    this.#cache.set(subjectId, { key, until: Date.now() + CACHE_MS });
    return key;
  }
}
