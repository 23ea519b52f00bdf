import { deepFrozen } from '../serialization/deep-frozen';
import type { EventMetadata, RecordedEvent } from './event-store';
import type { EventRow } from './sqlite-event-store-schema';

/** A stored row whose JSON cannot be parsed: named precisely so the row can be found and repaired. */
export class CorruptEventError extends Error {
  override readonly name = 'CorruptEventError';
  constructor(
    readonly streamId: string,
    readonly position: bigint,
    column: 'data' | 'metadata',
    cause: unknown,
  ) {
    super(`Event at position ${position} in stream ${streamId} has corrupt JSON ${column}`, { cause });
  }
}

/** The event with its data and metadata parsed now, so corrupt JSON is reported by the read itself. */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  const event = toRecordedEventParsedOnUse(row);
  void event.data;
  void event.metadata;
  return event;
}

const UNPARSED = Symbol('unparsed');

/**
 * The event with its data and metadata parsed on first use: a log reader (a projection's feed) passes over
 * most events by their type alone, and a store's dozen feeds would otherwise parse every event a dozen
 * times. One such event may be handed to several readers, so what it parses is frozen: a reader that tried
 * to change an event for the others would fail at once. Corrupt JSON throws CorruptEventError when that field
 * is first read.
 */
export function toRecordedEventParsedOnUse(row: EventRow): RecordedEvent {
  const [position, id, streamId, revision, type, dataText, metadataText] = row;
  let data: unknown = UNPARSED;
  let metadata: EventMetadata | typeof UNPARSED = UNPARSED;
  return {
    id,
    streamId,
    revision,
    position,
    type,
    get data() {
      if (data === UNPARSED) data = deepFrozen(parseColumn(dataText, 'data', streamId, position));
      return data;
    },
    get metadata() {
      if (metadata === UNPARSED) {
        metadata = deepFrozen(parseColumn(metadataText, 'metadata', streamId, position)) as EventMetadata;
      }
      return metadata;
    },
  };
}

function parseColumn(text: string, column: 'data' | 'metadata', streamId: string, position: bigint): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CorruptEventError(streamId, position, column, error);
  }
}

/** Serialises an event's data or metadata; refuses values JSON cannot carry instead of storing a lie. */
export function toJsonText(value: unknown, what: string): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`${what} is not JSON-serialisable (${typeof value})`);
  return text;
}
