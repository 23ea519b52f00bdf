/** The payment events of an order, and the words and names they carry. */
import { z } from 'zod';
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
/** The claim or return a refund settles; null for money given back whole (a cancellation, a mismatch). */
const settles = z.string().min(1).nullable();

/**
 * Money to give back: `refundId` is the shop's, and the gateway's idempotency key for it. Version 2 names
 * what it settles; version 1 refunds gave back a whole payment.
 */
export const RefundRequested = defineEvent(
  'RefundRequested',
  z.object({
    ...ids,
    refundId: z.string().min(1),
    gateway,
    gatewayPaymentId: z.string().min(1),
    amount,
    settles,
  }),
  { schemaVersion: 2, upcasters: { 1: (data) => ({ ...(data as object), settles: null }) } },
);
/** How the shop paid back cash taken on delivery: by UPI or bank transfer, outside any gateway. */
export const MANUAL_REFUND_METHODS = ['upi', 'bank_transfer'] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];
/** The shop paid money back by hand (cash on delivery has no gateway), with the transfer's reference. */
export const RefundPaidByHand = defineEvent(
  'RefundPaidByHand',
  z.object({
    ...ids,
    refundId: z.string().min(1),
    amount,
    method: z.enum(MANUAL_REFUND_METHODS),
    reference: z.string().min(1),
    settles,
  }),
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
  RefundPaidByHand,
] as const;
export type PaymentEvent = EventsOf<typeof paymentEvents>;
export const paymentEventTypes = paymentEvents.map((definition) => definition.type);
