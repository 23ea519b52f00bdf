/**
 * The part of a zod schema a form needs. Structural, so the kit does not depend on zod: the apps pass the
 * domain's own rules, and the form then says exactly what the server would say, before anything is sent.
 */
export interface FormRules<Output> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type CheckedForm<Output> = { ok: true; data: Output } | { ok: false; errors: Record<string, string> };

/** Parses a form's values; on failure, the first message for each field, keyed by field name. */
export function checkForm<Output>(rules: FormRules<Output>, values: unknown): CheckedForm<Output> {
  const parsed = rules.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { ok: false, errors };
}
