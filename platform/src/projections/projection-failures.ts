import type { ReadStore, StoredDocument } from '../read-store/read-store';

const FAILURES_COLLECTION = 'projection_failures';

interface FailureDocument extends StoredDocument {
  error: string;
  at: string;
}

/**
 * Why a projection version stopped, kept in the read store beside its checkpoint: a server whose projections
 * run in another process (PROJECTIONS=external) reads it to show the failure in /healthz.
 * Keyed like the checkpoint, by projection name and version.
 */
export class ProjectionFailures {
  constructor(private readonly readStore: ReadStore) {}

  async record(key: string, error: string): Promise<void> {
    await this.collection().upsert({ _id: key, error, at: new Date().toISOString() });
  }

  async clear(key: string): Promise<void> {
    await this.collection().deleteOne({ _id: key });
  }

  async errorOf(key: string): Promise<string | null> {
    return (await this.collection().findOne({ _id: key }))?.error ?? null;
  }

  private collection() {
    return this.readStore.collection<FailureDocument>(FAILURES_COLLECTION);
  }
}
