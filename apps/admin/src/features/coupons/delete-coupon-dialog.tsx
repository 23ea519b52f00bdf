import { ConfirmDialog, notify, trpc } from '@verdant/web-kit';
import type { Coupon } from './coupon';

export function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.admin.coupons.delete.useMutation({
    onSuccess: () => notify.success('Coupon deleted'),
    onError: () => notify.error('Failed to delete coupon'),
    // Refresh either way: a failure may mean someone else already deleted it.
    onSettled: async () => {
      await utils.admin.coupons.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={coupon !== null}
      title="Delete Coupon"
      message={`Are you sure you want to delete the coupon ${coupon?.code ?? ''}? Shoppers will no longer be able to apply it. This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onConfirm={() => {
        if (coupon) remove.mutate({ code: coupon.code });
      }}
      onCancel={onClose}
    />
  );
}
