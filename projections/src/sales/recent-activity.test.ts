import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { created, monstera, priced } from '../catalog/products-test-events';
import { asha } from '../identity/account-test-events';
import { RECENT_ACTIVITY_KEPT, recentActivityProjection } from './recent-activity';

const spec = projectionSpecification(recentActivityProjection);
const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const placed: OrderEvent = { type: 'OrderPlaced', data: { ...ashasOrder, orderId: ORDER_ID } };

describe('recent activity', () => {
  it('tells each happening in words, linked to its record, by log position, with nobody named', async () => {
    await spec
      .given([
        { type: 'AccountRegistered', data: asha },
        created(),
        priced(monstera.productId, 59_900, null),
        placed,
        {
          type: 'OrderCancelled',
          data: {
            orderId: ORDER_ID,
            customerId: 'c-asha',
            reason: 'Cancelled by customer',
            cancelledBy: 'customer',
            total: 49_700,
            couponCode: null,
          },
        },
      ])
      .thenReadModel({
        recent_activity: [
          {
            _id: 'activity-1',
            position: 1,
            at: recordedAt(0),
            description: 'A new customer signed up',
            link: { kind: 'customer', id: asha.accountId },
          },
          {
            _id: 'activity-2',
            position: 2,
            at: recordedAt(1),
            description: `Product added: ${monstera.name}`,
            link: { kind: 'product', id: monstera.productId },
          },
          {
            _id: 'activity-3',
            position: 3,
            at: recordedAt(2),
            description: 'Product repriced',
            link: { kind: 'product', id: monstera.productId },
          },
          {
            _id: 'activity-4',
            position: 4,
            at: recordedAt(3),
            description: 'Order #1a2b3c4d placed: ₹497.00',
            link: { kind: 'order', id: ORDER_ID },
          },
          {
            _id: 'activity-5',
            position: 5,
            at: recordedAt(4),
            description: 'Order #1a2b3c4d cancelled by the customer',
            link: { kind: 'order', id: ORDER_ID },
          },
        ],
      });
  });

  it('tells money received apart from a test-mode payment, which took none', async () => {
    const capturedBy = (gateway: 'razorpay' | 'test'): OrderEvent => ({
      type: 'PaymentCaptured',
      data: {
        orderId: ORDER_ID,
        customerId: 'c-asha',
        gateway,
        gatewayPaymentId: `${gateway}_pay_1`,
        amount: 49_700,
        via: 'callback',
      },
    });
    const activity = (index: number, description: string) => ({
      _id: `activity-${index + 1}`,
      position: index + 1,
      at: recordedAt(index),
      description,
      link: { kind: 'order', id: ORDER_ID },
    });
    await spec.given([placed, capturedBy('razorpay'), capturedBy('test')]).thenReadModel({
      recent_activity: [
        activity(0, 'Order #1a2b3c4d placed: ₹497.00'),
        activity(1, 'Payment of ₹497.00 received for order #1a2b3c4d'),
        activity(2, 'Test-mode payment of ₹497.00 for order #1a2b3c4d, no money taken'),
      ],
    });
  });

  it('keeps only the newest happenings, letting older ones go', async () => {
    const repricings = RECENT_ACTIVITY_KEPT + 5;
    const kept = Array.from({ length: RECENT_ACTIVITY_KEPT }, (_, index) => 5 + index);
    await spec
      .given(
        Array.from({ length: repricings }, (_, index) => priced(monstera.productId, 10_000 + index, null)),
      )
      .thenReadModel({
        recent_activity: kept.map((index) => ({
          _id: `activity-${index + 1}`,
          position: index + 1,
          at: recordedAt(index),
          description: 'Product repriced',
          link: { kind: 'product', id: monstera.productId },
        })),
      });
  });
});
