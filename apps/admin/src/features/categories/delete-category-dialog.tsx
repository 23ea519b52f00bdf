import { ConfirmDialog, notify, trpc } from '@verdant/web-kit';
import type { Category } from './category';

export interface DeleteCategoryDialogProps {
  category: Category | null;
  onClose: () => void;
}

export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.admin.categories.delete.useMutation({
    onSuccess: () => notify.success('Category deleted'),
    onError: () => notify.error('Failed to delete category'),
    // Refresh either way: a failure may mean someone else already deleted it.
    onSettled: async () => {
      await utils.admin.categories.list.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={category !== null}
      title="Delete Category"
      message={
        category && (
          <p>
            Are you sure you want to delete <strong>{category.name}</strong>? This action cannot be undone.
          </p>
        )
      }
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onConfirm={() => {
        if (category) remove.mutate({ id: category.id });
      }}
      onCancel={onClose}
    />
  );
}
