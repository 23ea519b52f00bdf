import { createHash } from 'node:crypto';
import { headerOf, hmacSha256Hex, sameSignature } from './gateway-support';
import { type GatewayRefund, type WebhookFacts, WebhookSignatureError } from './payment-gateway';

interface PaymentEntity {
  id: string;
  amount: number;
  currency: string;
  status: string;
  order_id: string | null;
  error_description?: string | null;
}

interface OrderEntity {
  id: string;
}

/** A Razorpay refund, as its API and its webhooks give it (the parts in use). */
export interface RazorpayRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
}

interface RazorpayEvent {
  event: string;
  payload?: {
    payment?: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RazorpayRefund };
  };
}

/** Razorpay's events about a refund; each carries the refund as it is now. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);

/** Processed is completed; failed failed for good (Razorpay gives no reason); anything else waits. */
export function razorpayRefundOutcome(refund: RazorpayRefund): GatewayRefund {
  switch (refund.status) {
    case 'processed':
      return { status: 'completed', gatewayRefundId: refund.id };
    case 'failed':
      return {
        status: 'failed',
        gatewayRefundId: refund.id,
        reason: `Razorpay could not process refund ${refund.id}`,
      };
    default:
      return { status: 'pending', gatewayRefundId: refund.id };
  }
}

/**
 * A Razorpay webhook, once its `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret, hex)
 * is Razorpay's. The event id is the `X-Razorpay-Event-Id` header, which the signature does not cover: a body
 * delivered again under another event id is still well-signed and is read again. Acting once on a payment is the
 * caller's job (the order records a capture once), not the signature's. The shop's order is found by the
 * Razorpay order and payment ids, never by the notes or receipt, which a shopper's checkout can carry too.
 */
export function readRazorpayWebhook(
  rawBody: Buffer,
  headers: Readonly<Record<string, string | undefined>>,
  webhookSecret: string,
): WebhookFacts {
  const signature = headerOf(headers, 'x-razorpay-signature') ?? '';
  if (!sameSignature(hmacSha256Hex(webhookSecret, rawBody), signature))
    throw new WebhookSignatureError('Razorpay did not sign this webhook');
  const eventId =
    headerOf(headers, 'x-razorpay-event-id') ?? `body-${createHash('sha256').update(rawBody).digest('hex')}`;
  const event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
  const refund = event.payload?.refund?.entity;
  if (REFUND_EVENTS.has(event.event) && refund?.id && refund.payment_id)
    return {
      kind: 'refund',
      eventId,
      gatewayRefundId: refund.id,
      gatewayPaymentId: refund.payment_id,
      outcome: razorpayRefundOutcome(refund),
    };
  const payment = event.payload?.payment?.entity;
  const gatewayOrderId = event.payload?.order?.entity.id ?? payment?.order_id;
  if (!payment || !gatewayOrderId) return { kind: 'ignored', eventId, type: event.event };
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      return {
        kind: 'captured',
        eventId,
        gatewayOrderId,
        gatewayPaymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      };
    case 'payment.failed':
      return {
        kind: 'failed',
        eventId,
        gatewayOrderId,
        gatewayPaymentId: payment.id,
        reason: payment.error_description || 'The payment failed',
      };
    default:
      return { kind: 'ignored', eventId, type: event.event };
  }
}
