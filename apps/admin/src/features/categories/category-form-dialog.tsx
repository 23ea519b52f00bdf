import { categoryDetailsRules } from '@verdant/domain/catalog/category-rules';
import {
  Button,
  Dialog,
  InputField,
  notify,
  refusalOf,
  TextareaField,
  trpc,
  useShopForm,
} from '@verdant/web-kit';
import { NameAndSlugFields } from '../slugs/name-and-slug-fields';
import type { Category } from './category';

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

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.admin.categories.create.useMutation();
  const update = trpc.admin.categories.update.useMutation();
  const form = useShopForm(categoryDetailsRules, {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    imageUrl: category?.imageUrl ?? '',
  });

  const submit = form.submit(async (details) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, ...details });
      else await create.mutateAsync(details);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to save category');
      form.showErrors(refusal?.fieldErrors ?? {});
      return;
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.categories.list.invalidate();
    notify.success(category ? 'Category updated successfully' : 'Category created successfully');
    onDone();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <NameAndSlugFields
        form={form}
        existing={category !== undefined}
        slugHint="Lowercase words joined by hyphens, as in /shop?category=indoor-plants."
      />
      <TextareaField
        form={form}
        name="description"
        label="Description"
        hint="Optional, up to 500 characters."
        rows={3}
      />
      <InputField
        form={form}
        name="imageUrl"
        label="Image URL"
        hint="Optional: a web address starting with https://, or an uploaded image."
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving…' : category ? 'Save Changes' : 'Create Category'}
        </Button>
      </div>
    </form>
  );
}
