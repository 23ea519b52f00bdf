import { formatShopDate } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import type { CustomerOrder } from './customer-order';

export interface CancellationNoticeProps {
  order: Pick<CustomerOrder, 'cancelledAt' | 'cancellationReason'>;
  /** Just cancelled here: the Cancel Order button is gone, so focus comes to this notice. */
  takeFocus: boolean;
}

/** When a cancelled order was cancelled, and why. */
export function CancellationNotice({ order, takeFocus }: CancellationNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) notice.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={notice} tabIndex={-1} className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">
        This order was cancelled
        {order.cancelledAt && (
          <>
            {' on '}
            <time dateTime={order.cancelledAt}>{formatShopDate(order.cancelledAt)}</time>
          </>
        )}
        .
      </p>
      <p className="mt-1">Reason: {order.cancellationReason || 'No reason provided'}</p>
    </div>
  );
}
