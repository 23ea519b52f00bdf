import type { EventStore } from '@verdant/infrastructure/event-store/event-store';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { ReadStore } from '@verdant/infrastructure/read-store/read-store';
import type { EventCodec } from '@verdant/infrastructure/serialization/event-codec';
import type { Projection } from '../projection';
import type { RunnerTiming } from './checkpointed-feed';
import { type ProjectionRegistry, RETIRED_BUILD_GRACE_MS } from './projection-registry';
import type { ProjectionMonitor, ProjectionStatus } from './projection-status';
import { ProjectionSupervisor } from './projection-supervisor';
import { dropRetiredBuilds } from './retired-builds';

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  codec: EventCodec;
  registry: ProjectionRegistry;
  projections: readonly Projection[];
  logger: Logger;
  onActivated?(projectionName: string): void;
  timing?: Partial<RunnerTiming>;
  /** How long a build queries left is kept before it is dropped, and how often that is looked at. */
  retiredBuilds?: { graceMs: number; sweepEveryMs: number };
}

const RETIRED_BUILDS_SWEEP_EVERY_MS = 30_000;

/**
 * Feeds every projection from the event store, each on its own subscription and checkpoint, so one failing
 * projection stops alone while the others go on. Runs inside the server in the embedded mode, or in its own
 * process (workers/) against shared stores.
 */
export class ProjectionRunner implements ProjectionMonitor {
  private readonly supervisors: ReadonlyMap<string, ProjectionSupervisor>;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ProjectionRunnerOptions) {
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.supervisors = new Map(
      options.projections.map((projection) => [
        projection.name,
        new ProjectionSupervisor(projection, {
          eventStore: options.eventStore,
          readStore: options.readStore,
          codec: options.codec,
          registry: options.registry,
          logger: options.logger.child({ projection: projection.name }),
          onActivated: (name) => options.onActivated?.(name),
          timing: options.timing,
        }),
      ]),
    );
  }

  start(): void {
    for (const supervisor of this.supervisors.values()) supervisor.start();
    const { graceMs, sweepEveryMs } = this.options.retiredBuilds ?? {
      graceMs: RETIRED_BUILD_GRACE_MS,
      sweepEveryMs: RETIRED_BUILDS_SWEEP_EVERY_MS,
    };
    const sweep = () => {
      this.sweeping = dropRetiredBuilds(
        this.options.readStore,
        this.options.registry,
        new Date(),
        graceMs,
      ).then(
        (dropped) => {
          for (const { projection, build } of dropped)
            this.options.logger.info({ projection, build }, 'retired projection build dropped');
        },
        (error: unknown) => this.options.logger.warn({ err: error }, 'dropping retired builds failed'),
      );
    };
    sweep();
    this.sweeper = setInterval(sweep, sweepEveryMs);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sweeping;
    await Promise.all([...this.supervisors.values()].map((supervisor) => supervisor.stop()));
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.options.eventStore.headPosition();
    return [...this.supervisors.values()].map((supervisor) => supervisor.status(head));
  }

  async position(projectionName: string): Promise<bigint> {
    return this.supervisor(projectionName).appliedPosition;
  }

  waitFor(projectionName: string, position: bigint, timeoutMs: number): Promise<boolean> {
    return this.supervisor(projectionName).waitFor(position, timeoutMs);
  }

  private supervisor(projectionName: string): ProjectionSupervisor {
    const supervisor = this.supervisors.get(projectionName);
    if (!supervisor) throw new Error(`No projection named ${projectionName} runs here`);
    return supervisor;
  }
}
