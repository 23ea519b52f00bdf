import { invalid } from '../shared/domain-error';
import {
  type CAPTURE_SOURCES,
  NOT_PAYABLE,
  PAID_ALREADY,
  PAYMENT_MISMATCH,
  type PaymentEvent,
  type PaymentGatewayName,
} from './order-payment-events';
import {
  capturedIds,
  failedRefunds,
  failureKey,
  isPaid,
  type OrderPayment,
  refundedOrGiving,
  sameRefund,
} from './order-payment-state';

export * from './order-payment-events';
export * from './order-payment-state';

/** What the payment decisions need of the order itself. */
export interface PayableOrder {
  orderId: string;
  customerId: string;
  total: number;
  cancelled: boolean;
  onlinePayment: boolean;
  payment: OrderPayment;
}

/** What a refund needs of the order: whose it is, and what was paid. */
type RefundingOrder = Pick<PayableOrder, 'orderId' | 'customerId' | 'payment'>;

export type PaymentCommand =
  | {
      type: 'InitiatePayment';
      data: { orderId: string; gateway: PaymentGatewayName; gatewayOrderId: string; amount: number };
    }
  | { type: 'CancelPayment'; data: { orderId: string; gatewayOrderId: string; reason: string } }
  /** The gateway's word that money was taken, from the browser's verified proof, a webhook or the shop asking. */
  | {
      type: 'CapturePayment';
      data: {
        orderId: string;
        gatewayOrderId: string;
        gatewayPaymentId: string;
        amount: number;
        currency: string;
        via: (typeof CAPTURE_SOURCES)[number];
      };
    }
  | {
      type: 'FailPayment';
      data: { orderId: string; gatewayOrderId: string; gatewayPaymentId: string | null; reason: string };
    }
  | { type: 'AcceptRefund'; data: { orderId: string; refundId: string; gatewayRefundId: string } }
  | { type: 'CompleteRefund'; data: { orderId: string; refundId: string; gatewayRefundId: string } }
  | { type: 'FailRefund'; data: { orderId: string; refundId: string; reason: string } }
  /** An admin asking again for a refund that failed: a new refund, with a new idempotency key. */
  | { type: 'RetryRefund'; data: { orderId: string; refundId: string } };

export const REFUND_NOT_RETRYABLE = 'Only a failed refund can be tried again';

export function decidePayment(command: PaymentCommand, order: PayableOrder): PaymentEvent[] {
  const { orderId, customerId } = order;
  switch (command.type) {
    case 'InitiatePayment': {
      if (isPaid(order.payment)) throw invalid(PAID_ALREADY);
      if (order.cancelled || !order.onlinePayment) throw invalid(NOT_PAYABLE);
      const { gateway, gatewayOrderId } = command.data;
      const opened = order.payment.opened[gatewayOrderId];
      if (opened?.cancelled) throw invalid(NOT_PAYABLE);
      if (opened) return [{ type: 'PaymentResumed', data: { orderId, customerId, gateway, gatewayOrderId } }];
      if (command.data.amount !== order.total) throw invalid(PAYMENT_MISMATCH);
      return [
        {
          type: 'PaymentInitiated',
          data: { orderId, customerId, gateway, gatewayOrderId, amount: order.total },
        },
      ];
    }
    case 'CancelPayment': {
      const { gatewayOrderId, reason } = command.data;
      const opened = order.payment.opened[gatewayOrderId];
      if (!opened || opened.cancelled || isPaid(order.payment)) return [];
      const { gateway } = opened;
      return [{ type: 'PaymentCancelled', data: { orderId, customerId, gateway, gatewayOrderId, reason } }];
    }
    case 'CapturePayment':
      return decideCapture(command.data, order);
    case 'FailPayment': {
      const { gatewayOrderId, gatewayPaymentId, reason } = command.data;
      const gateway = order.payment.opened[gatewayOrderId]?.gateway;
      if (!gateway) throw invalid(PAYMENT_MISMATCH);
      if (isPaid(order.payment) || order.cancelled) return [];
      // The same failed try, read again by the next ask, is recorded once.
      if (order.payment.failures.includes(failureKey(gatewayPaymentId, reason))) return [];
      return [{ type: 'PaymentFailed', data: { orderId, customerId, gateway, gatewayPaymentId, reason } }];
    }
    case 'AcceptRefund': {
      const refund = refundNamed(order, command.data.refundId);
      if (refund?.status !== 'requested' || refund.gatewayRefundId !== null) return [];
      const { refundId, gatewayRefundId } = command.data;
      return [{ type: 'RefundAccepted', data: { orderId, customerId, refundId, gatewayRefundId } }];
    }
    case 'CompleteRefund': {
      const refund = refundNamed(order, command.data.refundId);
      // A refund recorded failed that the gateway later completes did give the money back: the gateway's word wins.
      if (!refund || refund.status === 'completed') return [];
      const { refundId, gatewayRefundId } = command.data;
      return [
        {
          type: 'RefundCompleted',
          data: { orderId, customerId, refundId, gatewayRefundId, amount: refund.amount },
        },
      ];
    }
    case 'FailRefund': {
      const refund = refundNamed(order, command.data.refundId);
      // A refund can fail after the gateway first said it completed (the bank returned it): the money is back here.
      if (!refund || refund.status === 'failed') return [];
      return [
        {
          type: 'RefundFailed',
          data: { orderId, customerId, refundId: refund.refundId, reason: command.data.reason },
        },
      ];
    }
    case 'RetryRefund': {
      const failed = failedRefunds(order.payment).find((refund) => refund.refundId === command.data.refundId);
      if (!failed) throw invalid(REFUND_NOT_RETRYABLE);
      if (failed.gatewayPaymentId === null) throw invalid(REFUND_NOT_RETRYABLE);
      const tries = order.payment.refunds.filter(sameRefund(failed));
      const { gateway, gatewayPaymentId, amount, settles } = failed;
      return [refundOf(order, { gateway, gatewayPaymentId, amount, settles }, tries.length + 1)];
    }
  }
}

const refundNamed = (order: PayableOrder, refundId: string) =>
  order.payment.refunds.find((candidate) => candidate.refundId === refundId);

/**
 * A capture counts once, whichever way it arrives, and only for a gateway order opened for this order, for
 * the order's total in rupees. Money taken for an order that no longer wants it (cancelled, or paid by
 * another payment already) is recorded and given back at once; money in another amount or currency is
 * recorded as a mismatch and given back: it is never lost, nor kept.
 */
function decideCapture(
  capture: Extract<PaymentCommand, { type: 'CapturePayment' }>['data'],
  order: PayableOrder,
): PaymentEvent[] {
  const { orderId, customerId } = order;
  const gateway = order.payment.opened[capture.gatewayOrderId]?.gateway;
  if (!gateway) throw invalid(PAYMENT_MISMATCH);
  const { gatewayOrderId, gatewayPaymentId, amount, currency, via } = capture;
  if (capturedIds(order.payment).has(gatewayPaymentId) || order.payment.mismatched.includes(gatewayPaymentId))
    return [];
  if (amount !== order.total || currency.toUpperCase() !== 'INR') {
    const expectedAmount = order.total;
    return [
      {
        type: 'PaymentMismatched',
        data: {
          orderId,
          customerId,
          gateway,
          gatewayOrderId,
          gatewayPaymentId,
          amount,
          currency,
          expectedAmount,
        },
      },
      refundOf(order, { gateway, gatewayPaymentId, amount, settles: null }, 1),
    ];
  }
  const captured: PaymentEvent = {
    type: 'PaymentCaptured',
    data: { orderId, customerId, gateway, gatewayPaymentId, amount, via },
  };
  if (!order.cancelled && !isPaid(order.payment)) return [captured];
  return [captured, refundOf(order, { gateway, gatewayPaymentId, amount, settles: null }, 1)];
}

/**
 * The refunds that give back everything paid online for an order being cancelled: one per payment not
 * given back yet, less what refunds for claims and returns give back of it. Cash collected by a courier is
 * given back by hand, not through a gateway.
 */
export function refundsForCancellation(order: PayableOrder): PaymentEvent[] {
  return order.payment.captures.flatMap(({ gateway, gatewayPaymentId, amount }) => {
    if (gateway === 'cash' || gatewayPaymentId === null) return [];
    const ofPayment = order.payment.refunds.filter((refund) => refund.gatewayPaymentId === gatewayPaymentId);
    if (ofPayment.some((refund) => refund.settles === null)) return [];
    const left = amount - refundedOrGiving({ ...order.payment, refunds: ofPayment });
    return left > 0 ? [refundOf(order, { gateway, gatewayPaymentId, amount: left, settles: null }, 1)] : [];
  });
}

/**
 * The refund of part of what was paid, settling a claim or a return, through the gateway it was paid with:
 * from the payment with enough of it left. Null when it was paid in cash (the shop pays it back by hand).
 */
export function settlingRefund(order: RefundingOrder, amount: number, settles: string): PaymentEvent | null {
  const capture = order.payment.captures.find(
    (held) =>
      held.gatewayPaymentId !== null &&
      held.amount -
        refundedOrGiving({
          ...order.payment,
          refunds: order.payment.refunds.filter(
            (refund) => refund.gatewayPaymentId === held.gatewayPaymentId,
          ),
        }) >=
        amount,
  );
  if (!capture || capture.gateway === 'cash' || capture.gatewayPaymentId === null) return null;
  const { gateway, gatewayPaymentId } = capture;
  return refundOf(order, { gateway, gatewayPaymentId, amount, settles }, 1);
}

/**
 * A refund named by what it gives back and its try: the gateway sees the same idempotency key however often
 * one try is asked, and a try an admin asks for after a failure is a new key, never a replay of the failed one.
 */
function refundOf(
  order: RefundingOrder,
  refund: { gateway: PaymentGatewayName; gatewayPaymentId: string; amount: number; settles: string | null },
  attempt: number,
): PaymentEvent {
  const { orderId, customerId } = order;
  const base = refund.settles === null ? `refund-${refund.gatewayPaymentId}` : `refund-${refund.settles}`;
  const refundId = attempt === 1 ? base : `${base}-${attempt}`;
  return { type: 'RefundRequested', data: { orderId, customerId, refundId, ...refund } };
}
