import type { EventDefinition } from '@verdant/domain/shared/event-definition';
import { LRUCache } from 'lru-cache';
import type { RecordedEvent } from '../event-store/event-store';
import { mapSealedValues, seal, unseal } from '../personal-data/personal-data-cipher';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys';
import { personalPaths } from '../personal-data/personal-paths';
import { deepFrozen } from './deep-frozen';
import { shareStrings } from './shared-strings';

export interface DomainEventShape {
  type: string;
  data: unknown;
}

export interface EncodedEvent {
  type: string;
  /** The validated data, its personal fields sealed. */
  data: unknown;
  schemaVersion: number;
  /** Whose key sealed the personal fields; goes into the event's metadata. */
  dataSubjectId?: string;
  /** The data as a reader decodes it: validated, its personal fields open. */
  asRead: unknown;
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
 * How many of the events this process appended last keep their decoding: the projections read an event back
 * within milliseconds, and this is a few hundred milliseconds' worth at a thousand orders a second.
 */
const APPENDED_KEPT = 2_048;

/**
 * Turns domain events into stored data and back. Writing validates against the event's current schema and
 * seals the fields marked personal with the data subject's key; reading opens them (or, once the subject was
 * erased, reads them as null), upcasts data recorded under an older schema version step by step, then
 * validates it, so every consumer sees only current, valid events. Both ways, the data's short strings are
 * shared copies (see shareStrings): states and read models kept in memory then hold each id once.
 */
export class EventCodec {
  private readonly definitions: ReadonlyMap<string, EventDefinition>;
  private readonly personalPathsByType: ReadonlyMap<string, string[][]>;
  readonly #sharedDecodings = new WeakMap<RecordedEvent, Promise<DomainEventShape>>();
  /** Decodings of the events appended last, by id (see rememberAppended). */
  readonly #appended = new LRUCache<string, DomainEventShape>({ max: APPENDED_KEPT });

  constructor(
    definitions: readonly EventDefinition[],
    private readonly personalDataKeys: PersonalDataKeys | null = null,
  ) {
    const byType = new Map<string, EventDefinition>();
    const pathsByType = new Map<string, string[][]>();
    for (const definition of definitions) {
      if (byType.has(definition.type)) throw new Error(`Event type ${definition.type} is defined twice`);
      byType.set(definition.type, definition);
      const paths = personalPaths(definition.schema);
      if (paths.length > 0 && !definition.dataSubject) {
        throw new Error(`${definition.type} has personal fields but does not name its data subject`);
      }
      pathsByType.set(definition.type, paths);
    }
    this.definitions = byType;
    this.personalPathsByType = pathsByType;
  }

  knows(type: string): boolean {
    return this.definitions.has(type);
  }

  async encode(event: DomainEventShape): Promise<EncodedEvent> {
    const definition = this.definitions.get(event.type);
    if (!definition) throw new EventSchemaError(event.type, ['unknown event type']);
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new EventSchemaError(event.type, parsed.error.issues.map(describeIssue));
    }
    const asRead = shareStrings(parsed.data);
    const encoded: EncodedEvent = {
      type: event.type,
      data: asRead,
      schemaVersion: definition.schemaVersion,
      asRead,
    };
    const paths = this.personalPathsByType.get(event.type) ?? [];
    if (paths.length === 0) return encoded;
    const subjectId = definition.dataSubject!(parsed.data);
    const key = await this.keys().keyFor(subjectId);
    let data: unknown = asRead;
    for (const path of paths)
      data = replaceAt(data, path, (value) => (value == null ? value : seal(value, key, subjectId)));
    return { ...encoded, data, dataSubjectId: subjectId };
  }

  async decode<Event extends DomainEventShape = DomainEventShape>(recorded: RecordedEvent): Promise<Event> {
    const appended = this.#appended.get(recorded.id);
    if (appended?.type === recorded.type && (await this.#stillOpens(recorded))) return appended as Event;
    return this.#decodeStored(recorded);
  }

  async #decodeStored<Event extends DomainEventShape>(recorded: RecordedEvent): Promise<Event> {
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
    let data = await this.openPersonalFields(recorded);
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
    return { type: recorded.type, data: shareStrings(parsed.data) } as Event;
  }

  /**
   * Decodes a recorded event once for every reader handed the same event object (a commit wakes a dozen
   * projections and reactions, which the log hands one object each): they share one frozen decoding instead
   * of opening the personal fields and validating the data a dozen times.
   */
  decodeShared<Event extends DomainEventShape = DomainEventShape>(recorded: RecordedEvent): Promise<Event> {
    let decoding = this.#sharedDecodings.get(recorded);
    if (decoding === undefined) {
      decoding = this.decode(recorded).then(deepFrozen);
      this.#sharedDecodings.set(recorded, decoding);
      // A refused decoding is not kept: the next reader tries again and meets the error itself.
      decoding.catch(() => this.#sharedDecodings.delete(recorded));
    }
    return decoding as Promise<Event>;
  }

  /**
   * An event this process has just appended, as it encoded it (its data `asRead`): its readers, the
   * projections a moment later and any command or job reading the stream soon after, then take that instead
   * of parsing, opening and validating the stored data again. Frozen, as shared decodings are. The
   * APPENDED_KEPT appended or read last are kept.
   */
  rememberAppended(id: string, event: DomainEventShape): void {
    this.#appended.set(id, deepFrozen(event));
  }

  /** An erased subject's remembered event is read from the store like any other: its fields then read null. */
  async #stillOpens(recorded: RecordedEvent): Promise<boolean> {
    const subjectId = recorded.metadata.dataSubjectId;
    return subjectId === undefined || (await this.keys().find(subjectId)) !== null;
  }

  /** Erased subjects have no key: their personal fields read as null, the rest of the event as recorded. */
  private async openPersonalFields(recorded: RecordedEvent): Promise<unknown> {
    const subjectId = recorded.metadata.dataSubjectId;
    if (subjectId === undefined) return recorded.data;
    const key = await this.keys().find(subjectId);
    return mapSealedValues(recorded.data, (sealed) => {
      if (key === null) return null;
      try {
        return unseal(sealed, key, subjectId);
      } catch {
        throw new UnreadableEventError(
          recorded.streamId,
          recorded.position,
          'a personal field does not open with its key',
        );
      }
    });
  }

  private keys(): PersonalDataKeys {
    if (!this.personalDataKeys) throw new Error('Events with personal data need a personal data key store');
    return this.personalDataKeys;
  }
}

function replaceAt(data: unknown, path: readonly string[], replace: (value: unknown) => unknown): unknown {
  if (path.length === 0) return replace(data);
  if (typeof data !== 'object' || data === null) return data;
  const [field, ...rest] = path as [string, ...string[]];
  const record = data as Record<string, unknown>;
  if (!(field in record)) return data;
  return { ...record, [field]: replaceAt(record[field], rest, replace) };
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
