import { isPersonal } from '@verdant/domain/shared/personal-data';
import type { z } from 'zod';

/** Wrappers that leave the shape of the value inside them as it is. */
const TRANSPARENT = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const definitionOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;

/**
 * Where an event schema's personal fields are, as paths into its object shape (nested objects included).
 * A personal field is sealed as a whole, whatever its type.
 */
export function personalPaths(schema: z.ZodType, prefix: readonly string[] = []): string[][] {
  if (isPersonal(schema)) return [[...prefix]];
  const definition = definitionOf(schema);
  if (TRANSPARENT.has(definition.type) && definition.innerType)
    return personalPaths(definition.innerType, prefix);
  if (definition.type === 'pipe' && definition.in) return personalPaths(definition.in, prefix);
  if (definition.type === 'object' && definition.shape) {
    return Object.entries(definition.shape).flatMap(([field, fieldSchema]) =>
      personalPaths(fieldSchema, [...prefix, field]),
    );
  }
  return [];
}
