import { ANY, NO_STREAM, type ResolvedEvent, START, STREAM_EXISTS } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import {
  isSystemEvent,
  toActualRevision,
  toClientExpectedRevision,
  toClientPosition,
  toRecordedEvent,
} from './esdb-positions';
import { sampleMetadata } from './testing/contract-fixtures';

const metadata = sampleMetadata();

/**
 * An event as a stream read resolves it. The client reads a position an older server leaves out as 0; a
 * `null` position leaves the field out altogether, as its types allow.
 */
function resolved(
  overrides: { type?: string; position?: bigint | null; commitPosition?: bigint } = {},
): ResolvedEvent {
  const { type = 'PlantWatered', position = 7n, commitPosition } = overrides;
  return {
    event: {
      streamId: 'plant-1',
      id: 'c0ffee00-0000-4000-8000-000000000001',
      revision: 3n,
      type,
      data: { litres: 1.5 },
      metadata: { ...metadata },
      isJson: true,
      created: new Date(0),
      position: position === null ? undefined : { commit: position, prepare: position },
    },
    commitPosition,
  };
}

describe('EventStoreDB positions and revisions', () => {
  it('reads from the start for position 0, otherwise from the event recorded at the position', () => {
    expect(toClientPosition(0n)).toBe(START);
    expect(toClientPosition(42n)).toEqual({ commit: 42n, prepare: 42n });
  });

  it('maps every expected revision onto the client', () => {
    expect(toClientExpectedRevision('any')).toBe(ANY);
    expect(toClientExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toClientExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toClientExpectedRevision(0n)).toBe(0n);
    expect(toClientExpectedRevision(12n)).toBe(12n);
  });

  it("reports a missing stream as 'no_stream', however the server says it", () => {
    expect(toActualRevision('no_stream')).toBe('no_stream');
    expect(toActualRevision(-1n)).toBe('no_stream');
    expect(toActualRevision(0n)).toBe(0n);
    expect(toActualRevision(5n)).toBe(5n);
  });

  it("leaves out the server's own events and links whose event is gone", () => {
    expect(isSystemEvent(resolved())).toBe(false);
    expect(isSystemEvent(resolved({ type: '$metadata' }))).toBe(true);
    expect(isSystemEvent({ commitPosition: 9n })).toBe(true);
  });

  it("turns a resolved event into the port's recorded event, positioned at its commit position", () => {
    expect(toRecordedEvent(resolved())).toEqual({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      streamId: 'plant-1',
      revision: 3n,
      position: 7n,
      type: 'PlantWatered',
      data: { litres: 1.5 },
      metadata,
    });
    expect(toRecordedEvent(resolved({ position: null, commitPosition: 11n })).position).toBe(11n);
  });

  it('refuses an event without a position, and a link without its event, instead of guessing', () => {
    expect(() => toRecordedEvent(resolved({ position: null }))).toThrow(
      'EventStoreDB returned event c0ffee00-0000-4000-8000-000000000001 of stream plant-1 without its position (server 22.6 or later is needed)',
    );
    expect(() => toRecordedEvent({ commitPosition: 9n })).toThrow(
      'EventStoreDB returned a link without its event',
    );
  });

  it('takes position 0, how the client reads a position the server left out, for no position', () => {
    expect(() => toRecordedEvent(resolved({ position: 0n }))).toThrow(
      'EventStoreDB returned event c0ffee00-0000-4000-8000-000000000001 of stream plant-1 without its position (server 22.6 or later is needed)',
    );
    expect(toRecordedEvent(resolved({ position: 0n, commitPosition: 11n })).position).toBe(11n);
  });
});
