import { z } from 'zod';
import { formatRupees } from '../catalog/format-rupees';
import { invalid } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';

/** Who took the money: an online gateway, or the courier collecting cash on delivery. */
/** `none` takes an order with nothing to pay (a coupon took it to ₹0): paid as it is placed, by no gateway. */
export const PAYMENT_GATEWAYS = ['razorpay', 'stripe', 'test', 'cash', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** The shop's own test-mode gateway takes no money: what it captures is marked, and never counts as revenue. */
export const isTestMode = (gateway: PaymentGatewayName) => gateway === 'test';
/** How the shop learnt of a capture: whichever comes first of the browser, the gateway's webhook and the shop asking. */
/** `placement`: the order had nothing to pay, so it was paid as it was placed. */
export const CAPTURE_SOURCES = ['callback', 'webhook', 'reconciliation', 'delivery', 'placement'] as const;

export const PAYMENT_MISMATCH = 'Payment verification failed: the payment does not match this order';
export const NOT_PAYABLE = 'This order can no longer be paid';
export const PAID_ALREADY = 'This order is paid already';

const ids = { orderId: z.string().min(1), customerId: z.string().min(1) };
const gateway = z.enum(PAYMENT_GATEWAYS);
const amount = z.number().int();

/** A payment was opened with a gateway for the order's total. */
export const PaymentInitiated = defineEvent(
  'PaymentInitiated',
  z.object({ ...ids, gateway, gatewayOrderId: z.string().min(1), amount }),
);
/** The shopper went back to a payment opened before ('Pay now'): the time to pay starts again. */
export const PaymentResumed = defineEvent(
  'PaymentResumed',
  z.object({ ...ids, gateway, gatewayOrderId: z.string().min(1) }),
);
/** The shop stopped a gateway payment (the order expired unpaid): a later 'Pay now' opens a new one. */
export const PaymentCancelled = defineEvent(
  'PaymentCancelled',
  z.object({ ...ids, gateway, gatewayOrderId: z.string().min(1), reason: z.string() }),
);
export const PaymentCaptured = defineEvent(
  'PaymentCaptured',
  z.object({
    ...ids,
    gateway,
    gatewayPaymentId: z.string().min(1).nullable(),
    amount,
    via: z.enum(CAPTURE_SOURCES),
  }),
);
/**
 * Money arrived for one of the order's gateway orders in another amount or currency than the order's (a fee
 * the customer bore, a foreign card): it is never the order's payment, and it is given back.
 */
export const PaymentMismatched = defineEvent(
  'PaymentMismatched',
  z.object({
    ...ids,
    gateway,
    gatewayOrderId: z.string().min(1),
    gatewayPaymentId: z.string().min(1),
    amount,
    currency: z.string(),
    expectedAmount: amount,
  }),
);
/** One try at paying failed; the order stays payable. `gatewayPaymentId` names the try, when the gateway does. */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  z.object({ ...ids, gateway, gatewayPaymentId: z.string().min(1).nullable(), reason: z.string() }),
);
/** Money to give back: `refundId` is the shop's, and the gateway's idempotency key for it. */
export const RefundRequested = defineEvent(
  'RefundRequested',
  z.object({ ...ids, refundId: z.string().min(1), gateway, gatewayPaymentId: z.string().min(1), amount }),
);
/** The gateway took the refund on and settles it later: the shop follows it by the gateway's id. */
export const RefundAccepted = defineEvent(
  'RefundAccepted',
  z.object({ ...ids, refundId: z.string().min(1), gatewayRefundId: z.string().min(1) }),
);
export const RefundCompleted = defineEvent(
  'RefundCompleted',
  z.object({ ...ids, refundId: z.string().min(1), gatewayRefundId: z.string().min(1), amount }),
);
/** The gateway refused or failed the refund for good; an admin may ask for it again, as a new refund. */
export const RefundFailed = defineEvent(
  'RefundFailed',
  z.object({ ...ids, refundId: z.string().min(1), reason: z.string() }),
);

export const paymentEvents = [
  PaymentInitiated,
  PaymentResumed,
  PaymentCancelled,
  PaymentCaptured,
  PaymentMismatched,
  PaymentFailed,
  RefundRequested,
  RefundAccepted,
  RefundCompleted,
  RefundFailed,
] as const;
export type PaymentEvent = EventsOf<typeof paymentEvents>;
export const paymentEventTypes = paymentEvents.map((definition) => definition.type);

interface Capture {
  gateway: PaymentGatewayName;
  gatewayPaymentId: string | null;
  amount: number;
}

export interface Refund {
  refundId: string;
  /** The gateway that took the payment, and gives it back. */
  gateway: PaymentGatewayName;
  gatewayPaymentId: string;
  amount: number;
  status: 'requested' | 'completed' | 'failed';
  /** The gateway's id once it took the refund on. */
  gatewayRefundId: string | null;
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

/** What the payment decisions need of the order itself. */
export interface PayableOrder {
  orderId: string;
  customerId: string;
  total: number;
  cancelled: boolean;
  onlinePayment: boolean;
  payment: OrderPayment;
}

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

const capturedIds = (payment: OrderPayment) => new Set(payment.captures.map((held) => held.gatewayPaymentId));

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

/** Refunds an admin should act on: failed, and not asked for again since. */
export const failedRefunds = (payment: OrderPayment) =>
  payment.refunds.filter(
    (refund) =>
      refund.status === 'failed' &&
      !payment.refunds.some(
        (later) => later.gatewayPaymentId === refund.gatewayPaymentId && later.status !== 'failed',
      ),
  );

/** The gateway orders a shopper may still pay through, newest last. */
export const payableGatewayOrders = (payment: OrderPayment, gateway: PaymentGatewayName) =>
  Object.entries(payment.opened)
    .filter(([, opened]) => opened.gateway === gateway && !opened.cancelled)
    .map(([gatewayOrderId]) => gatewayOrderId);

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
      const tries = order.payment.refunds.filter(
        (refund) => refund.gatewayPaymentId === failed.gatewayPaymentId,
      );
      return [refundOf(order, failed.gateway, failed.gatewayPaymentId, failed.amount, tries.length + 1)];
    }
  }
}

const failureKey = (gatewayPaymentId: string | null, reason: string) =>
  gatewayPaymentId ?? `reason:${reason}`;

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
      refundOf(order, gateway, gatewayPaymentId, amount, 1),
    ];
  }
  const captured: PaymentEvent = {
    type: 'PaymentCaptured',
    data: { orderId, customerId, gateway, gatewayPaymentId, amount, via },
  };
  if (!order.cancelled && !isPaid(order.payment)) return [captured];
  return [captured, refundOf(order, gateway, gatewayPaymentId, amount, 1)];
}

/**
 * The refunds that give back everything paid online for an order being cancelled: one per payment not
 * refunded yet. Cash collected by a courier is given back by hand, not through a gateway.
 */
export function refundsForCancellation(order: PayableOrder): PaymentEvent[] {
  return order.payment.captures.flatMap(({ gateway, gatewayPaymentId, amount }) =>
    gateway === 'cash' ||
    gatewayPaymentId === null ||
    order.payment.refunds.some((refund) => refund.gatewayPaymentId === gatewayPaymentId)
      ? []
      : [refundOf(order, gateway, gatewayPaymentId, amount, 1)],
  );
}

/**
 * A refund named by its payment and its try: the gateway sees the same idempotency key however often one try
 * is asked, and a try an admin asks for after a failure is a new key, never a replay of the failed one.
 */
function refundOf(
  order: PayableOrder,
  gateway: PaymentGatewayName,
  gatewayPaymentId: string,
  amount: number,
  attempt: number,
): PaymentEvent {
  const { orderId, customerId } = order;
  const refundId = attempt === 1 ? `refund-${gatewayPaymentId}` : `refund-${gatewayPaymentId}-${attempt}`;
  return {
    type: 'RefundRequested',
    data: { orderId, customerId, refundId, gateway, gatewayPaymentId, amount },
  };
}

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
      const { refundId, gateway, gatewayPaymentId, amount } = event.data;
      const refund: Refund = {
        refundId,
        gateway,
        gatewayPaymentId,
        amount,
        status: 'requested',
        gatewayRefundId: null,
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
