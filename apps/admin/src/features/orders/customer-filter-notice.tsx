import { Link } from 'react-router-dom';
import type { OrderRow } from './order';

/** Says whose orders the list is narrowed to (?customer={id}), with the way back to everyone's. */
export function CustomerFilterNotice({
  customer,
}: {
  customer?: Pick<OrderRow, 'customerName' | 'customerEmail'>;
}) {
  const who = customer?.customerName || customer?.customerEmail || 'one customer';
  return (
    <p className="flex flex-wrap items-center gap-3 rounded-xl bg-leaf-50 px-4 py-3 text-leaf-900">
      <span>Showing only the orders of {who}.</span>
      <Link to="/orders" className="font-medium text-leaf-700 underline">
        Show all orders
      </Link>
    </p>
  );
}
