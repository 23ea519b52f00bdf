import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type FieldValues, get, type Resolver } from 'react-hook-form';

/**
 * A zod schema from the domain, the one the server parses the same input with, so the form says exactly
 * what the server would before anything is sent. Only its parsed type is named here: the kit needs no zod.
 */
export interface FormSchema<Output> {
  readonly _zod: { readonly output: Output };
}

export type CheckedForm<Output> = { ok: true; data: Output } | { ok: false; errors: Record<string, string> };

/**
 * For a form whose values must be read before the domain's rules judge them (rupees typed as text, a code
 * the server alone knows): the parsed values, or the first message for each field, keyed by its path.
 */
export type FormCheck<Values, Output> = (values: Values) => CheckedForm<Output>;

export type FormRules<Values, Output> = FormSchema<Output> | FormCheck<Values, Output>;

/** A check's messages in react-hook-form's shape: nested by path, a list's own message under its `root`. */
function checkResolver<Values extends FieldValues, Output>(
  check: FormCheck<Values, Output>,
): Resolver<Values, unknown, Output> {
  return (values, _context, options) => {
    const checked = check(values);
    if (checked.ok) return { values: checked.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([name, message]) => [name, { type: 'rules', message }]),
    );
    return { values: {}, errors: toNestErrors<Values>(errors, options) };
  };
}

export function resolverFor<Values extends FieldValues, Output>(
  rules: FormRules<Values, Output>,
): Resolver<Values, unknown, Output> {
  if (typeof rules === 'function') return checkResolver(rules);
  // The form's values are what the schema takes in: text as typed, read by the schema itself.
  return zodResolver(rules as { _zod: { input: Values; output: Output } });
}

/** The message for one field, by its name (`variants.0.name`); a list's own message sits under `root`. */
export function messageAt(errors: FieldErrors, name: string): string | undefined {
  const error: { message?: unknown; root?: { message?: unknown } } | undefined = get(errors, name);
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The messages that name one of the form's fields: the server's refusals may name inputs the form lacks. */
export function messagesForFields(messages: Record<string, string>, values: FieldValues): [string, string][] {
  return Object.entries(messages).filter(([name]) => get(values, name) !== undefined);
}
