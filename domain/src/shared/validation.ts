import { z } from 'zod';
import { invalid } from './domain-error';

/** Optional text fields: missing or blank means absent, stored as null (SPEC.md: empty values are saved as null). */
export const blankAsNull = <Schema extends z.ZodType<string, string>>(schema: Schema) =>
  z
    .string()
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? null : value))
    .pipe(schema.nullable());

/** Parses a command's data with the rules shared by the form, the API and the decider, or refuses it. */
export function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    fieldErrors[field] ??= issue.message;
  }
  throw invalid(parsed.error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}
