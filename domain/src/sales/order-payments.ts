import { z } from 'zod';
import { formatRupees } from '../catalog/format-rupees';
import { invalid } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';

/** Who took the money: an online gateway, or the courier collecting cash on delivery. */
export const PAYMENT_GATEWAYS = ['razorpay', 'stripe', 'test', 'cash'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** The shop's own test-mode gateway takes no money: what it captures is marked, and never counts as revenue. */
export const isTestMode = (gateway: PaymentGatewayName) => gateway === 'test';
/** How the shop learnt of a capture: whichever comes first of the browser, the gateway's webhook and the shop asking. */
export const CAPTURE_SOURCES = ['callback', 'webhook', 'reconciliation', 'delivery'] as const;

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
/** One try at paying failed; the order stays payable. */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  z.object({ ...ids, gateway, gatewayPaymentId: z.string().min(1).nullable(), reason: z.string() }),
);
/** Money to give back: `refundId` is the shop's, and the gateway's idempotency key for it. */
export const RefundRequested = defineEvent(
  'RefundRequested',
  z.object({ ...ids, refundId: z.string().min(1), gateway, gatewayPaymentId: z.string().min(1), amount }),
);
export const RefundCompleted = defineEvent(
  'RefundCompleted',
  z.object({ ...ids, refundId: z.string().min(1), gatewayRefundId: z.string().min(1), amount }),
);
/** The gateway refused or failed the refund; it is tried again until it completes. */
export const RefundFailed = defineEvent(
  'RefundFailed',
  z.object({ ...ids, refundId: z.string().min(1), reason: z.string() }),
);

export const paymentEvents = [
  PaymentInitiated,
  PaymentCaptured,
  PaymentFailed,
  RefundRequested,
  RefundCompleted,
  RefundFailed,
] as const;
export type PaymentEvent = EventsOf<typeof paymentEvents>;

interface Capture {
  gateway: PaymentGatewayName;
  gatewayPaymentId: string | null;
  amount: number;
}

export interface Refund {
  refundId: string;
  gatewayPaymentId: string;
  amount: number;
  status: 'requested' | 'completed' | 'failed';
}

/** What an order knows of its money. Its status only moves forward: pending or unpaid, paid, refunded. */
export interface OrderPayment {
  /** Gateway orders opened for it, by id, with their gateway. */
  opened: Readonly<Record<string, PaymentGatewayName>>;
  captures: readonly Capture[];
  refunds: readonly Refund[];
  failures: readonly string[];
}

export const noPayment = (): OrderPayment => ({ opened: {}, captures: [], refunds: [], failures: [] });

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
  | { type: 'CompleteRefund'; data: { orderId: string; refundId: string; gatewayRefundId: string } }
  | { type: 'FailRefund'; data: { orderId: string; refundId: string; reason: string } };

/** Paid money not yet given back. */
export const heldAmount = (payment: OrderPayment) =>
  payment.captures.reduce((sum, capture) => sum + capture.amount, 0) -
  payment.refunds
    .filter((refund) => refund.status === 'completed')
    .reduce((sum, refund) => sum + refund.amount, 0);

export const isPaid = (payment: OrderPayment) => payment.captures.length > 0;

/** Paid through the test-mode gateway: the order looks paid, and no money was taken. */
export const paidInTestMode = (payment: OrderPayment) =>
  payment.captures.some((capture) => isTestMode(capture.gateway));

export function decidePayment(command: PaymentCommand, order: PayableOrder): PaymentEvent[] {
  const { orderId, customerId } = order;
  switch (command.type) {
    case 'InitiatePayment': {
      if (order.cancelled || !order.onlinePayment) throw invalid(NOT_PAYABLE);
      if (isPaid(order.payment)) throw invalid(PAID_ALREADY);
      const { gateway, gatewayOrderId } = command.data;
      if (order.payment.opened[gatewayOrderId]) return [];
      if (command.data.amount !== order.total) throw invalid(PAYMENT_MISMATCH);
      return [
        {
          type: 'PaymentInitiated',
          data: { orderId, customerId, gateway, gatewayOrderId, amount: order.total },
        },
      ];
    }
    case 'CapturePayment':
      return decideCapture(command.data, order);
    case 'FailPayment': {
      const { gatewayOrderId, gatewayPaymentId, reason } = command.data;
      const gateway = order.payment.opened[gatewayOrderId];
      if (!gateway) throw invalid(PAYMENT_MISMATCH);
      if (isPaid(order.payment) || order.cancelled) return [];
      if (gatewayPaymentId !== null && order.payment.failures.includes(gatewayPaymentId)) return [];
      return [{ type: 'PaymentFailed', data: { orderId, customerId, gateway, gatewayPaymentId, reason } }];
    }
    case 'CompleteRefund': {
      const refund = order.payment.refunds.find((candidate) => candidate.refundId === command.data.refundId);
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
      const refund = order.payment.refunds.find((candidate) => candidate.refundId === command.data.refundId);
      if (refund?.status !== 'requested') return [];
      return [
        {
          type: 'RefundFailed',
          data: { orderId, customerId, refundId: refund.refundId, reason: command.data.reason },
        },
      ];
    }
  }
}

/**
 * A capture counts once, whichever way it arrives, and only for a gateway order opened for this order, for
 * the order's total in rupees. Money taken for an order that no longer wants it (cancelled, or paid by
 * another payment already) is recorded and given back at once: it is never lost, nor kept.
 */
function decideCapture(
  capture: Extract<PaymentCommand, { type: 'CapturePayment' }>['data'],
  order: PayableOrder,
): PaymentEvent[] {
  const { orderId, customerId } = order;
  const gateway = order.payment.opened[capture.gatewayOrderId];
  if (!gateway || capture.amount !== order.total || capture.currency.toUpperCase() !== 'INR') {
    throw invalid(PAYMENT_MISMATCH);
  }
  const { gatewayPaymentId, amount, via } = capture;
  if (order.payment.captures.some((held) => held.gatewayPaymentId === gatewayPaymentId)) return [];
  const captured: PaymentEvent = {
    type: 'PaymentCaptured',
    data: { orderId, customerId, gateway, gatewayPaymentId, amount, via },
  };
  if (!order.cancelled && !isPaid(order.payment)) return [captured];
  return [captured, refundOf(order, gateway, gatewayPaymentId, amount)];
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
      : [refundOf(order, gateway, gatewayPaymentId, amount)],
  );
}

/** One refund per payment, named by it: the gateway sees the same idempotency key however often it is asked. */
function refundOf(
  order: PayableOrder,
  gateway: PaymentGatewayName,
  gatewayPaymentId: string,
  amount: number,
): PaymentEvent {
  const { orderId, customerId } = order;
  return {
    type: 'RefundRequested',
    data: { orderId, customerId, refundId: `refund-${gatewayPaymentId}`, gateway, gatewayPaymentId, amount },
  };
}

export function evolvePayment(payment: OrderPayment, event: PaymentEvent): OrderPayment {
  switch (event.type) {
    case 'PaymentInitiated':
      return { ...payment, opened: { ...payment.opened, [event.data.gatewayOrderId]: event.data.gateway } };
    case 'PaymentCaptured': {
      const { gateway, gatewayPaymentId, amount } = event.data;
      return { ...payment, captures: [...payment.captures, { gateway, gatewayPaymentId, amount }] };
    }
    case 'PaymentFailed': {
      const failed = event.data.gatewayPaymentId;
      return failed === null ? payment : { ...payment, failures: [...payment.failures, failed] };
    }
    case 'RefundRequested': {
      const { refundId, gatewayPaymentId, amount } = event.data;
      return {
        ...payment,
        refunds: [...payment.refunds, { refundId, gatewayPaymentId, amount, status: 'requested' }],
      };
    }
    case 'RefundCompleted':
    case 'RefundFailed': {
      const status = event.type === 'RefundCompleted' ? 'completed' : 'failed';
      return {
        ...payment,
        refunds: payment.refunds.map((refund) =>
          refund.refundId === event.data.refundId ? { ...refund, status } : refund,
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
  return heldAmount(payment) > 0 ? 'paid' : 'refunded';
}

/** How a refund reads in the order's history: 'Refund of ₹X requested', then completed or failed. */
export const refundWording = (amountPaise: number, outcome: 'requested' | 'completed' | 'failed') =>
  `Refund of ${formatRupees(amountPaise)} ${outcome}`;
