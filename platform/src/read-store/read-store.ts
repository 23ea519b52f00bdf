/**
 * The read store port: named collections of JSON documents queried with MongoDB semantics.
 * Read models live here; they are disposable and can always be rebuilt from the events.
 *
 * Documents are keyed by a string `_id`. Filters, sorts, projections and update operators are MongoDB's
 * (the subset both adapters pass in the contract suite: comparison, logical, element, array and $regex
 * query operators; $set, $unset, $inc, $push, $pull, $addToSet, $setOnInsert updates).
 */

export interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type ProjectionSpec = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: ProjectionSpec;
}

export interface UpdateResult {
  matched: number;
  modified: number;
  /** The `_id` of the document an upsert inserted, if it inserted one. */
  upsertedId: string | null;
}

/** One write of a batch, by `_id`: replace the whole document (inserting it when absent), or delete it. */
export type DocumentWrite<T extends StoredDocument = StoredDocument> = { replace: T } | { delete: string };

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
}

export interface Collection<T extends StoredDocument = StoredDocument> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort' | 'projection'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  /** Throws DuplicateKeyError when `_id` (or a unique index) is taken. */
  insertOne(document: T): Promise<void>;
  /** Replaces the whole document with the same `_id`, inserting it when absent. */
  upsert(document: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  /**
   * Applies the writes in order as one batch: one round trip to a server, one transaction in the embedded
   * file. Not atomic: when a write breaks a unique index it throws DuplicateKeyError and the writes before it
   * stay, so callers must be able to apply the batch again.
   */
  writeBatch(writes: readonly DocumentWrite<T>[]): Promise<void>;
  /** Declares an index; idempotent. A unique index makes writes that would break it throw DuplicateKeyError. */
  createIndex(index: IndexSpec): Promise<void>;
}

/**
 * Where each projection keeps how far it has read. Saving is compare-and-set: it succeeds only when the
 * stored position is still `expected` (null when none is stored yet), so two runners of one projection
 * cannot both advance it.
 */
export interface CheckpointStore {
  load(key: string): Promise<bigint | null>;
  /** Returns false, writing nothing, when the stored position is not `expected`. */
  save(key: string, position: bigint, expected: bigint | null): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/**
 * A writer's proof that it is still the one that may write: a token from `claimFence`, larger with each claim
 * of the same name. A worker that stalled past its lease holds an older token than the worker that took over,
 * so its late writes are refused instead of overwriting newer documents.
 */
export interface Fence {
  readonly name: string;
  readonly token: number;
}

/** The writes one fence guards: documents of the collections reached through it, and checkpoints. */
export interface FencedWrites {
  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T>;
  readonly checkpoints: CheckpointStore;
}

export interface ReadStore {
  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T>;
  /** A new token for `name`, which from now on refuses writes made under every earlier token for it. */
  claimFence(name: string): Promise<Fence>;
  /**
   * The collections and checkpoints, written only while `fence` is the latest claimed for its name. A write
   * under an older token never reaches the store: it is refused with FencedOutError, or, where writes are
   * written behind, dropped when found out, after which every write through this view throws.
   */
  fenced(fence: Fence): FencedWrites;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  readonly checkpoints: CheckpointStore;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
  }
}

/** A write under a fence another writer has claimed since: this writer must stop. */
export class FencedOutError extends Error {
  override readonly name = 'FencedOutError';
  constructor(readonly fence: Fence) {
    super(
      `Another worker took over ${fence.name} (this one held fence token ${fence.token}): its writes are refused`,
    );
  }
}

/** Whether the error, or one it was raised from, is a FencedOutError. */
export function isFencedOut(error: unknown): boolean {
  if (error instanceof FencedOutError) return true;
  return error instanceof Error && error.cause !== undefined && isFencedOut(error.cause);
}
