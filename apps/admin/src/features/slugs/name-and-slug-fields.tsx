import { type FormFieldBinding, InputField } from '@verdant/web-kit';
import { useRef } from 'react';
import { slugify } from './slugify';

/** The part of a form with a name and a slug that these fields need. */
interface NameAndSlugForm extends FormFieldBinding<{ name: string; slug: string }> {
  setValue(name: 'slug', value: string): void;
  clearErrors(name: 'slug'): void;
}

export interface NameAndSlugFieldsProps {
  form: NameAndSlugForm;
  /** An existing item keeps its slug, which may already be in links. */
  existing: boolean;
  slugHint: string;
}

/** A name, and the slug a new item's address is made of: it follows the name until the admin types one. */
export function NameAndSlugFields({ form, existing, slugHint }: NameAndSlugFieldsProps) {
  const slugEdited = useRef(existing);
  return (
    <>
      <InputField
        form={form}
        name="name"
        label="Name"
        required
        autoComplete="off"
        onChange={(event) => {
          if (slugEdited.current) return;
          form.setValue('slug', slugify(event.target.value));
          form.clearErrors('slug');
        }}
      />
      <InputField
        form={form}
        name="slug"
        label="Slug"
        required
        hint={slugHint}
        autoComplete="off"
        spellCheck={false}
        onChange={() => {
          slugEdited.current = true;
        }}
      />
    </>
  );
}
