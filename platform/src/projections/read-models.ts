import type { Collection, ReadStore, StoredDocument } from '../read-store/read-store';
import type { Projection } from './projection';
import { buildCollectionName, firstBuildOf, type ProjectionRegistry } from './projection-registry';
import type { ProjectionMonitor, WaitOptions } from './projection-status';

const CAPPED_AT_HEAD: WaitOptions = { cappedAtHead: true };

/** Well under the grace period a retired build is kept for, so no query reads a dropped build. */
const ACTIVE_BUILD_CACHE_MS = 1_000;

/**
 * The query side's door to read models: it finds the collections of the version that currently serves
 * queries, and can wait until a projection has applied a given position (read-your-writes).
 */
export class ReadModels {
  private readonly activeBuilds = new Map<string, { build: string; checkedAt: number }>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly registry: ProjectionRegistry,
    private readonly monitor: ProjectionMonitor,
  ) {}

  async collection<T extends StoredDocument>(
    projection: Projection,
    logicalName: string,
  ): Promise<Collection<T>> {
    if (!(logicalName in projection.collections)) {
      throw new Error(`Projection ${projection.name} has no collection named ${logicalName}`);
    }
    return this.readStore.collection<T>(buildCollectionName(logicalName, await this.activeBuild(projection)));
  }

  /**
   * Waits (bounded) until every named projection has applied `position`, or the log's head when `position` is
   * past it (a client may send any number); false when one ran out of time.
   */
  async waitFor(projectionNames: readonly string[], position: bigint, timeoutMs: number): Promise<boolean> {
    const reached = await Promise.all(
      projectionNames.map((name) => this.monitor.waitFor(name, position, timeoutMs, CAPPED_AT_HEAD)),
    );
    return reached.every(Boolean);
  }

  /**
   * What a cached answer read from `projection` depends on: the build queries read and the position it has
   * applied. A rebuild switching builds changes it even where the new build stands at the same position.
   */
  async versionOf(projection: Projection): Promise<string> {
    const build = await this.activeBuild(projection);
    return `${build}@${await this.monitor.position(projection.name)}`;
  }

  /** A runner in this process switched builds: look the active build up again. */
  forget(projectionName: string): void {
    this.activeBuilds.delete(projectionName);
  }

  private async activeBuild(projection: Projection): Promise<string> {
    const written = this.monitor.servingBuild?.(projection.name);
    if (written) return written;
    const cached = this.activeBuilds.get(projection.name);
    if (cached && Date.now() - cached.checkedAt < ACTIVE_BUILD_CACHE_MS) return cached.build;
    const active = await this.registry.activeVersion(projection.name);
    const build = active?.build ?? firstBuildOf(projection.version);
    this.activeBuilds.set(projection.name, { build, checkedAt: Date.now() });
    return build;
  }
}
