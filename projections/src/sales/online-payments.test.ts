import type { OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
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
  gatewayPaymentIds: [],
  placedAt: recordedAt(0),
  openedAt: null,
  attempts: 0,
  cancelledAt: null,
  openRefunds: [],
  completedRefunds: [],
  failedRefunds: [],
  ...overrides,
});

describe('online payments read model', () => {
  it('keeps an order paid online while it awaits its money, with the gateway orders opened for it', async () => {
    await spec.given([placedOnline]).thenReadModel({ online_payments: [awaiting()] });
    await spec.given([placedOnline, opened('order_R1'), opened('order_R2')]).thenReadModel({
      online_payments: [
        awaiting({ gatewayOrderIds: ['order_R1', 'order_R2'], openedAt: recordedAt(2), attempts: 2 }),
      ],
    });
  });

  it("counts the time to pay from the shopper's latest try", async () => {
    const resumed: OrderEvent = {
      type: 'PaymentResumed',
      data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_R1' },
    };
    await spec.given([placedOnline, opened('order_R1'), resumed]).thenReadModel({
      online_payments: [awaiting({ gatewayOrderIds: ['order_R1'], openedAt: recordedAt(2), attempts: 2 })],
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
      online_payments: [
        awaiting({
          status: 'paid',
          gatewayOrderIds: ['order_R1'],
          gatewayPaymentIds: ['pay_1'],
          openedAt: recordedAt(1),
          attempts: 1,
        }),
      ],
    });
    await spec
      .given([placedOnline, cancelled])
      .thenReadModel({ online_payments: [awaiting({ status: 'cancelled', cancelledAt: recordedAt(1) })] });
  });

  it('stays cancelled when a late payment arrives, and knows the payment for its refund', async () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { ...ids, reason: 'Too late', cancelledBy: 'system', total: 49_700, couponCode: null },
    };
    const late: OrderEvent = {
      type: 'PaymentCaptured',
      data: {
        ...ids,
        gateway: 'razorpay',
        gatewayPaymentId: 'pay_late',
        amount: 49_700,
        via: 'reconciliation',
      },
    };
    await spec.given([placedOnline, opened('order_R1'), cancelled, late]).thenReadModel({
      online_payments: [
        awaiting({
          status: 'cancelled',
          gatewayOrderIds: ['order_R1'],
          gatewayPaymentIds: ['pay_late'],
          openedAt: recordedAt(1),
          attempts: 1,
          cancelledAt: recordedAt(2),
        }),
      ],
    });
  });

  it('knows a mismatched payment by its id, so its refund can be followed', async () => {
    const mismatched: OrderEvent = {
      type: 'PaymentMismatched',
      data: {
        ...ids,
        gateway: 'razorpay',
        gatewayOrderId: 'order_R1',
        gatewayPaymentId: 'pay_fee',
        amount: 50_900,
        currency: 'INR',
        expectedAmount: 49_700,
      },
    };
    await spec.given([placedOnline, opened('order_R1'), mismatched]).thenReadModel({
      online_payments: [
        awaiting({
          gatewayOrderIds: ['order_R1'],
          gatewayPaymentIds: ['pay_fee'],
          openedAt: recordedAt(1),
          attempts: 1,
        }),
      ],
    });
  });

  it('leaves cash on delivery out', async () => {
    await spec.given([{ type: 'OrderPlaced', data: ashasOrder }]).thenReadModel({ online_payments: [] });
  });

  const requested = (refundId: string, gatewayPaymentId = refundId): OrderEvent => ({
    type: 'RefundRequested',
    data: { ...ids, refundId, gateway: 'razorpay', gatewayPaymentId, amount: 49_700, settles: null },
  });
  const open = (refundId: string, gatewayPaymentId = refundId) => ({
    refundId,
    gatewayPaymentId,
    amount: 49_700,
  });

  it('keeps the refunds not settled yet', async () => {
    const completed: OrderEvent = {
      type: 'RefundCompleted',
      data: { ...ids, refundId: 'r-1', gatewayRefundId: 'rfnd-r-1', amount: 49_700 },
    };
    await spec.given([placedOnline, requested('r-1'), requested('r-2'), completed]).thenReadModel({
      online_payments: [awaiting({ openRefunds: [open('r-2')], completedRefunds: [open('r-1')] })],
    });
  });

  it('moves a completed refund the bank returned to the failed ones', async () => {
    const completed: OrderEvent = {
      type: 'RefundCompleted',
      data: { ...ids, refundId: 'r-1', gatewayRefundId: 'rfnd-r-1', amount: 49_700 },
    };
    const returned: OrderEvent = {
      type: 'RefundFailed',
      data: { ...ids, refundId: 'r-1', reason: 'The bank returned the refund' },
    };
    await spec.given([placedOnline, requested('r-1'), completed, returned]).thenReadModel({
      online_payments: [
        awaiting({
          failedRefunds: [
            { ...open('r-1'), reason: 'The bank returned the refund', failedAt: recordedAt(3) },
          ],
        }),
      ],
    });
  });

  it('keeps a failed refund for an admin until it is asked for again', async () => {
    const failed: OrderEvent = {
      type: 'RefundFailed',
      data: { ...ids, refundId: 'refund-pay_1', reason: 'The bank refused the refund' },
    };
    await spec.given([placedOnline, requested('refund-pay_1', 'pay_1'), failed]).thenReadModel({
      online_payments: [
        awaiting({
          failedRefunds: [
            {
              ...open('refund-pay_1', 'pay_1'),
              reason: 'The bank refused the refund',
              failedAt: recordedAt(2),
            },
          ],
        }),
      ],
    });
    await spec
      .given([placedOnline, requested('refund-pay_1', 'pay_1'), failed, requested('refund-pay_1-2', 'pay_1')])
      .thenReadModel({ online_payments: [awaiting({ openRefunds: [open('refund-pay_1-2', 'pay_1')] })] });
  });
});
