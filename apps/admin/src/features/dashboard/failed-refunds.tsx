import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { Card, formatShopDateTime, orderNumber } from '@verdant/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from './dashboard';

/** Refunds the gateway failed: nothing tries them again until an admin does, from the order's page. */
export function FailedRefunds({ refunds }: { refunds: DashboardSummary['failedRefunds'] }) {
  const headingId = useId();
  if (refunds.length === 0) return null;
  return (
    <Card className="border-red-300 p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="font-display text-2xl text-red-900">
          Refunds that failed
        </h2>
        <ul aria-labelledby={headingId} className="divide-y divide-stone-200">
          {refunds.map((refund) => (
            <li
              key={refund.refundId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <span>
                <Link to={`/orders/${refund.orderId}`} className="font-medium text-leaf-800 hover:underline">
                  Refund failed — retry: order {orderNumber(refund.orderId)}, {formatRupees(refund.amount)}
                </Link>
                <span className="block text-sm text-stone-600">{refund.reason}</span>
              </span>
              <time dateTime={refund.failedAt} className="text-sm text-stone-600">
                {formatShopDateTime(refund.failedAt)}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
