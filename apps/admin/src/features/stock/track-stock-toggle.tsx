import { notify, refusalOf, trpc } from '@verdant/web-kit';
import { useId } from 'react';

/** 'Track stock': counting the plant's stock per size, or keeping the status set by hand. */
export function TrackStockToggle({ productId, tracked }: { productId: string; tracked: boolean }) {
  const id = useId();
  const utils = trpc.useUtils();
  const track = trpc.admin.stock.track.useMutation();
  const change = async (next: boolean) => {
    try {
      await track.mutateAsync({ productId, tracked: next });
    } catch (failure) {
      notify.error(refusalOf(failure)?.message ?? "We couldn't change stock tracking.");
      return;
    }
    await Promise.all([utils.admin.stock.invalidate(), utils.admin.products.invalidate()]);
    notify.success(next ? 'Stock is counted now' : 'Stock status is set by hand again');
  };
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={tracked}
        aria-describedby={`${id}-hint`}
        checked={tracked}
        disabled={track.isPending}
        onChange={(event) => void change(event.currentTarget.checked)}
        className="mt-0.5 size-4 shrink-0 accent-leaf-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Track stock
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          Count this plant per size: orders reserve it, and its stock status follows the count. Record a
          delivery to start.
        </p>
      </div>
    </div>
  );
}
