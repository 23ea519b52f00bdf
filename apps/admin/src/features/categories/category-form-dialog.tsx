import { Button, Dialog, FormField, Input, notify, refusalOf, Textarea, trpc } from '@verdant/web-kit';
import { type FormEvent, useReducer, useState } from 'react';
import type { Category } from './category';
import {
  type CategoryField,
  type CategoryFieldErrors,
  categoryFieldErrors,
  categoryFormReducer,
  checkCategoryForm,
  firstInvalidField,
  initialCategoryForm,
} from './category-form';

/** Which dialog is open: adding a new category, or editing one. */
export type CategoryEditor = { mode: 'create' } | { mode: 'edit'; category: Category };

export interface CategoryFormDialogProps {
  editor: CategoryEditor | null;
  onClose: () => void;
}

export function CategoryFormDialog({ editor, onClose }: CategoryFormDialogProps) {
  return (
    <Dialog
      open={editor !== null}
      onClose={onClose}
      title={editor?.mode === 'edit' ? 'Edit Category' : 'Add Category'}
    >
      {editor && (
        <CategoryForm
          key={editor.mode === 'edit' ? editor.category.id : 'new'}
          category={editor.mode === 'edit' ? editor.category : undefined}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function focusField(form: HTMLFormElement, field: CategoryField | undefined) {
  if (!field) return;
  const control = form.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const [state, dispatch] = useReducer(categoryFormReducer, category, initialCategoryForm);
  const [saving, setSaving] = useState(false);
  const utils = trpc.useUtils();
  const create = trpc.admin.categories.create.useMutation();
  const update = trpc.admin.categories.update.useMutation();
  const { values, errors } = state;

  const reject = (form: HTMLFormElement, fieldErrors: CategoryFieldErrors) => {
    dispatch({ type: 'rejected', errors: fieldErrors });
    focusField(form, firstInvalidField(fieldErrors));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const checked = checkCategoryForm(values);
    if (!checked.ok) {
      reject(form, checked.errors);
      return;
    }
    setSaving(true);
    try {
      if (category) await update.mutateAsync({ id: category.id, ...checked.input });
      else await create.mutateAsync(checked.input);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to save category');
      reject(form, categoryFieldErrors(refusal?.fieldErrors ?? {}));
      setSaving(false);
      return;
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.categories.list.invalidate();
    notify.success(category ? 'Category updated successfully' : 'Category created successfully');
    onDone();
  };

  const change = (field: CategoryField) => (event: { currentTarget: { value: string } }) =>
    dispatch({ type: 'changed', field, value: event.currentTarget.value });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Name" required error={errors.name}>
        {(control) => (
          <Input {...control} name="name" autoComplete="off" value={values.name} onChange={change('name')} />
        )}
      </FormField>
      <FormField
        label="Slug"
        required
        hint="Lowercase words joined by hyphens, as in /shop?category=indoor-plants."
        error={errors.slug}
      >
        {(control) => (
          <Input
            {...control}
            name="slug"
            autoComplete="off"
            spellCheck={false}
            value={values.slug}
            onChange={change('slug')}
          />
        )}
      </FormField>
      <FormField label="Description" hint="Optional, up to 500 characters." error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={3}
            value={values.description}
            onChange={change('description')}
          />
        )}
      </FormField>
      <FormField
        label="Image URL"
        hint="Optional: a web address starting with https://, or an uploaded image."
        error={errors.imageUrl}
      >
        {(control) => (
          <Input
            {...control}
            name="imageUrl"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={values.imageUrl}
            onChange={change('imageUrl')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : category ? 'Save Changes' : 'Create Category'}
        </Button>
      </div>
    </form>
  );
}
