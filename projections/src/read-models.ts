import type { Collection, ReadStore, StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from './projection';
import { type ProjectionRegistry, physicalCollectionName } from './runner/projection-registry';
import type { ProjectionMonitor } from './runner/projection-status';

const ACTIVE_VERSION_CACHE_MS = 1_000;

/**
 * The query side's door to read models: it finds the collections of the version that currently serves
 * queries, and can wait until a projection has applied a given position (read-your-writes).
 */
export class ReadModels {
  private readonly activeVersions = new Map<string, { version: number; checkedAt: number }>();

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
    const version = await this.activeVersion(projection);
    return this.readStore.collection<T>(physicalCollectionName(logicalName, version));
  }

  /** Waits (bounded) until every named projection has applied `position`; false when one ran out of time. */
  async waitFor(projectionNames: readonly string[], position: bigint, timeoutMs: number): Promise<boolean> {
    const reached = await Promise.all(
      projectionNames.map((name) => this.monitor.waitFor(name, position, timeoutMs)),
    );
    return reached.every(Boolean);
  }

  /** A runner in this process switched versions: look the active version up again. */
  forget(projectionName: string): void {
    this.activeVersions.delete(projectionName);
  }

  private async activeVersion(projection: Projection): Promise<number> {
    const cached = this.activeVersions.get(projection.name);
    if (cached && Date.now() - cached.checkedAt < ACTIVE_VERSION_CACHE_MS) return cached.version;
    const active = await this.registry.activeVersion(projection.name);
    const version = active?.version ?? projection.version;
    this.activeVersions.set(projection.name, { version, checkedAt: Date.now() });
    return version;
  }
}
