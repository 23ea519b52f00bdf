import type { Collection } from 'mongodb';
import { unscopedWrites, type WriteScope } from './mongo-collection';
import type { CheckpointStore } from './read-store';

/** Positions are decimal strings: exact for any bigint, and equal strings mean equal positions. */
type CheckpointDocument = { _id: string; position: string };

/** Checkpoints as documents of one internal collection; each save is a single conditional write. */
export class MongoCheckpoints implements CheckpointStore {
  constructor(
    private readonly checkpoints: Collection<CheckpointDocument>,
    private readonly scope: WriteScope = unscopedWrites,
  ) {}

  async load(key: string): Promise<bigint | null> {
    const found = await this.checkpoints.findOne({ _id: key });
    return found ? BigInt(found.position) : null;
  }

  async save(key: string, position: bigint, expected: bigint | null): Promise<boolean> {
    if (expected === null) return this.#insertFirst(key, position);
    const result = await this.scope((session) =>
      this.checkpoints.updateOne(
        { _id: key, position: expected.toString() },
        { $set: { position: position.toString() } },
        { session },
      ),
    );
    // matched, not modified: saving the position already stored is a successful save.
    return result.matchedCount === 1;
  }

  async delete(key: string): Promise<void> {
    await this.scope((session) => this.checkpoints.deleteOne({ _id: key }, { session }));
  }

  /**
   * Inserted only when no checkpoint is stored: one stored already means another runner got there first. An
   * upsert rather than an insert caught on a duplicate key, which would abort a fenced write's transaction.
   */
  async #insertFirst(key: string, position: bigint): Promise<boolean> {
    const result = await this.scope((session) =>
      this.checkpoints.updateOne(
        { _id: key },
        { $setOnInsert: { position: position.toString() } },
        { upsert: true, session },
      ),
    );
    return result.upsertedCount === 1;
  }
}
