import {
  type AllStreamSubscription,
  ErrorType,
  type EventStoreDBClient,
  excludeSystemEvents,
  isCommandError,
} from '@eventstore/db-client';
import { toClientPosition, toRecordedEvent } from './esdb-positions';
import type { EventSubscription, RecordedEvent } from './event-store';

const FIRST_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 5_000;

/** Errors after which subscribing again can succeed: the connection, the server or the leader changed. */
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
 * A supervised catch-up subscription to `$all`. When the server drops it (restart, network, leader change)
 * it subscribes again from the last position handed to the consumer, after a back-off (100ms doubling to
 * 5s, back to 100ms once the server confirms a subscription), so the consumer sees neither gaps nor
 * duplicates. Non-transient errors (access denied, invalid arguments, an event it cannot map) end the
 * iteration with that error: retrying cannot fix them, and the caller decides what to do.
 *
 * The client's readable is consumed with `for await`, so it holds at most its buffer (16 events) while
 * the consumer is busy: gRPC flow control does the rest.
 */
export class EsdbSubscription implements EventSubscription {
  #lastPosition: bigint;
  #closed = false;
  #active: AllStreamSubscription | undefined;
  #cancelRetryDelay: (() => void) | undefined;
  readonly #events: AsyncGenerator<RecordedEvent, undefined>;

  constructor(
    private readonly client: EventStoreDBClient,
    after: bigint,
    private readonly onClose: (subscription: EsdbSubscription) => void,
  ) {
    this.#lastPosition = after;
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
    let retryDelay = FIRST_RETRY_DELAY_MS;
    while (!this.#closed) {
      const subscription = this.client.subscribeToAll({
        fromPosition: toClientPosition(this.#lastPosition),
        filter: excludeSystemEvents(),
      });
      this.#active = subscription;
      subscription.once('confirmation', () => {
        retryDelay = FIRST_RETRY_DELAY_MS;
      });
      try {
        for await (const resolved of subscription) {
          const event = toRecordedEvent(resolved);
          if (event.position <= this.#lastPosition) continue;
          this.#lastPosition = event.position;
          yield event;
        }
      } catch (error) {
        if (this.#closed) return undefined;
        if (!isTransient(error)) throw error;
      } finally {
        this.#active = undefined;
        // Whatever ended the loop, the server call must end too (cancelling a finished call is harmless).
        subscription.destroy();
        await subscription.unsubscribe().catch(ignoreFailedCall);
      }
      await this.#delay(retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
    }
    return undefined;
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
