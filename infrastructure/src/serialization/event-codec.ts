import type { EventDefinition } from '@verdant/domain/shared/event-definition';
import type { RecordedEvent } from '../event-store/event-store';

export interface DomainEventShape {
  type: string;
  data: unknown;
}

/** Event data that does not satisfy its schema: refused before anything is written. */
export class EventSchemaError extends Error {
  override readonly name = 'EventSchemaError';
  constructor(
    readonly eventType: string,
    readonly issues: readonly string[],
  ) {
    super(`${eventType} does not match its schema: ${issues.join('; ')}`);
  }
}

/** A stored event that cannot be read back: an unknown type, or data no schema version explains. */
export class UnreadableEventError extends Error {
  override readonly name = 'UnreadableEventError';
  constructor(
    readonly streamId: string,
    readonly position: bigint,
    reason: string,
  ) {
    super(`Unreadable event in stream ${streamId} at position ${position}: ${reason}`);
  }
}

/**
 * Turns domain events into stored data and back. Writing validates against the event's current schema;
 * reading upcasts data recorded under an older schema version step by step, then validates it, so every
 * consumer sees only current, valid events.
 */
export class EventCodec {
  private readonly definitions: ReadonlyMap<string, EventDefinition>;

  constructor(definitions: readonly EventDefinition[]) {
    const byType = new Map<string, EventDefinition>();
    for (const definition of definitions) {
      if (byType.has(definition.type)) throw new Error(`Event type ${definition.type} is defined twice`);
      byType.set(definition.type, definition);
    }
    this.definitions = byType;
  }

  knows(type: string): boolean {
    return this.definitions.has(type);
  }

  encode(event: DomainEventShape): { type: string; data: unknown; schemaVersion: number } {
    const definition = this.definitions.get(event.type);
    if (!definition) throw new EventSchemaError(event.type, ['unknown event type']);
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new EventSchemaError(event.type, parsed.error.issues.map(describeIssue));
    }
    return { type: event.type, data: parsed.data, schemaVersion: definition.schemaVersion };
  }

  decode<Event extends DomainEventShape = DomainEventShape>(recorded: RecordedEvent): Event {
    const definition = this.definitions.get(recorded.type);
    if (!definition) {
      throw new UnreadableEventError(
        recorded.streamId,
        recorded.position,
        `unknown event type ${recorded.type}`,
      );
    }
    const recordedVersion = recorded.metadata.schemaVersion;
    if (recordedVersion > definition.schemaVersion) {
      throw new UnreadableEventError(
        recorded.streamId,
        recorded.position,
        `${recorded.type} schema version ${recordedVersion} is newer than this code knows (${definition.schemaVersion})`,
      );
    }
    let data = recorded.data;
    for (let version = recordedVersion; version < definition.schemaVersion; version++) {
      data = definition.upcasters[version]!(data);
    }
    const parsed = definition.schema.safeParse(data);
    if (!parsed.success) {
      throw new UnreadableEventError(
        recorded.streamId,
        recorded.position,
        `${recorded.type} data does not match its schema: ${parsed.error.issues.map(describeIssue).join('; ')}`,
      );
    }
    return { type: recorded.type, data: parsed.data } as Event;
  }
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
