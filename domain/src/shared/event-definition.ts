import type { z } from 'zod';

/**
 * The contract of one event type: its name, the zod schema of its data at the current schema version, and
 * how to upcast data written under older versions. Stored events are never rewritten: an event recorded at
 * version 1 is read through `upcasters[1]` (1 -> 2), then `upcasters[2]`, and so on up to `schemaVersion`.
 */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly schema: Schema;
  readonly schemaVersion: number;
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
  /**
   * Whose personal data the event carries (see personal-data.ts): the id whose key encrypts its personal
   * fields. Required when the schema has personal fields.
   */
  dataSubject?(data: z.output<Schema>): string;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: {
    schemaVersion?: number;
    upcasters?: Record<number, (data: unknown) => unknown>;
    dataSubject?: (data: z.output<Schema>) => string;
  } = {},
): EventDefinition<Type, Schema> {
  const schemaVersion = options.schemaVersion ?? 1;
  const upcasters = options.upcasters ?? {};
  for (let version = 1; version < schemaVersion; version++) {
    if (!upcasters[version]) throw new Error(`${type}: no upcaster from schema version ${version}`);
  }
  return { type, schema, schemaVersion, upcasters, dataSubject: options.dataSubject };
}

/** The domain event a definition describes: `{ type, data }` with the data's inferred type. */
export type EventOf<Definition> =
  Definition extends EventDefinition<infer Type, infer Schema>
    ? { type: Type; data: z.infer<Schema> }
    : never;

/** The union of the events of several definitions. */
export type EventsOf<Definitions extends readonly EventDefinition[]> = EventOf<Definitions[number]>;
