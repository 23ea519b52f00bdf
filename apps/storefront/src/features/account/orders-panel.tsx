import { buttonStyles, EmptyState, ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OrderRow } from './order-row';

/** The customer's orders, newest first, each opening its own page. */
export function OrdersPanel() {
  const orders = trpc.orders.list.useQuery();
  return (
    <section aria-labelledby="order-history-title" className="space-y-4">
      <h2 id="order-history-title" className="font-display text-2xl text-leaf-900">
        Order History
      </h2>
      {orders.isPending ? (
        <Spinner label="Loading your orders…" />
      ) : orders.isError ? (
        <ErrorState
          message={refusalOf(orders.error)?.message ?? "We couldn't load your orders."}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<Package className="size-10" />}
          title="No orders yet"
          action={
            <Link to="/shop" className={buttonStyles({ size: 'sm' })}>
              Start Shopping
            </Link>
          }
        >
          Your orders will appear here once you place one.
        </EmptyState>
      ) : (
        <ul aria-label="Your orders" className="space-y-3">
          {orders.data.map((order) => (
            <li key={order.orderId}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
