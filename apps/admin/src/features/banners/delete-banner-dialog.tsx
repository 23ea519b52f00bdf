import { ConfirmDialog, notify, refusalOf, trpc } from '@verdant/web-kit';
import type { Banner } from './banner';

export function DeleteBannerDialog({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.admin.banners.delete.useMutation({
    onSuccess: () => notify.success('Banner deleted successfully'),
    onError: (error) => notify.error(refusalOf(error)?.message ?? 'Failed to delete banner'),
    // Refresh either way: a failure may mean someone else already deleted it.
    onSettled: async () => {
      await utils.admin.banners.list.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={banner !== null}
      title="Delete Banner"
      message="Are you sure you want to delete this banner? This action cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onConfirm={() => {
        if (banner) remove.mutate({ id: banner.id });
      }}
      onCancel={onClose}
    />
  );
}
