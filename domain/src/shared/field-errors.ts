/** What a field error needs of a validation issue. Structural, so zod's issues fit without importing zod. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Where an issue about the input as a whole, rather than one of its fields, is filed. */
export const WHOLE_FORM = 'form';

/**
 * The first message for each field, keyed by the field's path joined with dots (`variants.0.name`): the
 * names react-hook-form gives nested fields, so the server's refusals land under the fields that caused them.
 */
export function fieldErrorsFromIssues(issues: readonly FieldIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[issue.path.map(String).join('.') || WHOLE_FORM] ??= issue.message;
  return fieldErrors;
}
