import type { EventStore } from '../event-store/event-store';
import type { CheckpointStore } from '../read-store/read-store';
import type { EventCodec } from '../serialization/event-codec';
import { CheckpointKeeper, type CheckpointTiming } from './checkpoint-keeper';
import { EventFeed, type FeedStep } from './event-feed';
import type { RetryTiming } from './retry-loop';

/** How a runner paces its checkpoints, its retries, and its look at which build queries read. */
export interface RunnerTiming extends CheckpointTiming, RetryTiming {
  /** How often a serving runner asks whether `npm run rebuild` switched queries to another build. */
  buildCheckEveryMs: number;
}

export const DEFAULT_RUNNER_TIMING: RunnerTiming = {
  buildCheckEveryMs: 1_000,
  checkpointDelayMs: 20,
  checkpointEveryEvents: 1_000,
  retryDelayMs: 1_000,
  maxRetryDelayMs: 60_000,
};

export interface CheckpointedFeedOptions {
  eventStore: EventStore;
  codec: EventCodec;
  checkpoints: CheckpointStore;
  /** The event types the consumer handles; the others only move its position on. */
  handles: readonly string[];
  key: string;
  timing: CheckpointTiming;
}

/**
 * The log from a consumer's checkpoint on, for one projection or reaction: each `follow` reads it anew from
 * the checkpoint, and ends when the feed is closed or throws when another runner moved the checkpoint.
 */
export class CheckpointedFeed {
  readonly checkpoint: CheckpointKeeper;
  #feed: EventFeed | null = null;
  #closed = false;
  #checkpointFailure: unknown = null;

  constructor(private readonly options: CheckpointedFeedOptions) {
    this.checkpoint = new CheckpointKeeper(options.checkpoints, options.key, options.timing, (error) => {
      this.#checkpointFailure = error;
      void this.#feed?.close();
    });
  }

  /** Hands every step to `handle`, which applies it and moves the checkpoint on. */
  async follow(handle: (step: FeedStep) => Promise<void>): Promise<void> {
    // Checked with no wait before the feed is set, so a close either comes first or ends this feed.
    if (this.#closed) return;
    const { eventStore, codec, handles } = this.options;
    const feed = new EventFeed(eventStore, codec, handles);
    this.#feed = feed;
    try {
      for await (const step of feed.from(this.checkpoint.position)) await handle(step);
    } finally {
      this.#feed = null;
    }
    if (this.#checkpointFailure !== null) {
      const failure = this.#checkpointFailure;
      this.#checkpointFailure = null;
      throw failure;
    }
  }

  /** Ends the feed for good: a `follow` under way returns after its current step. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#feed?.close();
  }
}
