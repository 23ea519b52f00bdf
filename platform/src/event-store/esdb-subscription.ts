import {
  type AllStreamSubscription,
  ErrorType,
  type EventStoreDBClient,
  excludeSystemEvents,
  isCommandError,
  streamNameFilter,
} from '@eventstore/db-client';
import { isSystemEvent, toClientPosition, toRecordedEvent } from './esdb-positions';
import { type StreamNames, streamNames } from './esdb-stream-names';
import type { EventSubscription, RecordedEvent } from './event-store';

/** How a dropped subscription waits before subscribing again, and when it stops trying. */
export interface SubscriptionRetry {
  /** This many failures within `windowMs` end the iteration with an error. */
  maxFailures: number;
  windowMs: number;
  /** The longest wait doubles with each failure in the window, from `firstDelayMs` up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** In [0, 1): how much of the longest wait to wait. */
  random(): number;
  /** Milliseconds, on a clock that does not jump. */
  now(): number;
}

export const DEFAULT_SUBSCRIPTION_RETRY: SubscriptionRetry = {
  maxFailures: 8,
  windowMs: 60_000,
  firstDelayMs: 100,
  maxDelayMs: 5_000,
  random: Math.random,
  now: () => performance.now(),
};

/**
 * Errors after which subscribing again can succeed: the connection, the server or the leader changed.
 * UNKNOWN is every other gRPC status (a reset stream, a proxy's INTERNAL): worth a few tries, not forever.
 */
const TRANSIENT_ERRORS = new Set<ErrorType>([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.CANCELLED,
  ErrorType.NOT_LEADER,
  ErrorType.UNKNOWN,
]);

/** Unsubscribing fails only when the call never started: then there is nothing to cancel. */
function ignoreFailedCall(): void {}

function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isCommandError(error)) return TRANSIENT_ERRORS.has(error.type);
  // The gRPC stream went away under the client's readable without an error of its own.
  return (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/**
 * A supervised catch-up subscription to `$all`, without the server's own events. When the server drops it
 * (restart, network, leader change) it subscribes again from the last position handed to the consumer, so
 * the consumer sees neither gaps nor duplicates.
 *
 * Before subscribing again it waits a random part (full jitter) of a ceiling that, by default, starts at
 * 100ms and doubles with each failure of the last 60s, up to 5s. The 8th failure within 60s ends the
 * iteration with an error naming the last one, for the consumer to report. Each failure counts for 60s
 * whatever happened since: a subscription that fails right after the server confirms it, or after a few
 * events, is still failing, while one that stayed up longer than 60s starts afresh. Errors that subscribing
 * again cannot fix (access denied, invalid arguments, an event it cannot map) end the iteration at once.
 *
 * The client's readable is consumed with `for await`, so it holds at most its buffer (16 events) while
 * the consumer is busy: gRPC flow control does the rest.
 */
export class EsdbSubscription implements EventSubscription {
  #lastPosition: bigint;
  #closed = false;
  #active: AllStreamSubscription | undefined;
  #cancelRetryDelay: (() => void) | undefined;
  #failureTimes: number[] = [];
  readonly #retry: SubscriptionRetry;
  readonly #events: AsyncGenerator<RecordedEvent, undefined>;

  constructor(
    private readonly client: EventStoreDBClient,
    after: bigint,
    private readonly onClose: (subscription: EsdbSubscription) => void,
    retry: Partial<SubscriptionRetry> = {},
    private readonly streams: StreamNames = streamNames(''),
  ) {
    this.#lastPosition = after;
    this.#retry = { ...DEFAULT_SUBSCRIPTION_RETRY, ...retry };
    this.#events = this.#supervise();
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    return {
      next: () => this.#events.next(),
      return: async () => {
        await this.close();
        return this.#events.return(undefined);
      },
    };
  }

  /** One event per batch: the client hands events over one at a time. */
  batches(): AsyncIterable<RecordedEvent[]> {
    const events = this[Symbol.asyncIterator]();
    return {
      [Symbol.asyncIterator]: () => ({
        next: async () => {
          const next = await events.next();
          return next.done ? next : { done: false, value: [next.value] };
        },
        return: async () => {
          await this.close();
          return { done: true, value: undefined };
        },
      }),
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#cancelRetryDelay?.();
    const active = this.#active;
    // Destroying the readable ends a pending `next()` now; unsubscribing cancels the call on the server.
    active?.destroy();
    await active?.unsubscribe().catch(ignoreFailedCall);
    this.onClose(this);
  }

  async *#supervise(): AsyncGenerator<RecordedEvent, undefined> {
    while (!this.#closed) {
      const subscription = this.client.subscribeToAll({
        fromPosition: toClientPosition(this.#lastPosition),
        // The server's own streams all start with $, which no prefix does.
        filter: this.streams.prefix
          ? streamNameFilter({ prefixes: [this.streams.prefix] })
          : excludeSystemEvents(),
      });
      this.#active = subscription;
      let failure: unknown;
      try {
        for await (const resolved of subscription) {
          // Bookkeeping the server writes into a stream of ours (its tombstone) passes a prefix filter.
          if (resolved.event && isSystemEvent(resolved)) continue;
          const recorded = toRecordedEvent(resolved);
          const event = { ...recorded, streamId: this.streams.portId(recorded.streamId) };
          if (event.position <= this.#lastPosition) continue;
          this.#lastPosition = event.position;
          yield event;
        }
        failure = new Error('the server ended the subscription');
      } catch (error) {
        if (this.#closed) return undefined;
        if (!isTransient(error)) throw error;
        failure = error;
      } finally {
        this.#active = undefined;
        // Whatever ended the loop, the server call must end too (cancelling a finished call is harmless).
        subscription.destroy();
        await subscription.unsubscribe().catch(ignoreFailedCall);
      }
      if (this.#closed) return undefined;
      const recentFailures = this.#recordFailure();
      if (recentFailures >= this.#retry.maxFailures) throw this.#givingUp(recentFailures, failure);
      await this.#delay(this.#retryDelay(recentFailures));
    }
    return undefined;
  }

  /** Counts the failures of the last window, this one included. */
  #recordFailure(): number {
    const now = this.#retry.now();
    this.#failureTimes = this.#failureTimes.filter((time) => time > now - this.#retry.windowMs);
    this.#failureTimes.push(now);
    return this.#failureTimes.length;
  }

  /** Random, so that subscribers dropped together do not all come back at the same moment. */
  #retryDelay(recentFailures: number): number {
    const { firstDelayMs, maxDelayMs, random } = this.#retry;
    const longest = Math.min(maxDelayMs, firstDelayMs * 2 ** (recentFailures - 1));
    return Math.round(random() * longest);
  }

  #givingUp(failures: number, lastFailure: unknown): Error {
    const reason =
      lastFailure instanceof Error && lastFailure.message ? lastFailure.message : String(lastFailure);
    return new Error(
      `EventStoreDB subscription to $all gave up after ${failures} failures within ${this.#retry.windowMs / 1000}s; the last: ${reason}`,
      { cause: lastFailure },
    );
  }

  #delay(ms: number): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        this.#cancelRetryDelay = undefined;
        resolve();
      };
      const timer = setTimeout(stop, ms);
      this.#cancelRetryDelay = stop;
    });
  }
}
