import { ORDER_NOT_FOUND } from '@verdant/domain/sales/order';
import { ErrorState, orderNumber, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { refundUnderWay } from './order';
import { OrderDetails } from './order-details';

/** /admin/orders/{id}: the order now, or as it stood at a past moment, with its audit timeline. */
export function OrderPage() {
  const { id = '' } = useParams();
  // Another order (a link followed from this one) starts in the present.
  return <OrderScreen key={id} id={id} />;
}

function OrderScreen({ id }: { id: string }) {
  const [asOf, setAsOf] = useState<string | null>(null);
  const utils = trpc.useUtils();
  // A refund under way settles at the gateway a moment later: the order is read again until it has.
  const order = trpc.admin.orders.get.useQuery(asOf ? { orderId: id, asOf } : { orderId: id }, {
    refetchInterval: (query) =>
      !asOf && query.state.data && refundUnderWay(query.state.data) ? 1_000 : false,
  });

  // Loaded before it is shown, so a moment the server refuses leaves the screen as it was.
  const view = async (at: string) => {
    await utils.admin.orders.get.fetch({ orderId: id, asOf: at });
    setAsOf(at);
  };

  // No such order, or an id that cannot be one: both are an order not found.
  const refusal = order.isError ? refusalOf(order.error) : null;
  const notFound = refusal !== null && (refusal.status === 404 || refusal.fieldErrors.orderId !== undefined);
  return (
    <section className="space-y-6">
      <PageMeta
        title={`${order.data ? `Order ${orderNumber(order.data.orderId)}` : 'Order'} | Verdant Admin`}
        description="An order's details, status and history."
      />
      <Link
        to="/orders"
        className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Orders
      </Link>
      {order.isPending ? (
        <Spinner label="Loading order details..." />
      ) : notFound ? (
        <div className="space-y-2">
          <h1 className="font-display text-4xl text-leaf-900">{ORDER_NOT_FOUND}</h1>
          <p className="text-stone-700">No order has this id. Find it in the orders list instead.</p>
        </div>
      ) : order.isError ? (
        <ErrorState
          message={refusalOf(order.error)?.message ?? "We couldn't load the order."}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <OrderDetails order={order.data} asOf={asOf} view={view} onBackToNow={() => setAsOf(null)} />
      )}
    </section>
  );
}
