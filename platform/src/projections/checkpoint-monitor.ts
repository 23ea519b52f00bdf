import type { EventStore } from '../event-store/event-store';
import type { ReadStore } from '../read-store/read-store';
import { CheckpointPoller } from './checkpoint-poller';
import type { Projection } from './projection';
import { ProjectionFailures } from './projection-failures';
import { buildCheckpointKey, firstBuildOf, type ProjectionRegistry } from './projection-registry';
import type { ProjectionMonitor, ProjectionStatus, WaitOptions } from './projection-status';

/**
 * Progress of projections that run in another process (workers/), read from their stored checkpoints and
 * recorded failures. Read-your-writes then waits for the checkpoint, which the worker saves a few
 * milliseconds after applying.
 */
export class CheckpointMonitor implements ProjectionMonitor {
  private readonly failures: ProjectionFailures;
  private readonly poller = new CheckpointPoller(
    (projectionName) => this.position(projectionName),
    () => this.eventStore.headPosition(),
  );

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly registry: ProjectionRegistry,
    private readonly projections: readonly Projection[],
  ) {
    this.failures = new ProjectionFailures(readStore);
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.eventStore.headPosition();
    return Promise.all(
      this.projections.map(async (projection) => {
        const active = await this.registry.activeVersion(projection.name);
        const version = active?.version ?? projection.version;
        const build = active?.build ?? firstBuildOf(version);
        const key = buildCheckpointKey(projection.name, build);
        const [position, error] = await Promise.all([
          this.readStore.checkpoints.load(key).then((saved) => saved ?? 0n),
          this.failures.errorOf(key),
        ]);
        const lag = head > position ? head - position : 0n;
        return {
          name: projection.name,
          version,
          build,
          state: error !== null ? 'failed' : lag === 0n ? 'live' : 'catching_up',
          position: String(position),
          headPosition: String(head),
          lag: String(lag),
          error,
        } satisfies ProjectionStatus;
      }),
    );
  }

  async position(projectionName: string): Promise<bigint> {
    const active = await this.registry.activeVersion(projectionName);
    const build = active?.build ?? firstBuildOf(this.versionInCode(projectionName));
    return (await this.readStore.checkpoints.load(buildCheckpointKey(projectionName, build))) ?? 0n;
  }

  async waitFor(
    projectionName: string,
    position: bigint,
    timeoutMs: number,
    options: WaitOptions = {},
  ): Promise<boolean> {
    // The poller retries failed reads, so a misspelt name would otherwise only ever time out.
    this.versionInCode(projectionName);
    return this.poller.waitFor(projectionName, position, timeoutMs, options);
  }

  private versionInCode(projectionName: string): number {
    const projection = this.projections.find((candidate) => candidate.name === projectionName);
    if (!projection) throw new Error(`No projection named ${projectionName}`);
    return projection.version;
  }
}
