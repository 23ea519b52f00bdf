import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { refusalOf } from '../api/api-errors';
import { notify } from '../toast/notify';
import { checkForm, type FormRules } from './check-form';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's values and field errors, for forms of plain text fields. `initial` lists the fields in the
 * order they appear, so a refused form can move focus to the first field with an error.
 */
export function useForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** A message about the whole form, when no single field is to blame. */
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The state updates a render late; this stops a double click from submitting twice.
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as Field[];

  /** Sets one field's value and clears its error, as typing in it does. */
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<Field>;
    });
  };

  /** The value and change handler for one field; typing in a field clears its error. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<Control>) => change(field, event.currentTarget.value),
  });

  /**
   * Shows the messages that belong to this form's fields (from its own check or the server's field errors)
   * and focuses the first of them. Answers whether any did belong, so the caller can show the rest elsewhere.
   */
  const reject = (messages: Record<string, string>): boolean => {
    const shown: FieldErrors<Field> = {};
    for (const field of fields) if (messages[field]) shown[field] = messages[field];
    setErrors(shown);
    setAlert(null);
    const first = fields.find((field) => shown[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return first !== undefined;
  };

  /** The values as the rules read them, or null after showing the rules' messages under the fields. */
  const check = <Output>(rules: FormRules<Output>): Output | null => {
    const checked = checkForm(rules, values);
    if (checked.ok) return checked.data;
    reject(checked.errors);
    return null;
  };

  /** Shows why the server refused the form: under the fields it names, or else as the form's alert. */
  const refuse = (error: unknown, fallback: string) => {
    const refusal = refusalOf(error);
    if (!reject(refusal?.fieldErrors ?? {})) setAlert(refusal?.message ?? fallback);
  };

  /** Shows a message about the whole form. */
  const fail = (message: string) => {
    setErrors({});
    setAlert(message);
  };

  /**
   * Runs the submit action once at a time, with `busy` set while it runs. The action handles the failures
   * it expects; anything else still gets a message, rather than a button that silently does nothing.
   */
  const handleSubmit = (action: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error('form submission failed', error);
      notify.error('Something went wrong. Please try again.');
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return {
    values,
    setValues,
    change,
    errors,
    alert,
    busy,
    bind,
    reject,
    check,
    refuse,
    fail,
    handleSubmit,
    formRef,
  };
}
