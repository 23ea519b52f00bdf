import type { OrderRecord } from '@verdant/domain/sales/order-record';
import type { ReadModels } from '@verdant/platform';
import {
  type CustomerOrdersView,
  customerOrdersProjection,
  customerViewOf,
} from '@verdant/projections/sales/customer-orders';

export async function ordersOf(readModels: ReadModels, customerId: string): Promise<OrderRecord[]> {
  const customers = await readModels.collection<CustomerOrdersView>(
    customerOrdersProjection,
    'customer_orders',
  );
  return (await customers.findOne({ _id: customerId }))?.orders ?? [];
}

/** The customer's own orders, newest first, as the Orders tab lists them. */
export async function customerOrders(readModels: ReadModels, customerId: string) {
  const orders = await ordersOf(readModels, customerId);
  return orders
    .map(({ orderId, placedAt, status, total, itemCount, paymentMethod, paymentStatus }) => ({
      orderId,
      placedAt,
      status,
      total,
      itemCount,
      paymentMethod,
      paymentStatus,
    }))
    .reverse();
}

/** One of the customer's own orders, or null: another customer's order is as missing as one never placed. */
export async function customerOrder(readModels: ReadModels, customerId: string, orderId: string) {
  const found = (await ordersOf(readModels, customerId)).find((order) => order.orderId === orderId);
  return found ? customerViewOf(found) : null;
}
