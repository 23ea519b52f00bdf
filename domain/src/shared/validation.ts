import { z } from 'zod';
import { invalid } from './domain-error';
import { fieldErrorsFromIssues } from './field-errors';

/** Optional text fields: missing or blank means absent, and is stored as null. */
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
  throw invalid(
    parsed.error.issues[0]?.message ?? 'Invalid input',
    fieldErrorsFromIssues(parsed.error.issues),
  );
}
