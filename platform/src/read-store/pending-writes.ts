import type { IndexSpec, StoredDocument } from './read-store';

export interface PendingCollection {
  /** Dropped since the last flush: its stored rows go first, then whatever was written after the drop. */
  dropped: boolean;
  /** The latest version of each changed document; null when deleted. */
  documents: Map<string, StoredDocument | null>;
  indexes: IndexSpec[] | null;
}

/**
 * Writes made since the last flush, coalesced to their latest state: the flush writes them in one
 * transaction, so only the state after the last write matters, and a document changed a thousand times in
 * one turn of the event loop is written once.
 */
export class PendingWrites {
  readonly collections = new Map<string, PendingCollection>();
  readonly checkpoints = new Map<string, bigint | null>();
  /** Writes recorded (not coalesced), to decide when the batch is big enough to flush at once. */
  recorded = 0;

  get isEmpty(): boolean {
    return this.collections.size === 0 && this.checkpoints.size === 0;
  }

  document(collection: string, id: string, document: StoredDocument | null): void {
    this.#collection(collection).documents.set(id, document);
    this.recorded++;
  }

  indexes(collection: string, indexes: IndexSpec[]): void {
    this.#collection(collection).indexes = indexes;
    this.recorded++;
  }

  drop(collection: string): void {
    this.collections.set(collection, { dropped: true, documents: new Map(), indexes: null });
    this.recorded++;
  }

  checkpoint(key: string, position: bigint | null): void {
    this.checkpoints.set(key, position);
    this.recorded++;
  }

  #collection(name: string): PendingCollection {
    let pending = this.collections.get(name);
    if (!pending) {
      pending = { dropped: false, documents: new Map(), indexes: null };
      this.collections.set(name, pending);
    }
    return pending;
  }
}
