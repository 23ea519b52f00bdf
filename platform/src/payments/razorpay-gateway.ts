import { createHash } from 'node:crypto';
import { GatewayRefusal, hmacSha256Hex, sameSignature } from './gateway-support';
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
import { type RazorpayRefund, razorpayRefundOutcome, readRazorpayWebhook } from './razorpay-webhook';

export interface RazorpaySettings extends RazorpayApiSettings {
  /** The secret set for the webhook in Razorpay's dashboard (not the key secret). */
  webhookSecret: string;
}

/** A receipt is at most 40 characters; a note's value at most 256. */
const RECEIPT_LENGTH = 40;
const NOTE_LENGTH = 256;
/** Razorpay's shortest automatic capture window, in minutes. */
export const MIN_CAPTURE_MINUTES = 12;

/**
 * The capture settings of an order (Razorpay's Orders API, `payment`): a payment authorized within the shopper's
 * time to pay is captured at once; the shop never captures by hand, so one authorized later (a bank's late
 * word) is not captured and Razorpay gives it back (`refund_speed` normal) at the end of the manual window, set
 * just past the automatic one. The automatic window is the time to pay in whole minutes, at least Razorpay's 12.
 */
export function captureSettings(payWithinMs: number) {
  const automatic = Math.max(MIN_CAPTURE_MINUTES, Math.ceil(payWithinMs / 60_000));
  return {
    capture: 'automatic' as const,
    capture_options: {
      automatic_expiry_period: automatic,
      manual_expiry_period: automatic + MIN_CAPTURE_MINUTES,
      refund_speed: 'normal' as const,
    },
  };
}

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
   * shopper was shown is never paid. The receipt and notes name the shop's order for people reading Razorpay's
   * dashboard; the shop itself finds its order by the Razorpay order's id.
   */
  async openPayment(request: OpenPaymentRequest): Promise<OpenedPayment> {
    const order = await this.#api.call('create an order', (client) =>
      client.orders.create({
        amount: request.amount,
        currency: request.currency,
        ...(request.orderId.length <= RECEIPT_LENGTH ? { receipt: request.orderId } : {}),
        notes: {
          order_id: request.orderId.slice(0, NOTE_LENGTH),
          description: request.description.slice(0, NOTE_LENGTH),
        },
        payment: captureSettings(request.payWithinMs),
      }),
    );
    return this.#opened(order.id, Number(order.amount));
  }

  async resumePayment(gatewayOrderId: string): Promise<OpenedPayment> {
    const order = await this.#api.call('fetch the order', (client) => client.orders.fetch(gatewayOrderId));
    return this.#opened(order.id, Number(order.amount));
  }

  /**
   * A captured payment (or one captured and refunded since) settles the order; every attempt ended without a
   * capture (failed, or authorized too late and given back uncaptured) means it failed, with the newest
   * attempt's reason; anything else (no attempt yet, an attempt waiting for the shopper or for its automatic
   * capture) is pending.
   */
  async paymentState(gatewayOrderId: string): Promise<GatewayPaymentState> {
    const { items } = await this.#api.call("fetch the order's payments", (client) =>
      client.orders.fetchPayments(gatewayOrderId),
    );
    const captured = items.find(
      (payment) => payment.status === 'captured' || (payment.status === 'refunded' && payment.captured),
    );
    if (captured)
      return {
        status: 'captured',
        gatewayPaymentId: captured.id,
        amount: Number(captured.amount),
        currency: captured.currency,
      };
    const ended = (payment: (typeof items)[number]) =>
      payment.status === 'failed' || payment.status === 'refunded';
    if (items.length === 0 || !items.every(ended)) return { status: 'pending' };
    const newest = items.reduce((latest, payment) =>
      payment.created_at > latest.created_at ? payment : latest,
    );
    return {
      status: 'failed',
      gatewayPaymentId: newest.id,
      reason:
        newest.error_description ||
        (newest.status === 'refunded'
          ? 'The payment was not captured in time and was given back'
          : 'The payment failed'),
    };
  }

  /**
   * A Razorpay order cannot be cancelled: its capture settings end it (a payment authorized after the time to pay
   * is not captured and is given back). So this only says what the payment is; one captured meanwhile is
   * answered as captured.
   */
  cancelPayment(gatewayOrderId: string): Promise<GatewayPaymentState> {
    return this.paymentState(gatewayOrderId);
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
   * body is the same refund, never a second one (Razorpay names no window for it). The official client cannot
   * send that header, so this one request goes through its HTTP instance. A refund Razorpay refuses outright
   * (more than is left, a payment not captured) failed for good; a key used for another request, or keys
   * Razorpay does not take, are not this refund's failure and are thrown.
   */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    try {
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
      return razorpayRefundOutcome(refund);
    } catch (error) {
      if (!(error instanceof GatewayRefusal) || error.status !== 400 || /idempotency/i.test(error.message))
        throw error;
      return { status: 'failed', gatewayRefundId: null, reason: error.message };
    }
  }

  async refundState(gatewayRefundId: string): Promise<GatewayRefund> {
    const refund = await this.#api.call('fetch the refund', (client) =>
      client.refunds.fetch(gatewayRefundId),
    );
    return razorpayRefundOutcome(refund as RazorpayRefund);
  }

  /** What checkout.js needs, all public: the key id (never its secret), the amount and the Razorpay order. */
  #opened(gatewayOrderId: string, amount: number): OpenedPayment {
    return {
      gatewayOrderId,
      client: { keyId: this.settings.keyId, amount: String(amount), currency: 'INR', gatewayOrderId },
    };
  }
}

/**
 * Razorpay's idempotency keys are 10 or more letters, digits, hyphens and underscores: the shop's key as it is
 * when it is one, else its SHA-256 (the same key always gives the same header).
 */
export function refundIdempotencyKey(key: string): string {
  return /^[A-Za-z0-9_-]{10,64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
}
