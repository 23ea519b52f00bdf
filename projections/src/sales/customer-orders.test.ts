import type { AccountEvent } from '@verdant/domain/identity/account';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { describe, it } from 'vitest';
import { projectionSpecification, recordedAt } from '../testing/projection-specification';
import { type CustomerOrderView, customerOrdersProjection } from './customer-orders';

const spec = projectionSpecification(customerOrdersProjection);
const placed = (orderId = 'o-1'): OrderEvent => ({ type: 'OrderPlaced', data: { ...ashasOrder, orderId } });
const ashasOrderView = (overrides: Partial<CustomerOrderView> = {}): CustomerOrderView => ({
  orderId: 'o-1',
  status: 'pending',
  placedAt: recordedAt(0),
  lines: ashasOrder.lines,
  itemCount: 2,
  subtotal: 39_800,
  discount: 0,
  shipping: 9_900,
  total: 49_700,
  couponCode: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  shippingAddress: ashasOrder.shippingAddress,
  cancelledAt: null,
  cancellationReason: null,
  ...overrides,
});

describe('customer orders read model', () => {
  it("keeps each customer's orders in their own document, as placed", async () => {
    await spec
      .given([
        placed('o-1'),
        { type: 'OrderPlaced', data: { ...ashasOrder, orderId: 'o-2', customerId: 'c-ravi' } },
      ])
      .thenReadModel({
        customer_orders: [
          { _id: 'c-asha', orders: [ashasOrderView()] },
          { _id: 'c-ravi', orders: [ashasOrderView({ orderId: 'o-2', placedAt: recordedAt(1) })] },
        ],
      });
  });

  it('shows a cancellation with its reason and time, and the shop moving an order along', async () => {
    await spec
      .given([
        placed('o-1'),
        placed('o-2'),
        {
          type: 'OrderCancelled',
          data: {
            orderId: 'o-1',
            customerId: 'c-asha',
            reason: 'Cancelled by customer',
            cancelledBy: 'customer',
            total: 49_700,
            couponCode: null,
          },
        },
        {
          type: 'OrderStatusChanged',
          data: { orderId: 'o-2', customerId: 'c-asha', from: 'pending', to: 'shipped' },
        },
      ])
      .thenReadModel({
        customer_orders: [
          {
            _id: 'c-asha',
            orders: [
              ashasOrderView({
                status: 'cancelled',
                cancelledAt: recordedAt(2),
                cancellationReason: 'Cancelled by customer',
              }),
              ashasOrderView({ orderId: 'o-2', placedAt: recordedAt(1), status: 'shipped' }),
            ],
          },
        ],
      });
  });

  it("forgets the addresses of an erased customer's orders and keeps the orders", async () => {
    const erased: AccountEvent = { type: 'AccountErased', data: { accountId: 'c-asha' } };
    await spec.given([placed('o-1'), erased]).thenReadModel({
      customer_orders: [{ _id: 'c-asha', orders: [ashasOrderView({ shippingAddress: null })] }],
    });
    await spec.given([erased]).thenReadModel({ customer_orders: [] });
  });
});
