import { ConfirmDialog, notify, trpc } from '@verdant/web-kit';
import type { ProductRow } from './product';

export function ArchiveProductDialog({
  product,
  onClose,
}: {
  product: ProductRow | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const archive = trpc.admin.products.archive.useMutation({
    onSuccess: () => notify.success('Product archived'),
    onError: () => notify.error('Failed to archive product'),
    onSettled: async () => {
      await utils.admin.products.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={product !== null}
      title="Archive Product"
      message={
        product && (
          <p>
            Are you sure you want to archive <strong>{product.name}</strong>? Shoppers will no longer see it.
          </p>
        )
      }
      confirmLabel="Archive"
      busyLabel="Archiving…"
      busy={archive.isPending}
      onConfirm={() => {
        if (product) archive.mutate({ id: product.id });
      }}
      onCancel={onClose}
    />
  );
}
