import { type FormEvent, type RefObject, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { refusalOf } from '../api/api-errors';
import { notify } from '../toast/notify';
import { type FormRules, messageAt, messagesForFields, resolverFor } from './form-rules';

/** What a field may add to its registration: a follow-up to each change, a reading of what was typed. */
export type FieldOptions = Pick<RegisterOptions, 'onChange' | 'setValueAs'>;

/** What a field component needs of its form: the field's registration and its message. */
export interface FormFieldBinding<Values extends FieldValues> {
  /** Registers a control; editing it clears its message, as the form shows it until the next submit. */
  field(name: Path<Values>, options?: FieldOptions): UseFormRegisterReturn;
  errorOf(name: Path<Values>): string | undefined;
}

export interface ShopForm<Values extends FieldValues, Output>
  extends UseFormReturn<Values, unknown, Output>,
    FormFieldBinding<Values> {
  formRef: RefObject<HTMLFormElement | null>;
  /** A message about the whole form, when no single field is to blame. */
  alert: string | undefined;
  busy: boolean;
  /**
   * The form's submit handler: checks the values with the rules, then runs `save` with what they parsed,
   * once at a time. `save` handles the refusals it expects; anything else still gets a message.
   */
  submit(save: (data: Output) => Promise<void>): (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /**
   * Shows the messages that name this form's fields under them and focuses the first; answers whether any
   * did, so the caller can show the rest elsewhere.
   */
  showErrors(messages: Record<string, string>): boolean;
  /** Shows why the server refused the form: under the fields it names, or else as the form's alert. */
  refuse(error: unknown, fallback: string): void;
}

/** The first control, in the order the form shows them, that has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, isInvalid: (name: string) => boolean) {
  const control = [...(form?.elements ?? [])].find(
    (element) => element instanceof HTMLElement && 'name' in element && isInvalid(String(element.name)),
  );
  if (control instanceof HTMLElement) control.focus();
}

/**
 * A react-hook-form form checked with the domain's rules. Messages stay until the next submit or until
 * their field is edited, and focus moves to the first field at fault, in the order the form shows them.
 */
export function useShopForm<Values extends FieldValues, Output>(
  rules: FormRules<Values, Output>,
  defaultValues: Values,
): ShopForm<Values, Output> {
  const form = useForm<Values, unknown, Output>({
    resolver: resolverFor(rules),
    defaultValues: defaultValues as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The form's state updates a render late; this stops a double click from submitting twice.
  const submitting = useRef(false);
  const { errors, isSubmitting } = form.formState;

  const field: ShopForm<Values, Output>['field'] = (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event) => {
        form.clearErrors(name);
        return options?.onChange?.(event);
      },
    });

  const showErrors = (messages: Record<string, string>) => {
    const shown = messagesForFields(messages, form.getValues());
    form.clearErrors();
    for (const [name, message] of shown) form.setError(name as Path<Values>, { type: 'server', message });
    focusFirstInvalid(formRef.current, (name) => shown.some(([field]) => field === name));
    return shown.length > 0;
  };

  const refuse = (error: unknown, fallback: string) => {
    const refusal = refusalOf(error);
    if (!showErrors(refusal?.fieldErrors ?? {}))
      form.setError('root', { message: refusal?.message ?? fallback });
  };

  const submit: ShopForm<Values, Output>['submit'] = (save) => async (event) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await form.handleSubmit(save, (invalid) =>
        focusFirstInvalid(formRef.current, (name) => messageAt(invalid, name) !== undefined),
      )(event);
    } catch (error) {
      console.error('form submission failed', error);
      notify.error('Something went wrong. Please try again.');
    } finally {
      submitting.current = false;
    }
  };

  return {
    ...form,
    formRef,
    field,
    errorOf: (name) => messageAt(errors, name),
    alert: errors.root?.message,
    busy: isSubmitting,
    submit,
    showErrors,
    refuse,
  };
}
