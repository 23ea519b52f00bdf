import type { TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';

/** The server waits for its read models to reach this log position before answering (read-your-writes). */
export const READ_AFTER_HEADER = 'x-read-after';

/** Positions are decimal strings (JSON has no bigint); the server accepts at most 30 digits. */
const POSITION = /^\d{1,30}$/;

export interface ReadAfterTracker {
  /** Remembers the position a command's result reports, when it is newer than any seen before. */
  observe(result: unknown): void;
  /** Headers for the next request: none until one of this client's commands has written. */
  headers(): Record<string, string>;
}

export function createReadAfterTracker(): ReadAfterTracker {
  let highest: bigint | null = null;
  return {
    observe(result) {
      const position = positionOf(result);
      if (position !== null && (highest === null || position > highest)) highest = position;
    },
    headers() {
      const headers: Record<string, string> = {};
      if (highest !== null) headers[READ_AFTER_HEADER] = highest.toString();
      return headers;
    },
  };
}

function positionOf(result: unknown): bigint | null {
  if (typeof result !== 'object' || result === null || !('position' in result)) return null;
  const { position } = result;
  return typeof position === 'string' && POSITION.test(position) ? BigInt(position) : null;
}

/**
 * Passes every operation on unchanged, and hands each successful mutation's result to the tracker, so the
 * position a command wrote is known before the caller's onSuccess (which usually refetches) runs.
 */
export function readAfterLink<TRouter extends AnyTRPCRouter>(tracker: ReadAfterTracker): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next(envelope) {
            if (op.type === 'mutation' && 'data' in envelope.result) tracker.observe(envelope.result.data);
            observer.next(envelope);
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        }),
      );
}
