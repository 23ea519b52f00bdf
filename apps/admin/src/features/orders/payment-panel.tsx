import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@verdant/web-kit';
import type { OrderRecord } from './order';
import { Detail, OrderPanel } from './order-panel';
import { RefundsList } from './refunds-list';
import { TrackingNumberForm } from './tracking-number-form';

interface PaymentPanelProps {
  order: Pick<
    OrderRecord,
    'orderId' | 'paymentMethod' | 'paymentStatus' | 'testMode' | 'trackingNumber' | 'payment'
  >;
  past: boolean;
}

export function PaymentPanel({ order, past }: PaymentPanelProps) {
  return (
    <OrderPanel title="Payment & Tracking">
      <dl className="grid grid-cols-2 gap-4">
        <Detail term="Payment method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Detail>
        <Detail term="Payment status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Detail>
      </dl>
      {order.testMode && (
        <p className="rounded-xl border border-dashed border-orange-500 bg-orange-50 px-4 py-3 text-sm text-orange-950">
          Paid through the test-mode gateway: no money was taken, and it counts as no revenue.
        </p>
      )}
      <RefundsList order={order} past={past} />
      <TrackingNumberForm
        // Starts again from the number shown whenever the screen moves between the present and the past.
        key={past ? `past-${order.trackingNumber}` : 'now'}
        orderId={order.orderId}
        trackingNumber={order.trackingNumber}
        disabled={past}
      />
    </OrderPanel>
  );
}
