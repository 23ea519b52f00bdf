import type { ReadStore, StoredDocument } from '../read-store/read-store';

/**
 * A build is one set of collections and one checkpoint of a projection version. A version's first build is
 * named `v{version}`; `npm run rebuild` makes further builds of the same version beside it (`v{version}_r…`),
 * so a read model can be rebuilt for good without a code change.
 */
export const firstBuildOf = (version: number) => `v${version}`;

export const buildCollectionName = (logicalName: string, build: string) => `${logicalName}_${build}`;

export const buildCheckpointKey = (projectionName: string, build: string) =>
  `projection:${projectionName}:${build}`;

/** The collections of a version's first build: each version writes its own, so a rebuild never disturbs the live one. */
export const physicalCollectionName = (logicalName: string, version: number) =>
  buildCollectionName(logicalName, firstBuildOf(version));

export const checkpointKey = (projectionName: string, version: number) =>
  buildCheckpointKey(projectionName, firstBuildOf(version));

/**
 * A build no longer read once a newer one took over stays this long, so a process that looked the active
 * build up just before the switch (queries cache it for a second) finishes reading it, then it is dropped.
 */
export const RETIRED_BUILD_GRACE_MS = 60_000;

const REGISTRY_COLLECTION = 'projection_versions';
const RETIRED_COLLECTION = 'projection_retired_builds';

export interface ActiveVersion {
  version: number;
  build: string;
  /** The logical collection names of that build, to drop once a newer build takes over. */
  collections: string[];
}

interface ActiveVersionDocument extends StoredDocument {
  version: number;
  /** Absent in documents written before builds had names: the version's first build. */
  build?: string;
  collections: string[];
}

export interface RetiredBuild {
  projection: string;
  build: string;
  collections: string[];
  retiredAt: string;
}

type RetiredBuildDocument = RetiredBuild & StoredDocument;

/**
 * Which build of each projection queries read from, and the builds retired by a switch-over until they are
 * dropped. Several processes write here (the shop's runner, `npm run rebuild`), one document at a time and
 * rarely, always with compare-and-set where two could race.
 */
export class ProjectionRegistry {
  constructor(private readonly readStore: ReadStore) {}

  async activeVersion(projectionName: string): Promise<ActiveVersion | null> {
    const document = await this.#registry().findOne({ _id: projectionName });
    if (!document) return null;
    return {
      version: document.version,
      build: document.build ?? firstBuildOf(document.version),
      collections: document.collections,
    };
  }

  /** Makes a projection's first build active, unless a build was made active meanwhile; true when it did. */
  async activateFirst(projectionName: string, active: ActiveVersion): Promise<boolean> {
    const result = await this.#registry().updateOne(
      { _id: projectionName },
      { $setOnInsert: { version: active.version, build: active.build, collections: active.collections } },
      { upsert: true },
    );
    return result.upsertedId !== null;
  }

  /**
   * Queries switch from `current` to `next`, and `current` is retired; false, changing nothing, when the
   * active build is no longer `current` (another switch came first).
   */
  async switchOver(projectionName: string, current: ActiveVersion, next: ActiveVersion): Promise<boolean> {
    const currentBuild =
      current.build === firstBuildOf(current.version) ? { $in: [current.build, null] } : current.build;
    const { matched } = await this.#registry().updateOne(
      { _id: projectionName, version: current.version, build: currentBuild },
      { $set: { version: next.version, build: next.build, collections: next.collections } },
    );
    if (matched === 0) return false;
    await this.#retired().upsert({
      _id: `${projectionName}:${current.build}`,
      projection: projectionName,
      build: current.build,
      collections: current.collections,
      retiredAt: new Date().toISOString(),
    });
    return true;
  }

  /** Builds retired before `before`, which no process reads any more. */
  async retiredBefore(before: Date): Promise<RetiredBuild[]> {
    const documents = await this.#retired().find({ retiredAt: { $lt: before.toISOString() } });
    return documents.map(({ projection, build, collections, retiredAt }) => ({
      projection,
      build,
      collections,
      retiredAt,
    }));
  }

  async forgetRetired(projectionName: string, build: string): Promise<void> {
    await this.#retired().deleteOne({ _id: `${projectionName}:${build}` });
  }

  #registry() {
    return this.readStore.collection<ActiveVersionDocument>(REGISTRY_COLLECTION);
  }

  #retired() {
    return this.readStore.collection<RetiredBuildDocument>(RETIRED_COLLECTION);
  }
}
