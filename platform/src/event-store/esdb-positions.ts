import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  NO_STREAM,
  type ReadPosition,
  type ResolvedEvent,
  START,
  STREAM_EXISTS,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedRevision, RecordedEvent } from './event-store';

/**
 * The port's position is the `$all` commit position. Events appended through gRPC are committed one log
 * record each, so every event has its own commit position and its prepare position equals it: the pair
 * {commit: p, prepare: p} points exactly at the event recorded at p.
 *
 * `readAll` starts AT that event (inclusive) and `subscribeToAll` starts AFTER it (exclusive): readers
 * skip what is not strictly after the position they asked for.
 */
export function toClientPosition(after: bigint): ReadPosition {
  return after === 0n ? START : { commit: after, prepare: after };
}

export function toClientExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** The server reports a missing stream as no revision, or in some versions as -1. */
export function toActualRevision(current: bigint | 'no_stream'): bigint | 'no_stream' {
  return current === 'no_stream' || current < 0n ? 'no_stream' : current;
}

/** Server bookkeeping ($statsCollected, $metadata, projections' links…) is not part of the shop's log. */
export function isSystemEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  return !resolved.event || resolved.event.type.startsWith('$');
}

/** The client reads a position the server left out as 0, which no event has: 0 is "before the first event". */
function knownPosition(position: bigint | undefined): bigint | undefined {
  return position === 0n ? undefined : position;
}

export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event;
  if (!event) throw new Error('EventStoreDB returned a link without its event');
  const position = knownPosition(event.position?.commit) ?? knownPosition(resolved.commitPosition);
  if (position === undefined) {
    throw new Error(
      `EventStoreDB returned event ${event.id} of stream ${event.streamId} without its position (server 22.6 or later is needed)`,
    );
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
  };
}
