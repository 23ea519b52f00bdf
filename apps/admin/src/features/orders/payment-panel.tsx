import { type OrderRecord, paymentMethodLabels, paymentStatusLabels } from './order';
import { Detail, OrderPanel } from './order-panel';
import { TrackingNumberForm } from './tracking-number-form';

interface PaymentPanelProps {
  order: Pick<OrderRecord, 'orderId' | 'paymentMethod' | 'paymentStatus' | 'trackingNumber'>;
  past: boolean;
}

export function PaymentPanel({ order, past }: PaymentPanelProps) {
  return (
    <OrderPanel title="Payment & Tracking">
      <dl className="grid grid-cols-2 gap-4">
        <Detail term="Payment method">{paymentMethodLabels[order.paymentMethod]}</Detail>
        <Detail term="Payment status">{paymentStatusLabels[order.paymentStatus]}</Detail>
      </dl>
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
