import type { OrderEvent } from '@verdant/domain/sales/order';
import { documentProjection, type StoredDocument } from '@verdant/platform';

export interface OpenRefundView {
  refundId: string;
  gatewayPaymentId: string;
  amount: number;
}

export interface FailedRefundView extends OpenRefundView {
  reason: string;
  failedAt: string;
}

/**
 * An order paid online, as the payment jobs and the dashboard look it up: by the gateway orders opened for it
 * and the payments taken through them (a webhook names only those), while it awaits its money (the
 * reconciliation asks the gateways, and cancels what never came), once cancelled (a late payment is still
 * looked for, and given back), while a refund of it is not completed, and when a refund failed and waits for
 * an admin. The `_id` is the order's id.
 */
export interface OnlinePaymentView extends StoredDocument {
  customerId: string;
  status: 'awaiting' | 'paid' | 'cancelled';
  gatewayOrderIds: string[];
  /** Payments taken for it, the order's or not (a mismatched amount): refund webhooks name these. */
  gatewayPaymentIds: string[];
  placedAt: string;
  /** When the shopper last opened or went back to a payment; null while they have not started paying. */
  openedAt: string | null;
  /** How many times they did: an expiry decided on fewer has missed a newer try. */
  attempts: number;
  cancelledAt: string | null;
  /** Refunds asked of a gateway and not settled yet. */
  openRefunds: OpenRefundView[];
  /** Refunds completed: a bank may still return one, and it fails after all. */
  completedRefunds: OpenRefundView[];
  /** Refunds the gateway failed, not asked for again yet: 'Refund failed — retry'. */
  failedRefunds: FailedRefundView[];
}

type Handled =
  | 'OrderPlaced'
  | 'PaymentInitiated'
  | 'PaymentResumed'
  | 'PaymentCaptured'
  | 'PaymentMismatched'
  | 'OrderCancelled'
  | 'RefundRequested'
  | 'RefundCompleted'
  | 'RefundFailed';

const withPayment = (payments: string[], gatewayPaymentId: string | null) =>
  gatewayPaymentId === null || payments.includes(gatewayPaymentId)
    ? payments
    : [...payments, gatewayPaymentId];

const withoutRefund = (refunds: OpenRefundView[], refundId: string) =>
  refunds.filter((open) => open.refundId !== refundId);

export const onlinePaymentsProjection = documentProjection<OrderEvent, OnlinePaymentView, Handled>({
  name: 'online-payments',
  // Version 2 follows payment attempts, mismatched payments, cancellations and failed refunds.
  version: 2,
  collection: 'online_payments',
  indexes: [
    { keys: { status: 1 } },
    { keys: { gatewayOrderIds: 1 } },
    { keys: { gatewayPaymentIds: 1 } },
    { keys: { 'openRefunds.refundId': 1 } },
    { keys: { 'failedRefunds.refundId': 1 } },
  ],
  handles: [
    'OrderPlaced',
    'PaymentInitiated',
    'PaymentResumed',
    'PaymentCaptured',
    'PaymentMismatched',
    'OrderCancelled',
    'RefundRequested',
    'RefundCompleted',
    'RefundFailed',
  ],
  documentId: (event) => event.data.orderId,
  evolve(payment, event) {
    const at = event.metadata.at;
    if (event.type === 'OrderPlaced') {
      const { orderId, customerId, paymentMethod } = event.data;
      if (paymentMethod === 'cod' || paymentMethod === 'none') return null;
      return {
        _id: orderId,
        customerId,
        status: 'awaiting',
        gatewayOrderIds: [],
        gatewayPaymentIds: [],
        placedAt: at,
        openedAt: null,
        attempts: 0,
        cancelledAt: null,
        openRefunds: [],
        completedRefunds: [],
        failedRefunds: [],
      };
    }
    if (!payment) return null;
    switch (event.type) {
      case 'PaymentInitiated':
        return {
          ...payment,
          gatewayOrderIds: [...payment.gatewayOrderIds, event.data.gatewayOrderId],
          openedAt: at,
          attempts: payment.attempts + 1,
        };
      case 'PaymentResumed':
        return { ...payment, openedAt: at, attempts: payment.attempts + 1 };
      case 'PaymentCaptured':
        return {
          ...payment,
          status: payment.status === 'cancelled' ? 'cancelled' : 'paid',
          gatewayPaymentIds: withPayment(payment.gatewayPaymentIds, event.data.gatewayPaymentId),
        };
      case 'PaymentMismatched':
        return {
          ...payment,
          gatewayPaymentIds: withPayment(payment.gatewayPaymentIds, event.data.gatewayPaymentId),
        };
      case 'OrderCancelled':
        return { ...payment, status: 'cancelled', cancelledAt: at };
      case 'RefundRequested': {
        const { refundId, gatewayPaymentId, amount } = event.data;
        return {
          ...payment,
          openRefunds: [...payment.openRefunds, { refundId, gatewayPaymentId, amount }],
          failedRefunds: payment.failedRefunds.filter(
            (failed) => failed.gatewayPaymentId !== gatewayPaymentId,
          ),
        };
      }
      case 'RefundCompleted': {
        const completed = payment.openRefunds.find((open) => open.refundId === event.data.refundId);
        return {
          ...payment,
          openRefunds: withoutRefund(payment.openRefunds, event.data.refundId),
          completedRefunds: completed ? [...payment.completedRefunds, completed] : payment.completedRefunds,
        };
      }
      case 'RefundFailed': {
        const { refundId, reason } = event.data;
        const failed = [...payment.openRefunds, ...payment.completedRefunds].find(
          (refund) => refund.refundId === refundId,
        );
        return {
          ...payment,
          openRefunds: withoutRefund(payment.openRefunds, refundId),
          completedRefunds: withoutRefund(payment.completedRefunds, refundId),
          failedRefunds: failed
            ? [...payment.failedRefunds, { ...failed, reason, failedAt: at }]
            : payment.failedRefunds,
        };
      }
    }
  },
});
