import type { EventStore } from '../event-store/event-store';
import type { Logger } from '../logging/logger';
import type { ReadStore, StoredDocument } from '../read-store/read-store';
import type { Projection, ProjectionCollections } from './projection';
import {
  type ActiveVersion,
  buildCollectionName,
  firstBuildOf,
  type ProjectionRegistry,
} from './projection-registry';

/** What this process's version of a projection does, as decided at its start. */
export type VersionRole =
  /** Its version is the one queries read: it keeps the active build up to date. */
  | { kind: 'serving'; build: string }
  /** An older version serves queries: this one rebuilds beside it and takes over once it reaches `target`. */
  | { kind: 'rebuilding'; build: string; target: bigint }
  /** A newer version serves queries: this process runs outdated code and must not write. */
  | { kind: 'superseded'; activeVersion: number };

/**
 * Blue-green versions of one projection. Each build writes its own collections; a new version rebuilds from
 * the first event while the active one serves, then takes over: queries switch to it, and the old build is
 * retired (dropped a grace period later, once no process reads it).
 */
export class VersionSwitch {
  constructor(
    private readonly projection: Projection,
    private readonly deps: {
      registry: ProjectionRegistry;
      readStore: ReadStore;
      eventStore: EventStore;
      logger: Logger;
      /** Called after the build queries read changed. */
      onActivated(projectionName: string): void;
    },
  ) {}

  async decide(): Promise<VersionRole> {
    const { registry, eventStore } = this.deps;
    const { name, version } = this.projection;
    for (;;) {
      const active = await registry.activeVersion(name);
      if (!active) {
        if (await registry.activateFirst(name, this.#firstBuild()))
          return { kind: 'serving', build: firstBuildOf(version) };
        continue;
      }
      if (active.version > version) return { kind: 'superseded', activeVersion: active.version };
      if (active.version === version) return { kind: 'serving', build: active.build };
      return { kind: 'rebuilding', build: firstBuildOf(version), target: await eventStore.headPosition() };
    }
  }

  /**
   * Prepares the build's collections with their indexes. `resuming` tells whether the build has applied
   * anything before (a saved checkpoint, or earlier in this process): a rebuild that has not starts from
   * empty collections, whatever an interrupted run left in them.
   */
  async prepare(role: Exclude<VersionRole, { kind: 'superseded' }>, resuming: boolean): Promise<void> {
    const logicalNames = Object.keys(this.projection.collections);
    if (role.kind === 'rebuilding' && !resuming) {
      for (const logical of logicalNames)
        await this.deps.readStore.dropCollection(buildCollectionName(logical, role.build));
    }
    await createBuildIndexes(this.deps.readStore, this.projection, role.build);
  }

  /** Whether queries still read `build` of this version; false once a rebuild switched them to another. */
  async stillActive(build: string): Promise<boolean> {
    const active = await this.deps.registry.activeVersion(this.projection.name);
    return active?.version === this.projection.version && active.build === build;
  }

  /** Queries switch to this version's first build; the build they read before is retired. */
  async takeOver(): Promise<void> {
    const { registry, logger } = this.deps;
    const { name, version } = this.projection;
    const next = this.#firstBuild();
    for (;;) {
      const previous = await registry.activeVersion(name);
      if (!previous || previous.version >= version) return;
      if (!(await registry.switchOver(name, previous, next))) continue;
      this.deps.onActivated(name);
      logger.info(
        { projection: name, version, previousVersion: previous.version },
        'projection version activated',
      );
      return;
    }
  }

  #firstBuild(): ActiveVersion {
    const { version, collections } = this.projection;
    return { version, build: firstBuildOf(version), collections: Object.keys(collections) };
  }
}

export async function createBuildIndexes(readStore: ReadStore, projection: Projection, build: string) {
  for (const [logical, indexes] of Object.entries(projection.collections)) {
    const collection = readStore.collection(buildCollectionName(logical, build));
    for (const index of indexes) await collection.createIndex(index);
  }
}

/** The collections of a build, by logical name; a name the projection did not declare is a bug. */
export function buildCollections(
  projection: Projection,
  readStore: Pick<ReadStore, 'collection'>,
  build: string,
): ProjectionCollections {
  return {
    collection: <T extends StoredDocument>(logicalName: string) => {
      if (!(logicalName in projection.collections)) {
        throw new Error(`Projection ${projection.name} does not declare a collection named ${logicalName}`);
      }
      return readStore.collection<T>(buildCollectionName(logicalName, build));
    },
  };
}
