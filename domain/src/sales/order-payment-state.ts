/** What an order knows of its money, folded from its payment events, and what follows from it. */
import { formatRupees } from '../shared/format-rupees';
import { isTestMode, type PaymentEvent, type PaymentGatewayName } from './order-payment-events';

export interface Capture {
  gateway: PaymentGatewayName;
  gatewayPaymentId: string | null;
  amount: number;
}

export interface Refund {
  refundId: string;
  /** The gateway that took the payment, and gives it back; `cash` for money paid back by hand. */
  gateway: PaymentGatewayName;
  /** The payment given back; null for cash collected on delivery. */
  gatewayPaymentId: string | null;
  amount: number;
  status: 'requested' | 'completed' | 'failed';
  /** The gateway's id once it took the refund on; the transfer's reference for one paid by hand. */
  gatewayRefundId: string | null;
  /** The claim or return it settles; null for a whole payment given back. */
  settles: string | null;
}

export interface GatewayOrder {
  gateway: PaymentGatewayName;
  /** Stopped by the shop: never offered to the shopper again. */
  cancelled: boolean;
}

/**
 * What an order knows of its money: pending or unpaid, paid, refunded; a refund the bank returns after it
 * completed makes it paid again, until a refund asked for again completes.
 */
export interface OrderPayment {
  /** Gateway orders opened for it, by id. */
  opened: Readonly<Record<string, GatewayOrder>>;
  /** How often the shopper opened or went back to a payment: the time to pay counts from the latest. */
  attempts: number;
  captures: readonly Capture[];
  /** Payments for another amount or currency, by their gateway payment id: given back, never counted. */
  mismatched: readonly string[];
  refunds: readonly Refund[];
  /** The failed tries recorded, by the try's id (or its reason when the gateway names no try). */
  failures: readonly string[];
}

export const noPayment = (): OrderPayment => ({
  opened: {},
  attempts: 0,
  captures: [],
  mismatched: [],
  refunds: [],
  failures: [],
});

/** The payments captured as the order's, by their gateway ids. */
export const capturedIds = (payment: OrderPayment) =>
  new Set(payment.captures.map((held) => held.gatewayPaymentId));

/** Paid money not yet given back. */
export const heldAmount = (payment: OrderPayment) => {
  const captured = capturedIds(payment);
  return (
    payment.captures.reduce((sum, capture) => sum + capture.amount, 0) -
    payment.refunds
      .filter((refund) => refund.status === 'completed' && captured.has(refund.gatewayPaymentId))
      .reduce((sum, refund) => sum + refund.amount, 0)
  );
};

export const isPaid = (payment: OrderPayment) => payment.captures.length > 0;

/** Paid through the test-mode gateway: the order looks paid, and no money was taken. */
export const paidInTestMode = (payment: OrderPayment) =>
  payment.captures.some((capture) => isTestMode(capture.gateway));

/** Two tries at one refund: the same payment given back for the same reason. */
export const sameRefund = (a: Refund) => (b: Refund) =>
  a.gatewayPaymentId === b.gatewayPaymentId && a.settles === b.settles;

/** Refunds an admin should act on: failed, and not asked for again since. */
export const failedRefunds = (payment: OrderPayment) =>
  payment.refunds.filter(
    (refund) =>
      refund.status === 'failed' &&
      !payment.refunds.some((later) => sameRefund(refund)(later) && later.status !== 'failed'),
  );

/** What the order has given back, or is giving back: every refund but the failed ones. */
export const refundedOrGiving = (payment: OrderPayment) =>
  payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);

/** The gateway orders a shopper may still pay through, newest last. */
export const payableGatewayOrders = (payment: OrderPayment, gateway: PaymentGatewayName) =>
  Object.entries(payment.opened)
    .filter(([, opened]) => opened.gateway === gateway && !opened.cancelled)
    .map(([gatewayOrderId]) => gatewayOrderId);

/** A failed try is known by the gateway's id for it, or by its reason when the gateway names none. */
export const failureKey = (gatewayPaymentId: string | null, reason: string) =>
  gatewayPaymentId ?? `reason:${reason}`;

export function evolvePayment(payment: OrderPayment, event: PaymentEvent): OrderPayment {
  switch (event.type) {
    case 'PaymentInitiated': {
      const opened = { gateway: event.data.gateway, cancelled: false };
      return {
        ...payment,
        opened: { ...payment.opened, [event.data.gatewayOrderId]: opened },
        attempts: payment.attempts + 1,
      };
    }
    case 'PaymentResumed':
      return { ...payment, attempts: payment.attempts + 1 };
    case 'PaymentCancelled': {
      const { gatewayOrderId, gateway } = event.data;
      return { ...payment, opened: { ...payment.opened, [gatewayOrderId]: { gateway, cancelled: true } } };
    }
    case 'PaymentCaptured': {
      const { gateway, gatewayPaymentId, amount } = event.data;
      return { ...payment, captures: [...payment.captures, { gateway, gatewayPaymentId, amount }] };
    }
    case 'PaymentMismatched':
      return { ...payment, mismatched: [...payment.mismatched, event.data.gatewayPaymentId] };
    case 'PaymentFailed': {
      const failure = failureKey(event.data.gatewayPaymentId, event.data.reason);
      return { ...payment, failures: [...payment.failures, failure] };
    }
    case 'RefundRequested': {
      const { refundId, gateway, gatewayPaymentId, amount, settles } = event.data;
      const refund: Refund = {
        refundId,
        gateway,
        gatewayPaymentId,
        amount,
        status: 'requested',
        gatewayRefundId: null,
        settles,
      };
      return { ...payment, refunds: [...payment.refunds, refund] };
    }
    case 'RefundPaidByHand': {
      const { refundId, amount, reference, settles } = event.data;
      const refund: Refund = {
        refundId,
        gateway: 'cash',
        gatewayPaymentId: null,
        amount,
        status: 'completed',
        gatewayRefundId: reference,
        settles,
      };
      return { ...payment, refunds: [...payment.refunds, refund] };
    }
    case 'RefundAccepted':
    case 'RefundCompleted':
    case 'RefundFailed': {
      const change: Partial<Refund> =
        event.type === 'RefundFailed'
          ? { status: 'failed' }
          : {
              gatewayRefundId: event.data.gatewayRefundId,
              ...(event.type === 'RefundCompleted' ? { status: 'completed' as const } : {}),
            };
      return {
        ...payment,
        refunds: payment.refunds.map((refund) =>
          refund.refundId === event.data.refundId ? { ...refund, ...change } : refund,
        ),
      };
    }
  }
}

/** The order's payment status as shoppers and admins read it. */
export function paymentStatusOf(
  onlinePayment: boolean,
  payment: OrderPayment,
): 'unpaid' | 'pending' | 'paid' | 'refunded' {
  if (!isPaid(payment)) return onlinePayment ? 'pending' : 'unpaid';
  // Refunded once what was taken has been given back; an order with nothing to pay (₹0 taken) stays paid.
  const givenBack = payment.refunds.some((refund) => refund.status === 'completed');
  return heldAmount(payment) > 0 || !givenBack ? 'paid' : 'refunded';
}

/** How a refund reads in the order's history: 'Refund of ₹X requested', then completed or failed. */
export const refundWording = (amountPaise: number, outcome: 'requested' | 'completed' | 'failed') =>
  `Refund of ${formatRupees(amountPaise)} ${outcome}`;
