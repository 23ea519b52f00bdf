import { type Collection, MongoServerError } from 'mongodb';
import type { CheckpointStore } from './read-store';

/** Positions are decimal strings: exact for any bigint, and equal strings mean equal positions. */
type CheckpointDocument = { _id: string; position: string };

const DUPLICATE_KEY = 11000;

/** Checkpoints as documents of one internal collection; each save is a single conditional write. */
export class MongoCheckpoints implements CheckpointStore {
  constructor(private readonly checkpoints: Collection<CheckpointDocument>) {}

  async load(key: string): Promise<bigint | null> {
    const found = await this.checkpoints.findOne({ _id: key });
    return found ? BigInt(found.position) : null;
  }

  async save(key: string, position: bigint, expected: bigint | null): Promise<boolean> {
    if (expected === null) return this.#insertFirst(key, position);
    const result = await this.checkpoints.updateOne(
      { _id: key, position: expected.toString() },
      { $set: { position: position.toString() } },
    );
    // matched, not modified: saving the position already stored is a successful save.
    return result.matchedCount === 1;
  }

  async delete(key: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: key });
  }

  /** A duplicate `_id` means a checkpoint is already stored: another runner got there first. */
  async #insertFirst(key: string, position: bigint): Promise<boolean> {
    try {
      await this.checkpoints.insertOne({ _id: key, position: position.toString() });
      return true;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
