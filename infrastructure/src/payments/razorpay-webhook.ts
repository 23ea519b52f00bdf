import { createHash } from 'node:crypto';
import { headerOf, hmacSha256Hex, sameSignature } from './gateway-support';
import { type WebhookFacts, WebhookSignatureError } from './payment-gateway';

/** Razorpay's notes: key-value pairs, sent as `[]` when there are none. */
type Notes = Record<string, string | number | null> | unknown[] | null | undefined;

interface PaymentEntity {
  id: string;
  amount: number;
  currency: string;
  status: string;
  order_id: string | null;
  notes?: Notes;
  error_description?: string | null;
}

interface OrderEntity {
  id: string;
  receipt?: string | null;
  notes?: Notes;
}

interface RazorpayEvent {
  event: string;
  payload?: { payment?: { entity: PaymentEntity }; order?: { entity: OrderEntity } };
}

/**
 * A Razorpay webhook, once its `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret, hex)
 * is Razorpay's. The event id is the `X-Razorpay-Event-Id` header, which the signature does not cover: a body
 * delivered again under another event id is still well-signed and is read again. Acting once on a payment is the
 * caller's job (the order records a capture once), not the signature's.
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
  const payment = event.payload?.payment?.entity;
  const order = event.payload?.order?.entity;
  const gatewayOrderId = order?.id ?? payment?.order_id;
  if (!payment || !gatewayOrderId) return { kind: 'ignored', eventId, type: event.event };
  const orderId = noted(order?.notes) ?? order?.receipt ?? noted(payment.notes) ?? null;
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
        orderId,
      };
    case 'payment.failed':
      return {
        kind: 'failed',
        eventId,
        gatewayOrderId,
        gatewayPaymentId: payment.id,
        reason: payment.error_description || 'The payment failed',
        orderId,
      };
    default:
      return { kind: 'ignored', eventId, type: event.event };
  }
}

/** The shop's order id from notes, when they carry it. */
function noted(notes: Notes): string | undefined {
  if (!notes || Array.isArray(notes)) return undefined;
  const orderId = notes.order_id;
  return typeof orderId === 'string' && orderId !== '' ? orderId : undefined;
}
