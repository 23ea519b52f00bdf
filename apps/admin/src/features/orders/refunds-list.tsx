import { failedRefunds, refundWording } from '@verdant/domain/sales/order-payments';
import { Button, notify, refusalOf, trpc } from '@verdant/web-kit';
import type { OrderRecord } from './order';

interface RefundsListProps {
  order: Pick<OrderRecord, 'orderId' | 'payment'>;
  /** While a past state is shown: nothing may change. */
  past: boolean;
}

/**
 * The order's refunds as they stand. One the gateway failed waits here for an admin: 'Refund failed — retry'
 * asks for it again as a new refund; until then nothing tries it again.
 */
export function RefundsList({ order, past }: RefundsListProps) {
  const utils = trpc.useUtils();
  const retry = trpc.admin.orders.retryRefund.useMutation();
  const refunds = order.payment.refunds;
  if (refunds.length === 0) return null;
  // Failed and not asked for again since: the order's own rule, for each refund of a payment or a claim.
  const awaitingRetry = new Set(failedRefunds(order.payment).map((refund) => refund.refundId));

  const askAgain = async (refundId: string) => {
    try {
      await retry.mutateAsync({ orderId: order.orderId, refundId });
    } catch (failure) {
      notify.error(refusalOf(failure)?.message ?? 'Failed to retry the refund');
      return;
    }
    await utils.admin.orders.invalidate();
    await utils.admin.dashboard.invalidate();
    notify.success('Refund requested again');
  };

  return (
    <section aria-labelledby="refunds-heading" className="space-y-2">
      <h3 id="refunds-heading" className="text-sm font-medium text-gray-700">
        Refunds
      </h3>
      <ul className="space-y-2">
        {refunds.map((refund) => (
          <li key={refund.refundId} className="flex items-center justify-between gap-3 text-sm">
            <span>{refundWording(refund.amount, refund.status)}</span>
            {awaitingRetry.has(refund.refundId) && (
              <Button
                variant="secondary"
                disabled={past || retry.isPending}
                onClick={() => askAgain(refund.refundId)}
              >
                Refund failed — retry
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
