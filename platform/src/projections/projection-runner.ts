import type { EventStore } from '../event-store/event-store';
import type { Logger } from '../logging/logger';
import type { Fence, ReadStore } from '../read-store/read-store';
import type { EventCodec } from '../serialization/event-codec';
import type { RunnerTiming } from './checkpointed-feed';
import { LeasedWork, type LeaseTerms, projectionLease } from './leased-work';
import type { Projection } from './projection';
import {
  buildCheckpointKey,
  firstBuildOf,
  type ProjectionRegistry,
  RETIRED_BUILD_GRACE_MS,
} from './projection-registry';
import type { ProjectionMonitor, ProjectionStatus, WaitOptions } from './projection-status';
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
  /**
   * Feed each projection only while this process holds its lease, so several worker processes can run
   * and one takes over a projection within seconds when the process feeding it dies.
   */
  leases?: LeaseTerms;
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
  private readonly slots: ReadonlyMap<string, SupervisorSlot>;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ProjectionRunnerOptions) {
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.slots = new Map(
      options.projections.map((projection) => {
        const logger = options.logger.child({ projection: projection.name });
        const supervise = (fence?: Fence) =>
          new ProjectionSupervisor(projection, {
            eventStore: options.eventStore,
            readStore: options.readStore,
            writes: fence ? options.readStore.fenced(fence) : options.readStore,
            codec: options.codec,
            registry: options.registry,
            logger,
            onActivated: (name) => options.onActivated?.(name),
            timing: options.timing,
          });
        const slot = options.leases
          ? leasedSlot(
              new LeasedWork(
                projectionLease(projection.name),
                options.leases,
                supervise,
                logger,
                options.readStore,
              ),
            )
          : alwaysRunningSlot(supervise());
        return [projection.name, slot];
      }),
    );
  }

  start(): void {
    for (const slot of this.slots.values()) slot.start();
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
    await Promise.all([...this.slots.values()].map((slot) => slot.stop()));
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.options.eventStore.headPosition();
    return Promise.all(
      this.options.projections.map(
        (projection) =>
          this.slot(projection.name).supervisor?.status(head) ?? this.standbyStatus(projection, head),
      ),
    );
  }

  async position(projectionName: string): Promise<bigint> {
    const supervisor = this.slot(projectionName).supervisor;
    if (supervisor) return supervisor.appliedPosition;
    return (await this.storedProgress(projectionName)).position;
  }

  servingBuild(projectionName: string): string | null {
    return this.slots.get(projectionName)?.supervisor?.servingBuild ?? null;
  }

  waitFor(
    projectionName: string,
    position: bigint,
    timeoutMs: number,
    options?: WaitOptions,
  ): Promise<boolean> {
    const supervisor = this.slot(projectionName).supervisor;
    if (!supervisor) throw new Error(`${projectionName} is fed by another process, which holds its lease`);
    return supervisor.waitFor(position, timeoutMs, options);
  }

  private slot(projectionName: string): SupervisorSlot {
    const slot = this.slots.get(projectionName);
    if (!slot) throw new Error(`No projection named ${projectionName} runs here`);
    return slot;
  }

  /** How far the active build of a projection another process feeds has got, from its checkpoint. */
  private async storedProgress(projectionName: string) {
    const active = await this.options.registry.activeVersion(projectionName);
    if (!active) return { build: null, position: 0n };
    const saved = await this.options.readStore.checkpoints.load(
      buildCheckpointKey(projectionName, active.build),
    );
    return { build: active.build, position: saved ?? 0n };
  }

  private async standbyStatus(projection: Projection, head: bigint): Promise<ProjectionStatus> {
    const { build, position } = await this.storedProgress(projection.name);
    return {
      name: projection.name,
      version: projection.version,
      build: build ?? firstBuildOf(projection.version),
      state: 'standby',
      position: String(position),
      headPosition: String(head),
      lag: String(head > position ? head - position : 0n),
      error: null,
    };
  }
}

/** Where one projection's supervisor is: here always, or here only while this process holds its lease. */
interface SupervisorSlot {
  readonly supervisor: ProjectionSupervisor | null;
  start(): void;
  stop(): Promise<void>;
}

const alwaysRunningSlot = (supervisor: ProjectionSupervisor): SupervisorSlot => ({
  supervisor,
  start: () => supervisor.start(),
  stop: () => supervisor.stop(),
});

const leasedSlot = (work: LeasedWork<ProjectionSupervisor>): SupervisorSlot => ({
  get supervisor() {
    return work.running;
  },
  start: () => work.start(),
  stop: () => work.stop(),
});
