import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import type { FormFieldBinding } from './use-shop-form';

type TextControl = 'input' | 'textarea';

/** The keyboard and the browser's autofill for the kinds of text the shop's forms ask for. */
export const inputKinds = {
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  /** The browser offers the password it saved. */
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  /** The browser may suggest a strong one, and saves it. */
  newPassword: { type: 'password', autoComplete: 'new-password' },
} as const;

type BoundFieldProps<Values extends FieldValues, Control extends TextControl> = Omit<
  ComponentProps<Control>,
  'name' | 'form' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
> & {
  form: FormFieldBinding<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
  required?: boolean;
  /** Runs after the form has taken the new value, for fields that fill in others (a slug from a name). */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/** A labelled text control bound to one field of a form, its message shown under it and announced with it. */
function boundField<Control extends TextControl>(Control: (props: ComponentProps<Control>) => ReactNode) {
  return function BoundField<Values extends FieldValues>({
    form,
    name,
    label,
    hint,
    required,
    onChange,
    ...control
  }: BoundFieldProps<Values, Control>) {
    return (
      <FormField label={label} hint={hint} required={required} error={form.errorOf(name)}>
        {(labelled) => (
          <Control
            {...(control as ComponentProps<Control>)}
            {...labelled}
            {...form.field(name, { onChange })}
          />
        )}
      </FormField>
    );
  };
}

export const InputField = boundField<'input'>(Input);
export const TextareaField = boundField<'textarea'>(Textarea);
