import type { CheckpointStore, Collection, DocumentWrite, StoredDocument } from './read-store';

/**
 * The collection with `check` run before every write (it throws to refuse the write); reads pass through.
 * For a writer that must stop writing once it learns another took its work over.
 */
export function guardedCollection<T extends StoredDocument>(
  collection: Collection<T>,
  check: () => void,
): Collection<T> {
  const guarded =
    <Args extends unknown[], R>(write: (...args: Args) => Promise<R>) =>
    async (...args: Args): Promise<R> => {
      check();
      return write(...args);
    };
  return {
    name: collection.name,
    find: (filter, options) => collection.find(filter, options),
    findOne: (filter, options) => collection.findOne(filter, options),
    count: (filter) => collection.count(filter),
    insertOne: guarded((document: T) => collection.insertOne(document)),
    upsert: guarded((document: T) => collection.upsert(document)),
    updateOne: guarded((filter, update, options) => collection.updateOne(filter, update, options)),
    updateMany: guarded((filter, update) => collection.updateMany(filter, update)),
    deleteOne: guarded((filter) => collection.deleteOne(filter)),
    deleteMany: guarded((filter) => collection.deleteMany(filter)),
    writeBatch: guarded((writes: readonly DocumentWrite<T>[]) => collection.writeBatch(writes)),
    createIndex: guarded((index) => collection.createIndex(index)),
  };
}

/** The checkpoints with `check(key)` run before every save and delete (it throws to refuse it). */
export function guardedCheckpoints(
  checkpoints: CheckpointStore,
  check: (key: string) => void,
): CheckpointStore {
  return {
    load: (key) => checkpoints.load(key),
    async save(key, position, expected) {
      check(key);
      return checkpoints.save(key, position, expected);
    },
    async delete(key) {
      check(key);
      return checkpoints.delete(key);
    },
  };
}
