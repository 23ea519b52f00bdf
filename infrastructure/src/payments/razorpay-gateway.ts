import { createHash } from 'node:crypto';
import { hmacSha256Hex, sameSignature } from './gateway-support';
import type {
  GatewayPaymentState,
  GatewayRefund,
  OpenedPayment,
  OpenPaymentRequest,
  PaymentGateway,
  RefundRequest,
  WebhookFacts,
} from './payment-gateway';
import { RazorpayApi, type RazorpayApiSettings } from './razorpay-client';
import { readRazorpayWebhook } from './razorpay-webhook';

export interface RazorpaySettings extends RazorpayApiSettings {
  /** The secret set for the webhook in Razorpay's dashboard (not the key secret). */
  webhookSecret: string;
}

interface RazorpayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** A receipt is at most 40 characters. */
const RECEIPT_LENGTH = 40;

/**
 * Razorpay, the gateway's dialog (Standard Checkout: UPI, cards, net banking, wallets). The shop opens a Razorpay
 * order for its order; checkout.js takes the payment against it and hands the browser a signed proof; Razorpay's
 * webhooks and its API say the rest.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay';
  readonly flow = 'dialog';
  readonly live: boolean;
  readonly #api: RazorpayApi;

  constructor(private readonly settings: RazorpaySettings) {
    this.live = settings.keyId.startsWith('rzp_live_');
    this.#api = new RazorpayApi(settings);
  }

  /**
   * Razorpay takes no idempotency key for orders, so a retry after a lost answer may create a second Razorpay
   * order. That never charges twice: a payment is made against one Razorpay order, the shop records the order
   * it opened and opens the dialog only for that one (resumePayment for a later 'Pay now'), and an order no
   * shopper was shown is never paid.
   */
  async openPayment(request: OpenPaymentRequest): Promise<OpenedPayment> {
    const order = await this.#api.call('create an order', (client) =>
      client.orders.create({
        amount: request.amount,
        currency: request.currency,
        ...(request.orderId.length <= RECEIPT_LENGTH ? { receipt: request.orderId } : {}),
        notes: { order_id: request.orderId },
        payment: { capture: 'automatic' },
      }),
    );
    return this.#opened(order.id, Number(order.amount));
  }

  async resumePayment(gatewayOrderId: string): Promise<OpenedPayment> {
    const order = await this.#api.call('fetch the order', (client) => client.orders.fetch(gatewayOrderId));
    return this.#opened(order.id, Number(order.amount));
  }

  /**
   * A captured payment (or one captured and refunded since) settles the order; every attempt failed means it
   * failed, with the newest attempt's reason; anything else (no attempt yet, an attempt waiting for the shopper or
   * for its automatic capture) is pending.
   */
  async paymentState(gatewayOrderId: string): Promise<GatewayPaymentState> {
    const { items } = await this.#api.call("fetch the order's payments", (client) =>
      client.orders.fetchPayments(gatewayOrderId),
    );
    const captured = items.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
    if (captured)
      return {
        status: 'captured',
        gatewayPaymentId: captured.id,
        amount: Number(captured.amount),
        currency: captured.currency,
      };
    if (items.length === 0 || items.some((payment) => payment.status !== 'failed'))
      return { status: 'pending' };
    const newest = items.reduce((latest, payment) =>
      payment.created_at > latest.created_at ? payment : latest,
    );
    return {
      status: 'failed',
      gatewayPaymentId: newest.id,
      reason: newest.error_description || 'The payment failed',
    };
  }

  verifyCallback(proof: { gatewayOrderId: string; gatewayPaymentId: string; signature: string }): boolean {
    const signed = `${proof.gatewayOrderId}|${proof.gatewayPaymentId}`;
    return sameSignature(hmacSha256Hex(this.settings.keySecret, signed), proof.signature);
  }

  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): WebhookFacts {
    return readRazorpayWebhook(rawBody, headers, this.settings.webhookSecret);
  }

  /**
   * Razorpay takes an idempotency key for refunds (the `X-Refund-Idempotency` header): the same key with the same
   * body is the same refund, never a second one. The official client cannot send that header, so this one
   * request goes through its HTTP instance.
   */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const refund = await this.#api.post<RazorpayRefund>(
      'refund the payment',
      `/v1/payments/${encodeURIComponent(request.gatewayPaymentId)}/refund`,
      {
        amount: request.amount,
        speed: 'normal',
        ...(request.idempotencyKey.length <= RECEIPT_LENGTH ? { receipt: request.idempotencyKey } : {}),
        notes: { refund_id: request.idempotencyKey },
      },
      { 'X-Refund-Idempotency': refundIdempotencyKey(request.idempotencyKey) },
    );
    return refundOutcome(refund);
  }

  async refundState(gatewayRefundId: string): Promise<GatewayRefund> {
    const refund = await this.#api.call('fetch the refund', (client) =>
      client.refunds.fetch(gatewayRefundId),
    );
    return refundOutcome(refund);
  }

  /** What checkout.js needs, all public: the key id (never its secret), the amount and the Razorpay order. */
  #opened(gatewayOrderId: string, amount: number): OpenedPayment {
    return {
      gatewayOrderId,
      client: { keyId: this.settings.keyId, amount: String(amount), currency: 'INR', gatewayOrderId },
    };
  }
}

function refundOutcome(refund: RazorpayRefund): GatewayRefund {
  switch (refund.status) {
    case 'processed':
      return { status: 'completed', gatewayRefundId: refund.id };
    case 'failed':
      return { status: 'failed', reason: `Razorpay could not process refund ${refund.id}` };
    default:
      return { status: 'pending', gatewayRefundId: refund.id };
  }
}

/**
 * Razorpay's idempotency keys are 10 or more letters, digits, hyphens and underscores: the shop's key as it is
 * when it is one, else its SHA-256 (the same key always gives the same header).
 */
export function refundIdempotencyKey(key: string): string {
  return /^[A-Za-z0-9_-]{10,64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
}
