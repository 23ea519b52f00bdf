import { ORDER_NOT_FOUND } from '@verdant/domain/sales/order';
import { orderNumber, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RecordPage } from '../records/record-page';
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

  return (
    <RecordPage
      title={(found) => (found ? `Order ${orderNumber(found.orderId)}` : 'Order')}
      description="An order's details, status and history."
      list={{ path: '/orders', name: 'Orders' }}
      query={order}
      idField="orderId"
      loading="Loading order details..."
      notFound={{
        heading: ORDER_NOT_FOUND,
        hint: 'No order has this id. Find it in the orders list instead.',
      }}
      failed="We couldn't load the order."
    >
      {(found) => <OrderDetails order={found} asOf={asOf} view={view} onBackToNow={() => setAsOf(null)} />}
    </RecordPage>
  );
}
