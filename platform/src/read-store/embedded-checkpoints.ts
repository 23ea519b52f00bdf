import type { CheckpointStore } from './read-store';
import type { SqliteJournal } from './sqlite-journal';

/**
 * Checkpoints held in memory and journaled in the same write-behind batches as the documents they vouch for.
 * Compare-and-set is exact within a process. Across processes it compares against the other processes'
 * flushed checkpoints (taken in before every load and save); two processes running the same projection on
 * one file are not supported anyway, since only one process may write a collection.
 */
export class EmbeddedCheckpoints implements CheckpointStore {
  constructor(
    private readonly journal: SqliteJournal,
    private readonly positions: Map<string, bigint>,
    private readonly takeInExternalChanges: () => void,
  ) {}

  async load(key: string): Promise<bigint | null> {
    this.takeInExternalChanges();
    return this.positions.get(key) ?? null;
  }

  async save(key: string, position: bigint, expected: bigint | null): Promise<boolean> {
    this.takeInExternalChanges();
    if ((this.positions.get(key) ?? null) !== expected) return false;
    this.positions.set(key, position);
    this.journal.checkpointSaved(key, position);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.journal.assertOpen();
    this.positions.delete(key);
    this.journal.checkpointSaved(key, null);
  }

  /** Takes in checkpoints other processes flushed, keeping this process's own unflushed ones. */
  reload(stored: Map<string, bigint>): void {
    for (const key of [...this.positions.keys()]) {
      if (!stored.has(key) && !this.journal.hasPendingCheckpoint(key)) this.positions.delete(key);
    }
    for (const [key, position] of stored) {
      if (!this.journal.hasPendingCheckpoint(key)) this.positions.set(key, position);
    }
  }
}
