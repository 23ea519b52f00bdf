import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { describe, it } from 'vitest';
import { projectionSpecification, recordedAt } from '../testing/projection-specification';
import { type OnlinePaymentView, onlinePaymentsProjection } from './online-payments';

const spec = projectionSpecification(onlinePaymentsProjection);
const ids = { orderId: 'o-1', customerId: 'c-asha' };
const placedOnline: OrderEvent = {
  type: 'OrderPlaced',
  data: { ...ashasOrder, paymentMethod: 'razorpay', paymentStatus: 'pending' },
};
const opened = (gatewayOrderId: string): OrderEvent => ({
  type: 'PaymentInitiated',
  data: { ...ids, gateway: 'razorpay', gatewayOrderId, amount: 49_700 },
});
const awaiting = (overrides: Partial<OnlinePaymentView> = {}): OnlinePaymentView => ({
  _id: 'o-1',
  customerId: 'c-asha',
  status: 'awaiting',
  gatewayOrderIds: [],
  placedAt: recordedAt(0),
  openedAt: null,
  openRefunds: [],
  ...overrides,
});

describe('online payments read model', () => {
  it('keeps an order paid online while it awaits its money, with the gateway orders opened for it', async () => {
    await spec.given([placedOnline]).thenReadModel({ online_payments: [awaiting()] });
    await spec.given([placedOnline, opened('order_R1'), opened('order_R2')]).thenReadModel({
      online_payments: [awaiting({ gatewayOrderIds: ['order_R1', 'order_R2'], openedAt: recordedAt(2) })],
    });
  });

  it('marks it paid, or cancelled when it was cancelled unpaid', async () => {
    const captured: OrderEvent = {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'razorpay', gatewayPaymentId: 'pay_1', amount: 49_700, via: 'webhook' },
    };
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: {
        ...ids,
        reason: 'Payment not received within 30 minutes',
        cancelledBy: 'system',
        total: 49_700,
        couponCode: null,
      },
    };
    await spec.given([placedOnline, opened('order_R1'), captured]).thenReadModel({
      online_payments: [awaiting({ status: 'paid', gatewayOrderIds: ['order_R1'], openedAt: recordedAt(1) })],
    });
    await spec
      .given([placedOnline, cancelled])
      .thenReadModel({ online_payments: [awaiting({ status: 'cancelled' })] });
  });

  it('leaves cash on delivery out', async () => {
    await spec.given([{ type: 'OrderPlaced', data: ashasOrder }]).thenReadModel({ online_payments: [] });
  });

  it('keeps the refunds not completed yet', async () => {
    const refund = (type: 'RefundRequested' | 'RefundCompleted', refundId: string): OrderEvent =>
      type === 'RefundRequested'
        ? {
            type,
            data: { ...ids, refundId, gateway: 'razorpay', gatewayPaymentId: refundId, amount: 49_700 },
          }
        : { type, data: { ...ids, refundId, gatewayRefundId: `rfnd-${refundId}`, amount: 49_700 } };
    await spec
      .given([
        placedOnline,
        refund('RefundRequested', 'r-1'),
        refund('RefundRequested', 'r-2'),
        refund('RefundCompleted', 'r-1'),
      ])
      .thenReadModel({ online_payments: [awaiting({ openRefunds: ['r-2'] })] });
  });
});
