import type { EventStore } from '../event-store/event-store';
import type { JobQueue } from '../job-queue/job-queue';
import type { Logger } from '../logging/logger';
import { type CheckpointStore, isFencedOut } from '../read-store/read-store';
import type { EventCodec } from '../serialization/event-codec';
import { CheckpointedFeed, DEFAULT_RUNNER_TIMING, type RunnerTiming } from './checkpointed-feed';
import { jobsAskedFor, type Reaction } from './reaction';
import { RetryLoop } from './retry-loop';

export interface ReactionStatus {
  name: string;
  state: 'starting' | 'live' | 'failed' | 'stopped';
  /** The log position it has reacted up to, as a decimal string. */
  position: string;
  error: string | null;
}

export interface ReactionRunnerOptions {
  eventStore: EventStore;
  codec: EventCodec;
  checkpoints: CheckpointStore;
  jobs: JobQueue;
  reactions: readonly Reaction[];
  logger: Logger;
  timing?: Partial<RunnerTiming>;
}

export const reactionCheckpointKey = (reactionName: string) => `reaction:${reactionName}`;

/**
 * Feeds each reaction the events recorded after it first started, and enqueues the jobs they ask for. The
 * checkpoint is saved after enqueueing, so a crash may hand an event again: the job's id makes the second
 * enqueue a no-op. Reactions run where the projections run, in one process only.
 */
export class ReactionRunner {
  readonly #supervisors: ReactionSupervisor[];

  constructor(options: ReactionRunnerOptions) {
    const timing = { ...DEFAULT_RUNNER_TIMING, ...options.timing };
    this.#supervisors = options.reactions.map(
      (reaction) =>
        new ReactionSupervisor(reaction, options, timing, options.logger.child({ reaction: reaction.name })),
    );
  }

  start(): void {
    for (const supervisor of this.#supervisors) supervisor.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.#supervisors.map((supervisor) => supervisor.stop()));
  }

  status(): ReactionStatus[] {
    return this.#supervisors.map((supervisor) => supervisor.status());
  }

  /** Another process claimed the reactions' fence: a reaction stopped saving its checkpoint for good. */
  get outdated(): boolean {
    return this.#supervisors.some((supervisor) => supervisor.outdated);
  }
}

class ReactionSupervisor {
  readonly #key: string;
  readonly #feed: CheckpointedFeed;
  readonly #retries: RetryLoop;
  #state: ReactionStatus['state'] = 'starting';
  #error: string | null = null;
  #running: Promise<void> = Promise.resolve();
  #outdated = false;

  constructor(
    private readonly reaction: Reaction,
    private readonly options: ReactionRunnerOptions,
    timing: RunnerTiming,
    private readonly logger: Logger,
  ) {
    this.#key = reactionCheckpointKey(reaction.name);
    this.#retries = new RetryLoop(timing);
    this.#feed = new CheckpointedFeed({
      eventStore: options.eventStore,
      codec: options.codec,
      checkpoints: options.checkpoints,
      handles: reaction.handles,
      key: this.#key,
      timing,
    });
  }

  start(): void {
    this.#running = this.#retries.run(
      () => this.#run(),
      async (error, retryInMs) => {
        if (isFencedOut(error)) {
          // Retrying would save under a fence another process holds: the reactions are that process's now.
          this.#outdated = true;
          this.#retries.stop();
          this.#state = 'stopped';
          this.#error = 'another worker took the reactions over';
          this.logger.warn({ err: error }, 'fenced out: stopped reacting');
          return;
        }
        this.#state = 'failed';
        this.#error = error instanceof Error ? error.message : String(error);
        this.logger.error({ err: error, retryInMs }, 'reaction stopped');
        await this.#feed.checkpoint.save().catch(() => undefined);
      },
    );
  }

  async stop(): Promise<void> {
    this.#retries.stop();
    await this.#feed.close();
    await this.#running;
    await this.#feed.checkpoint
      .save()
      .catch((error) => this.logger.error({ err: error }, 'final checkpoint failed'));
    if (this.#state !== 'failed') this.#state = 'stopped';
  }

  get outdated(): boolean {
    return this.#outdated;
  }

  status(): ReactionStatus {
    return {
      name: this.reaction.name,
      state: this.#state,
      position: String(this.#feed.checkpoint.position),
      error: this.#error,
    };
  }

  async #run(): Promise<void> {
    const { checkpoint } = this.#feed;
    if ((await checkpoint.load()) === null) {
      // The first start: the history before it is not this reaction's to act on.
      const head = await this.options.eventStore.headPosition();
      await this.options.checkpoints.save(this.#key, head, null);
      await checkpoint.load();
    }
    this.#state = 'live';
    this.#error = null;
    await this.#feed.follow(async (step) => {
      for (const request of jobsAskedFor(this.reaction, step.events)) {
        await this.options.jobs.enqueue(request.queue, request.job, request.options);
      }
      checkpoint.advanceTo(step.position, step.read);
    });
  }
}
