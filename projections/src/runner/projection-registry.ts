import type { ReadStore, StoredDocument } from '@verdant/infrastructure/read-store/read-store';

/** Each version of a projection writes its own collections, so a rebuild never disturbs the live one. */
export const physicalCollectionName = (logicalName: string, version: number) => `${logicalName}_v${version}`;

export const checkpointKey = (projectionName: string, version: number) =>
  `projection:${projectionName}:v${version}`;

const REGISTRY_COLLECTION = 'projection_versions';

interface ActiveVersionDocument extends StoredDocument {
  version: number;
  collections: string[];
}

export interface ActiveVersion {
  version: number;
  /** The logical collection names of that version, to drop once a newer version takes over. */
  collections: string[];
}

/** Which version of each projection queries read from. */
export class ProjectionRegistry {
  constructor(private readonly readStore: ReadStore) {}

  async activeVersion(projectionName: string): Promise<ActiveVersion | null> {
    const document = await this.readStore
      .collection<ActiveVersionDocument>(REGISTRY_COLLECTION)
      .findOne({ _id: projectionName });
    return document ? { version: document.version, collections: document.collections } : null;
  }

  async activate(projectionName: string, active: ActiveVersion): Promise<void> {
    await this.readStore
      .collection<ActiveVersionDocument>(REGISTRY_COLLECTION)
      .upsert({ _id: projectionName, version: active.version, collections: active.collections });
  }
}
