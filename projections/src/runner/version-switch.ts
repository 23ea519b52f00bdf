import type { EventStore } from '@verdant/infrastructure/event-store/event-store';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { ReadStore } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';
import { ProjectionFailures } from './projection-failures';
import {
  type ActiveVersion,
  checkpointKey,
  type ProjectionRegistry,
  physicalCollectionName,
} from './projection-registry';

/** What this process's version of a projection does, as decided at its start. */
export type VersionRole =
  /** It is the version queries read: it keeps its read model up to date. */
  | { kind: 'serving' }
  /** An older version serves queries: this one rebuilds beside it and takes over once it reaches `target`. */
  | { kind: 'rebuilding'; target: bigint }
  /** A newer version serves queries: this process runs outdated code and must not write. */
  | { kind: 'superseded'; activeVersion: number };

/**
 * Blue-green versions of one projection. Each version writes its own collections; a new version rebuilds
 * from the first event while the active one serves, then takes over: queries switch to it, and the old
 * version's collections, checkpoint and failure record are dropped.
 */
export class VersionSwitch {
  private readonly failures: ProjectionFailures;

  constructor(
    private readonly projection: Projection,
    private readonly deps: {
      registry: ProjectionRegistry;
      readStore: ReadStore;
      eventStore: EventStore;
      logger: Logger;
      /** Called after this version became the one queries read. */
      onActivated(projectionName: string): void;
    },
  ) {
    this.failures = new ProjectionFailures(deps.readStore);
  }

  /**
   * Decides the role and prepares this version's collections with their indexes. `resuming` tells whether
   * this version has applied anything before (a saved checkpoint, or earlier in this process): a rebuild
   * that has not starts from empty collections, whatever an interrupted run left in them.
   */
  async prepare(resuming: boolean): Promise<VersionRole> {
    const { registry, eventStore } = this.deps;
    const { name, version } = this.projection;
    const active = await registry.activeVersion(name);
    if (active && active.version > version) return { kind: 'superseded', activeVersion: active.version };
    if (!active) await registry.activate(name, this.#thisVersion());
    let role: VersionRole = { kind: 'serving' };
    if (active && active.version < version) {
      if (!resuming) await this.#dropCollectionsOf(this.#thisVersion());
      role = { kind: 'rebuilding', target: await eventStore.headPosition() };
    }
    await this.#createIndexes();
    return role;
  }

  /** Queries switch to this version; the previous version is dropped. */
  async takeOver(): Promise<void> {
    const { registry, readStore, logger } = this.deps;
    const { name, version } = this.projection;
    const previous = await registry.activeVersion(name);
    await registry.activate(name, this.#thisVersion());
    this.deps.onActivated(name);
    if (previous && previous.version !== version) {
      await this.#dropCollectionsOf(previous);
      await readStore.checkpoints.delete(checkpointKey(name, previous.version));
      await this.failures.clear(checkpointKey(name, previous.version));
    }
    logger.info(
      { projection: name, version, previousVersion: previous?.version },
      'projection version activated',
    );
  }

  #thisVersion(): ActiveVersion {
    return { version: this.projection.version, collections: Object.keys(this.projection.collections) };
  }

  async #dropCollectionsOf({ version, collections }: ActiveVersion): Promise<void> {
    for (const logical of collections) {
      await this.deps.readStore.dropCollection(physicalCollectionName(logical, version));
    }
  }

  async #createIndexes(): Promise<void> {
    for (const [logical, indexes] of Object.entries(this.projection.collections)) {
      const collection = this.deps.readStore.collection(
        physicalCollectionName(logical, this.projection.version),
      );
      for (const index of indexes) await collection.createIndex(index);
    }
  }
}
