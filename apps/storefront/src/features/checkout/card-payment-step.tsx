import { formatRupees, orderNumber } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import { CardPayment } from '../../shared/payment/card-payment';
import { CheckoutStep } from './checkout-step';
import type { OrderToPayByCard } from './use-place-order';

/** Step 3, once an order paid by card is placed: the card form. The order waits, payable, if they leave. */
export function CardPaymentStep({ order }: { order: OrderToPayByCard }) {
  return (
    <CheckoutStep number={3} title="Pay by Card">
      {() => (
        <>
          <p className="text-stone-700">
            Order {orderNumber(order.orderId)} is placed. Pay {formatRupees(order.total)} by card to confirm
            it, or pay later from{' '}
            <Link
              to={`/order/${order.orderId}`}
              className="font-medium text-leaf-800 underline underline-offset-4"
            >
              your order
            </Link>
            .
          </p>
          <CardPayment orderId={order.orderId} total={order.total} />
        </>
      )}
    </CheckoutStep>
  );
}
