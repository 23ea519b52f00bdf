import { Button } from '@verdant/web-kit';
import { useGatewayPayment } from '../../shared/payment/use-gateway-payment';
import type { CustomerOrder } from './customer-order';

export interface PayNowButtonProps {
  order: Pick<CustomerOrder, 'orderId' | 'paymentMethod'>;
  /** A card order is paid in the card form, which the order's page shows. */
  onPayByCard: () => void;
}

/** Pay now, for an order still waiting for its money: the gateway's dialog again, or the card form. */
export function PayNowButton({ order, onPayByCard }: PayNowButtonProps) {
  const gateway = useGatewayPayment();
  const payNow = () => (order.paymentMethod === 'card' ? onPayByCard() : void gateway.pay(order.orderId));
  return (
    <>
      <Button onClick={payNow} disabled={gateway.paying}>
        Pay now
      </Button>
      {gateway.dialog}
    </>
  );
}
