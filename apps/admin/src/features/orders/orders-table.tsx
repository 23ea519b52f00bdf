import { DataTable } from '@verdant/web-kit';
import type { OrderRow as Order } from './order';
import { OrderRow } from './order-row';
import { type OrderSort, SortableHeader, type Sorting } from './sortable-header';

interface OrdersTableProps {
  orders: readonly Order[];
  sorting: Sorting;
  onSort: (column: OrderSort) => void;
}

export function OrdersTable({ orders, sorting, onSort }: OrdersTableProps) {
  const sortable = { sorting, onSort };
  return (
    <DataTable
      caption="Orders"
      minWidth="min-w-[64rem]"
      columns={[
        'Order',
        <SortableHeader key="customer" label="Customer" column="customer" {...sortable} />,
        <SortableHeader key="date" label="Date" column="date" {...sortable} />,
        'Items',
        <SortableHeader key="total" label="Total" column="total" {...sortable} />,
        'Payment',
        'Status',
        'Actions',
      ]}
    >
      {orders.map((order) => (
        <OrderRow key={order.orderId} order={order} />
      ))}
    </DataTable>
  );
}
