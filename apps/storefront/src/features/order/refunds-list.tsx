import { refundWording } from '@verdant/domain/sales/order-payments';
import type { CustomerOrder } from './customer-order';

/** Money given back for the order, each refund as it stands: requested, then completed (or failed). */
export function RefundsList({ refunds }: { refunds: CustomerOrder['refunds'] }) {
  return (
    <ul className="space-y-2">
      {refunds.map((refund) => (
        <li key={refund.refundId} className="font-medium text-ink">
          {refundWording(refund.amount, refund.status)}
        </li>
      ))}
    </ul>
  );
}
