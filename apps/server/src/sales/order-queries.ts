import type { OrderRecord } from '@verdant/domain/sales/order-record';
import type { ReadModels } from '@verdant/platform';
import {
  type CustomerOrdersView,
  customerOrdersProjection,
  customerViewOf,
} from '@verdant/projections/sales/customer-orders';

/** A customer's own orders. */
export class OrderQueries {
  constructor(private readonly readModels: ReadModels) {}

  async ordersOf(customerId: string): Promise<OrderRecord[]> {
    const customers = await this.readModels.collection<CustomerOrdersView>(
      customerOrdersProjection,
      'customer_orders',
    );
    return (await customers.findOne({ _id: customerId }))?.orders ?? [];
  }

  /** The customer's own orders, newest first, as the Orders tab lists them. */
  async customerOrders(customerId: string) {
    const orders = await this.ordersOf(customerId);
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
  async customerOrder(customerId: string, orderId: string) {
    const found = (await this.ordersOf(customerId)).find((order) => order.orderId === orderId);
    return found ? customerViewOf(found) : null;
  }
}
