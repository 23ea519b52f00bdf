import type { OrderRow as Order } from './order';
import { OrderRow } from './order-row';
import { type OrderSort, SortableHeader, type Sorting } from './sortable-header';

interface OrdersTableProps {
  orders: readonly Order[];
  sorting: Sorting;
  onSort: (column: OrderSort) => void;
}

const Heading = ({ children }: { children: string }) => (
  <th scope="col" className="px-4 py-3 font-semibold">
    {children}
  </th>
);

export function OrdersTable({ orders, sorting, onSort }: OrdersTableProps) {
  const sortable = { sorting, onSort };
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full min-w-[64rem] text-left">
        <caption className="sr-only">Orders</caption>
        <thead className="bg-leaf-50 text-sm text-leaf-900">
          <tr>
            <Heading>Order</Heading>
            <SortableHeader label="Customer" column="customer" {...sortable} />
            <SortableHeader label="Date" column="date" {...sortable} />
            <Heading>Items</Heading>
            <SortableHeader label="Total" column="total" {...sortable} />
            <Heading>Payment</Heading>
            <Heading>Status</Heading>
            <Heading>Actions</Heading>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.orderId} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
