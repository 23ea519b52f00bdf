import type { EventStore } from '../event-store/event-store';
import type { Logger } from '../logging/logger';
import { type FencedWrites, isFencedOut, type ReadStore } from '../read-store/read-store';
import type { EventCodec } from '../serialization/event-codec';
import { CheckpointedFeed, DEFAULT_RUNNER_TIMING, type RunnerTiming } from './checkpointed-feed';
import { PositionWaiters } from './position-waiters';
import type { ProjectedEvent, Projection, ProjectionCollections } from './projection';
import { ProjectionFailures } from './projection-failures';
import { buildCheckpointKey, firstBuildOf, type ProjectionRegistry } from './projection-registry';
import type { ProjectionState, ProjectionStatus, WaitOptions } from './projection-status';
import { RetryLoop } from './retry-loop';
import { buildCollections, VersionSwitch } from './version-switch';

export interface ProjectionSupervisorDependencies {
  eventStore: EventStore;
  readStore: ReadStore;
  /**
   * Where the build's documents and checkpoint are written: the read store, or, while a lease decides which
   * process feeds the projection, a view of it fenced for this term of the lease.
   */
  writes: FencedWrites;
  codec: EventCodec;
  registry: ProjectionRegistry;
  logger: Logger;
  /** Called after this process's version became the one queries read. */
  onActivated(projectionName: string): void;
  timing?: Partial<RunnerTiming>;
}

/**
 * Keeps one projection running: prepares its version, feeds the active build the log from its checkpoint,
 * and when it fails, records the error (naming the event) and starts again from its checkpoint with growing
 * pauses, so a passing fault heals while a bad event stays visible in the status. When `npm run rebuild`
 * switches queries to a new build, it moves over and keeps that one up to date.
 */
export class ProjectionSupervisor {
  readonly #timing: RunnerTiming;
  #build: string;
  #feed: CheckpointedFeed;
  #stopped = false;
  /** Whether the build in hand is decided (and not a rebuild beside the one queries read). */
  #serving = false;
  readonly #versions: VersionSwitch;
  readonly #failures: ProjectionFailures;
  readonly #waiters = new PositionWaiters();
  readonly #retries: RetryLoop;

  #state: ProjectionState = 'starting';
  #error: string | null = null;
  #rebuildTarget: bigint | null = null;
  #running: Promise<void> = Promise.resolve();
  #outdated = false;

  constructor(
    private readonly projection: Projection,
    private readonly deps: ProjectionSupervisorDependencies,
  ) {
    this.#timing = { ...DEFAULT_RUNNER_TIMING, ...deps.timing };
    this.#retries = new RetryLoop(this.#timing);
    this.#build = firstBuildOf(projection.version);
    this.#feed = this.#feedOf(this.#build);
    this.#versions = new VersionSwitch(projection, deps);
    this.#failures = new ProjectionFailures(deps.readStore);
  }

  get name(): string {
    return this.projection.name;
  }

  /** The build queries read that this runner writes; null while it is undecided, rebuilding or superseded. */
  get servingBuild(): string | null {
    return this.#serving ? this.#build : null;
  }

  /** Another process claimed this projection's fence: this supervisor stopped writing for good. */
  get outdated(): boolean {
    return this.#outdated;
  }

  get appliedPosition(): bigint {
    return this.#feed.checkpoint.position;
  }

  start(): void {
    this.#running = this.#retries.run(
      () => this.#run(),
      (error, retryInMs) => this.#recordFailure(error, retryInMs),
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#retries.stop();
    await this.#feed.close();
    await this.#running;
    await this.#feed.checkpoint
      .save()
      .catch((error) => this.deps.logger.error({ err: error }, 'final checkpoint failed'));
    if (this.#state !== 'failed' && this.#state !== 'superseded') this.#state = 'stopped';
  }

  status(headPosition: bigint): ProjectionStatus {
    const position = this.appliedPosition;
    return {
      name: this.projection.name,
      version: this.projection.version,
      build: this.#build,
      state: this.#state,
      position: String(position),
      headPosition: String(headPosition),
      lag: String(headPosition > position ? headPosition - position : 0n),
      error: this.#error,
    };
  }

  waitFor(position: bigint, timeoutMs: number, options: WaitOptions = {}): Promise<boolean> {
    if (options.cappedAtHead && this.appliedPosition < position)
      return this.#waitCappedAtHead(position, timeoutMs);
    return this.#waiters.waitFor(position, this.appliedPosition, timeoutMs);
  }

  async #waitCappedAtHead(position: bigint, timeoutMs: number): Promise<boolean> {
    // The log out of reach: wait for the position as asked.
    const head = await this.deps.eventStore.headPosition().catch(() => position);
    return this.#waiters.waitFor(head < position ? head : position, this.appliedPosition, timeoutMs);
  }

  get #key(): string {
    return buildCheckpointKey(this.projection.name, this.#build);
  }

  #feedOf(build: string): CheckpointedFeed {
    return new CheckpointedFeed({
      eventStore: this.deps.eventStore,
      codec: this.deps.codec,
      checkpoints: this.deps.writes.checkpoints,
      handles: this.projection.handles,
      key: buildCheckpointKey(this.projection.name, build),
      timing: this.#timing,
    });
  }

  async #run(): Promise<void> {
    for (;;) {
      const role = await this.#versions.decide();
      this.#serving = false;
      if (role.kind === 'superseded') {
        this.#state = 'superseded';
        this.#error = `version ${role.activeVersion} of this projection is active; this process runs version ${this.projection.version}`;
        return;
      }
      if (role.build !== this.#build) {
        const previous = this.#feed;
        this.#build = role.build;
        this.#feed = this.#feedOf(role.build);
        await previous.close();
        await previous.checkpoint.save();
        if (this.#stopped) return;
      }
      const { checkpoint } = this.#feed;
      const saved = await checkpoint.load();
      await this.#versions.prepare(role, saved !== null || checkpoint.position > 0n);
      this.#rebuildTarget = role.kind === 'rebuilding' ? role.target : null;
      this.#serving = this.#rebuildTarget === null;
      await this.#takeOverWhenCaughtUp();
      // A new attempt: a failure recorded before, maybe by an earlier process, is recorded again if it recurs.
      await this.#failures.clear(this.#key);
      this.#state = this.#rebuildTarget !== null ? 'rebuilding' : 'catching_up';
      this.#error = null;
      if (!(await this.#follow())) return;
      this.deps.logger.info(
        { projection: this.projection.name, build: this.#build },
        'moving to the rebuilt build',
      );
      this.deps.onActivated(this.projection.name);
    }
  }

  /**
   * Feeds the build until the feed ends (false) or queries moved to another build (true). Before applying
   * events it asks whether queries still read this build, so nothing is written to a build they left; steps
   * that apply nothing (most live steps: events of other types) ask nothing, which spares a remote read
   * store a round trip per event for every projection. An idle runner asks now and then, and moves too.
   */
  async #follow(): Promise<boolean> {
    const feed = this.#feed;
    const build = this.#build;
    const collections = buildCollections(this.projection, this.deps.writes, build);
    let moved = false;
    const stillServing = async () => {
      if (this.#rebuildTarget === null && !moved && !(await this.#versions.stillActive(build))) moved = true;
      return !moved;
    };
    const idleLook = setInterval(() => {
      void stillServing().then(
        (serving) => (serving ? undefined : feed.close()),
        (error: unknown) => this.deps.logger.warn({ err: error }, 'could not look up the active build'),
      );
    }, this.#timing.buildCheckEveryMs);
    idleLook.unref();
    try {
      await feed.follow(async (step) => {
        if (step.events.length > 0) {
          if (!(await stillServing())) return feed.close();
          await this.#apply(step.events, collections);
        }
        feed.checkpoint.advanceTo(step.position, step.read);
        this.#waiters.reached(step.position);
        if (step.live && this.#state === 'catching_up') this.#state = 'live';
        await this.#takeOverWhenCaughtUp();
      });
    } finally {
      clearInterval(idleLook);
    }
    return moved && !this.#stopped;
  }

  /** Applies a batch; when it fails, one event at a time, so the error names the event that failed. */
  async #apply(events: readonly ProjectedEvent[], collections: ProjectionCollections): Promise<void> {
    try {
      await this.projection.apply(events, collections);
      return;
    } catch (error) {
      if (events.length === 1) throw failedEvent(events[0]!, error);
    }
    for (const event of events) {
      await this.projection.apply([event], collections).catch((error: unknown) => {
        throw failedEvent(event, error);
      });
    }
  }

  async #takeOverWhenCaughtUp(): Promise<void> {
    if (this.#rebuildTarget === null || this.appliedPosition < this.#rebuildTarget) return;
    await this.#feed.checkpoint.save();
    await this.#versions.takeOver();
    this.#rebuildTarget = null;
    this.#serving = true;
    this.#state = 'live';
  }

  async #recordFailure(error: unknown, retryInMs: number): Promise<void> {
    if (isFencedOut(error)) return this.#giveUp(error);
    this.#state = 'failed';
    this.#error = error instanceof Error ? error.message : String(error);
    const { name, version } = this.projection;
    this.deps.logger.error({ projection: name, version, err: error, retryInMs }, 'projection stopped');
    await this.#feed.checkpoint.save().catch(() => undefined);
    await this.#failures
      .record(this.#key, this.#error)
      .catch((recordError) => this.deps.logger.error({ err: recordError }, 'recording the failure failed'));
  }

  /** Retrying would write under a fence another process holds: the work is that process's now. */
  #giveUp(error: unknown): void {
    this.#outdated = true;
    this.#retries.stop();
    this.#state = 'stopped';
    this.#error = 'another worker took this projection over';
    this.deps.logger.warn({ projection: this.projection.name, err: error }, 'fenced out: stopped writing');
  }
}

function failedEvent(event: ProjectedEvent, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `${event.type} in stream ${event.streamId} at position ${event.position} could not be applied: ${reason}`,
    { cause: error },
  );
}
