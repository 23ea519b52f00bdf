import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { EventStore, EventSubscription, RecordedEvent } from '../event-store/event-store';
import { type EventCodec, UnreadableEventError } from '../serialization/event-codec';
import type { ProjectedEvent } from './projection';

/** Events per batch while catching up: large enough for bulk writes to pay, small enough to checkpoint often. */
export const CATCH_UP_BATCH_SIZE = 500;

export interface FeedStep {
  /** The decoded events of the types the projection handles, in log order; often none. */
  events: ProjectedEvent[];
  /** Position of the last event read, handled or not: how far the projection has got once it applied these. */
  position: bigint;
  /** How many events of the log this step covers, handled or not. */
  read: number;
  /** Whether the feed has read the log as it stood and now follows new events as they are appended. */
  live: boolean;
}

/**
 * The events one projection needs, from a position on: the stored history in batches (catch-up and
 * rebuilds write one batch at a time), then new events as the store reads them, a batch per step. An event
 * type nobody knows stops the feed, naming the event, instead of being skipped: a read model must never
 * silently miss an event.
 */
export class EventFeed {
  readonly #handled: ReadonlySet<string>;
  #subscription: EventSubscription | null = null;
  #closed = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly codec: EventCodec,
    handles: readonly string[],
    private readonly batchSize = CATCH_UP_BATCH_SIZE,
  ) {
    this.#handled = new Set(handles);
  }

  async *from(after: bigint): AsyncGenerator<FeedStep> {
    let position = after;
    for await (const batch of this.eventStore.readAll({ after, batchSize: this.batchSize })) {
      if (this.#closed) return;
      position = batch[batch.length - 1]!.position;
      yield { events: await this.#decode(batch), position, read: batch.length, live: false };
      // The embedded log reads synchronously: without a turn of the event loop between batches, a long
      // catch-up would hold off timers, requests, the write-behind flush and Ctrl-C until it ends.
      await yieldToEventLoop();
    }
    if (this.#closed) return;
    yield { events: [], position, read: 0, live: true };
    // Closed while the caller handled the step above: there is no subscription yet to end.
    if (this.#closed) return;
    const subscription = this.eventStore.subscribeToAll({ after: position });
    this.#subscription = subscription;
    try {
      // A step per batch the store read, not per event: most events are of types this projection passes over.
      for await (const batch of subscription.batches()) {
        const position = batch[batch.length - 1]!.position;
        yield { events: await this.#decode(batch), position, read: batch.length, live: true };
      }
    } finally {
      this.#subscription = null;
      await subscription.close();
    }
  }

  /** Ends the feed: an iteration under way finishes after its current step. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#subscription?.close();
  }

  async #decode(batch: readonly RecordedEvent[]): Promise<ProjectedEvent[]> {
    const events: ProjectedEvent[] = [];
    for (const recorded of batch) {
      if (!this.codec.knows(recorded.type)) {
        throw new UnreadableEventError(
          recorded.streamId,
          recorded.position,
          `unknown event type ${recorded.type}`,
        );
      }
      if (!this.#handled.has(recorded.type)) continue;
      const event = await this.codec.decodeShared(recorded);
      const { streamId, revision, position, metadata } = recorded;
      events.push({ ...event, streamId, revision, position, metadata });
    }
    return events;
  }
}
