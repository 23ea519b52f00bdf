import { ErrorState, notify, orderNumber, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageSection } from '../../shared/components/page-section';
import { refundUnderWay } from './customer-order';
import { OrderView } from './order-view';

/**
 * /order/{orderId}: one of the signed-in customer's orders. An order the server does not find for them
 * (another customer's is as missing as one never placed) sends them back to their account, saying so.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const order = trpc.orders.get.useQuery(
    { orderId },
    // The gateway settles a refund in the background: the page follows it until it has.
    { refetchInterval: (query) => (query.state.data && refundUnderWay(query.state.data) ? 1_000 : false) },
  );
  const navigate = useNavigate();
  const told = useRef(false);
  // A session that ended is the sign-in guard's to handle, not a missing order.
  const missing = refusalOf(order.error) !== null && order.error?.data?.code !== 'UNAUTHORIZED';

  useEffect(() => {
    if (!missing || told.current) return;
    told.current = true;
    notify.error('Order not found');
    void navigate('/account', { replace: true });
  }, [missing, navigate]);

  return (
    <PageSection
      title={`Order ${orderNumber(orderId)}`}
      description="The details of your Verdant order."
      className="max-w-5xl"
    >
      <Link
        to="/account"
        className="mt-2 inline-block text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
      >
        Back to My Account
      </Link>
      {order.isPending || missing ? (
        <Spinner label="Loading your order…" className="min-h-[30vh]" />
      ) : order.isError ? (
        <ErrorState
          message="We couldn't load this order. Please try again."
          onRetry={() => void order.refetch()}
          className="mt-8"
        />
      ) : (
        <OrderView order={order.data} />
      )}
    </PageSection>
  );
}
