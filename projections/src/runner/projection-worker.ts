import type {
  EventStore,
  EventSubscription,
  RecordedEvent,
} from '@verdant/infrastructure/event-store/event-store';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { ReadStore, StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import { type EventCodec, UnreadableEventError } from '@verdant/infrastructure/serialization/event-codec';
import type { Projection, ProjectionCollections } from '../projection';
import { PositionWaiters } from './position-waiters';
import { ProjectionFailures } from './projection-failures';
import { checkpointKey, type ProjectionRegistry, physicalCollectionName } from './projection-registry';
import type { ProjectionState, ProjectionStatus } from './projection-status';

export interface ProjectionWorkerDependencies {
  eventStore: EventStore;
  readStore: ReadStore;
  codec: EventCodec;
  registry: ProjectionRegistry;
  logger: Logger;
  /** Called after this worker's version became the one queries read. */
  onActivated(projectionName: string): void;
  timing?: Partial<ProjectionWorkerTiming>;
}

export interface ProjectionWorkerTiming {
  /** Save the checkpoint this long after the last event when events stop coming. */
  checkpointDelayMs: number;
  /** Save the checkpoint at least every this many events while catching up. */
  checkpointEveryEvents: number;
  /** First wait before retrying after a failure; doubles up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

const DEFAULT_TIMING: ProjectionWorkerTiming = {
  checkpointDelayMs: 20,
  checkpointEveryEvents: 1_000,
  retryDelayMs: 1_000,
  maxRetryDelayMs: 60_000,
};

/**
 * Runs one projection: feeds it every event after its checkpoint, then live events, and saves the checkpoint
 * after applying (at-least-once). A failure stops it with an error naming the event; it retries from its last
 * applied position with backoff, so a passing fault heals and a bad event stays visible in the status.
 */
export class ProjectionWorker {
  private readonly timing: ProjectionWorkerTiming;
  private readonly handled: ReadonlySet<string>;
  private readonly collections: ProjectionCollections;
  private readonly key: string;
  private readonly waiters = new PositionWaiters();
  private readonly failures: ProjectionFailures;

  private state: ProjectionState = 'starting';
  private error: string | null = null;
  private position = 0n;
  private savedPosition: bigint | null = null;
  private unsavedEvents = 0;
  private rebuildTarget: bigint | null = null;
  private liveFrom = 0n;

  private subscription: EventSubscription | null = null;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private saving: Promise<void> = Promise.resolve();
  private failureFromOutside: unknown = null;
  private stopping = false;
  private wakeFromRetry: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly projection: Projection,
    private readonly deps: ProjectionWorkerDependencies,
  ) {
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
    this.handled = new Set(projection.handles);
    this.key = checkpointKey(projection.name, projection.version);
    this.failures = new ProjectionFailures(deps.readStore);
    const physicalNames = new Map(
      Object.keys(projection.collections).map((logical) => [
        logical,
        physicalCollectionName(logical, projection.version),
      ]),
    );
    this.collections = {
      collection: <T extends StoredDocument>(logicalName: string) => {
        const physicalName = physicalNames.get(logicalName);
        if (!physicalName) {
          throw new Error(`Projection ${projection.name} does not declare a collection named ${logicalName}`);
        }
        return deps.readStore.collection<T>(physicalName);
      },
    };
  }

  get name(): string {
    return this.projection.name;
  }

  get appliedPosition(): bigint {
    return this.position;
  }

  start(): void {
    this.running = this.runWithRetries();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeFromRetry?.();
    await this.subscription?.close();
    await this.running;
    this.clearCheckpointTimer();
    await this.saveCheckpoint().catch((error) =>
      this.deps.logger.error({ err: error }, 'final checkpoint failed'),
    );
    if (this.state !== 'failed' && this.state !== 'superseded') this.state = 'stopped';
  }

  status(headPosition: bigint): ProjectionStatus {
    const lag = headPosition > this.position ? headPosition - this.position : 0n;
    return {
      name: this.projection.name,
      version: this.projection.version,
      state: this.state,
      position: String(this.position),
      headPosition: String(headPosition),
      lag: String(lag),
      error: this.error,
    };
  }

  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    return this.waiters.waitFor(position, this.position, timeoutMs);
  }

  private async runWithRetries(): Promise<void> {
    let retryDelayMs = this.timing.retryDelayMs;
    while (!this.stopping) {
      try {
        const shouldRun = await this.prepare();
        if (!shouldRun) return;
        await this.consume();
        return;
      } catch (error) {
        this.state = 'failed';
        this.error = error instanceof Error ? error.message : String(error);
        this.deps.logger.error(
          {
            projection: this.projection.name,
            version: this.projection.version,
            err: error,
            retryInMs: retryDelayMs,
          },
          'projection stopped',
        );
        await this.saveCheckpoint().catch(() => undefined);
        await this.failures
          .record(this.key, this.error)
          .catch((recordError) =>
            this.deps.logger.error({ err: recordError }, 'recording the failure failed'),
          );
        await this.pauseBeforeRetry(retryDelayMs);
        retryDelayMs = Math.min(retryDelayMs * 2, this.timing.maxRetryDelayMs);
      }
    }
  }

  /** Decides whether this version serves queries, rebuilds beside the active one, or is outdated. */
  private async prepare(): Promise<boolean> {
    const { registry, readStore, eventStore } = this.deps;
    const { name, version } = this.projection;
    const active = await registry.activeVersion(name);
    if (active && active.version > version) {
      this.state = 'superseded';
      this.error = `version ${active.version} of this projection is active; this process runs version ${version}`;
      return false;
    }
    this.savedPosition = await readStore.checkpoints.load(this.key);
    if (!active) await registry.activate(name, this.activeVersion());
    if (active && active.version < version) {
      // A rebuild that never saved a checkpoint starts from nothing, whatever an interrupted run left behind.
      if (this.savedPosition === null && this.position === 0n) await this.dropOwnCollections();
      this.rebuildTarget = await eventStore.headPosition();
    }
    for (const [logical, indexes] of Object.entries(this.projection.collections)) {
      const collection = readStore.collection(physicalCollectionName(logical, version));
      for (const index of indexes) await collection.createIndex(index);
    }
    if (this.savedPosition !== null && this.savedPosition > this.position) this.position = this.savedPosition;
    if (this.rebuildTarget !== null && this.position >= this.rebuildTarget) await this.takeOver();
    return true;
  }

  private async consume(): Promise<void> {
    if (this.stopping) return;
    // A new attempt: a failure recorded before, maybe by an earlier process, is recorded again if it recurs.
    await this.failures.clear(this.key);
    this.liveFrom = await this.deps.eventStore.headPosition();
    this.state =
      this.rebuildTarget !== null ? 'rebuilding' : this.position >= this.liveFrom ? 'live' : 'catching_up';
    this.error = null;
    const subscription = this.deps.eventStore.subscribeToAll({ after: this.position });
    this.subscription = subscription;
    try {
      for await (const recorded of subscription) {
        await this.applyOne(recorded);
        this.advanceTo(recorded.position);
        if (this.rebuildTarget !== null && this.position >= this.rebuildTarget) await this.takeOver();
      }
    } finally {
      this.subscription = null;
    }
    if (this.failureFromOutside !== null) {
      const failure = this.failureFromOutside;
      this.failureFromOutside = null;
      throw failure;
    }
  }

  private async applyOne(recorded: RecordedEvent): Promise<void> {
    const { codec } = this.deps;
    if (!codec.knows(recorded.type)) {
      throw new UnreadableEventError(
        recorded.streamId,
        recorded.position,
        `unknown event type ${recorded.type}`,
      );
    }
    if (!this.handled.has(recorded.type)) return;
    const event = await codec.decode(recorded);
    try {
      await this.projection.apply(
        {
          ...event,
          streamId: recorded.streamId,
          revision: recorded.revision,
          position: recorded.position,
          metadata: recorded.metadata,
        },
        this.collections,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${recorded.type} in stream ${recorded.streamId} at position ${recorded.position} could not be applied: ${reason}`,
        { cause: error },
      );
    }
  }

  private advanceTo(position: bigint): void {
    this.position = position;
    if (this.state === 'catching_up' && position >= this.liveFrom) this.state = 'live';
    this.waiters.reached(position);
    this.unsavedEvents++;
    if (this.unsavedEvents >= this.timing.checkpointEveryEvents) {
      this.clearCheckpointTimer();
      this.saveInBackground();
    } else if (this.checkpointTimer === null) {
      this.checkpointTimer = setTimeout(() => {
        this.checkpointTimer = null;
        this.saveInBackground();
      }, this.timing.checkpointDelayMs);
    }
  }

  private saveInBackground(): void {
    this.saveCheckpoint().catch((error) => {
      // Another runner moved this checkpoint: two processes must not both feed one read model.
      this.failureFromOutside = error;
      void this.subscription?.close();
    });
  }

  private saveCheckpoint(): Promise<void> {
    this.saving = this.saving
      .catch(() => undefined)
      .then(async () => {
        const target = this.position;
        if (target === (this.savedPosition ?? 0n)) return;
        const unsaved = this.unsavedEvents;
        const saved = await this.deps.readStore.checkpoints.save(this.key, target, this.savedPosition);
        if (!saved) {
          throw new Error(
            `Checkpoint ${this.key} was moved by another runner; this one stopped to keep the read model consistent`,
          );
        }
        this.savedPosition = target;
        this.unsavedEvents = Math.max(0, this.unsavedEvents - unsaved);
      });
    return this.saving;
  }

  /** The rebuilt version has caught up with the log: queries switch to it and the old one is dropped. */
  private async takeOver(): Promise<void> {
    const { registry, readStore, logger } = this.deps;
    const { name, version } = this.projection;
    this.clearCheckpointTimer();
    await this.saveCheckpoint();
    const previous = await registry.activeVersion(name);
    await registry.activate(name, this.activeVersion());
    this.rebuildTarget = null;
    this.state = 'live';
    this.deps.onActivated(name);
    if (previous && previous.version !== version) {
      for (const logical of previous.collections) {
        await readStore.dropCollection(physicalCollectionName(logical, previous.version));
      }
      await readStore.checkpoints.delete(checkpointKey(name, previous.version));
      await this.failures.clear(checkpointKey(name, previous.version));
    }
    logger.info(
      { projection: name, version, previousVersion: previous?.version },
      'projection version activated',
    );
  }

  private activeVersion() {
    return { version: this.projection.version, collections: Object.keys(this.projection.collections) };
  }

  private async dropOwnCollections(): Promise<void> {
    for (const logical of Object.keys(this.projection.collections)) {
      await this.deps.readStore.dropCollection(physicalCollectionName(logical, this.projection.version));
    }
  }

  private pauseBeforeRetry(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      this.wakeFromRetry = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private clearCheckpointTimer(): void {
    if (this.checkpointTimer !== null) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
  }
}
