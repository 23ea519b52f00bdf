import Stripe from 'stripe';
import { DEFAULT_GATEWAY_TIMEOUT_MS, headerOf } from './gateway-support';
import {
  type GatewayPaymentState,
  type GatewayRefund,
  type OpenedPayment,
  type OpenPaymentRequest,
  type PaymentGateway,
  type RefundRequest,
  type WebhookFacts,
  WebhookSignatureError,
} from './payment-gateway';

export interface StripeSettings {
  /** A secret (`sk_`) or restricted (`rk_`) key: server side only. */
  secretKey: string;
  publishableKey: string;
  /** The signing secret of the webhook endpoint (`whsec_`). */
  webhookSecret: string;
  /** Another address for Stripe's API, for tests against a local fake; Stripe's own by default. */
  apiUrl?: string | null;
  timeoutMs?: number;
  /** Retries of a call that got no answer or a 5xx, with the same idempotency key (the client's own default: 1). */
  maxNetworkRetries?: number;
}

/**
 * Stripe, the card form (Stripe Elements confirms a PaymentIntent in the browser). Stripe hands the browser no
 * proof to check: the shop asks Stripe what became of the PaymentIntent, or reads Stripe's signed webhook.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly flow = 'card';
  readonly live: boolean;
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.live = /^(sk|rk)_live_/.test(settings.secretKey);
    this.#stripe = new Stripe(settings.secretKey, {
      ...address(settings.apiUrl),
      timeout: settings.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS,
      maxNetworkRetries: settings.maxNetworkRetries ?? 1,
      telemetry: false,
    });
  }

  /** Stripe keeps the answer to an idempotency key for a day: a retry with it is the same PaymentIntent. */
  async openPayment(request: OpenPaymentRequest): Promise<OpenedPayment> {
    const intent = await this.#call('create a PaymentIntent', () =>
      this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          // The card form only; Stripe's API (2026-10-28) names it allowed_payment_method_types.
          allowed_payment_method_types: ['card'],
          metadata: { order_id: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return this.#opened(intent);
  }

  async resumePayment(gatewayOrderId: string): Promise<OpenedPayment> {
    return this.#opened(await this.#intent(gatewayOrderId));
  }

  async paymentState(gatewayOrderId: string): Promise<GatewayPaymentState> {
    const intent = await this.#intent(gatewayOrderId);
    switch (intent.status) {
      case 'succeeded':
        return {
          status: 'captured',
          gatewayPaymentId: paymentIdOf(intent),
          amount: intent.amount_received,
          currency: intent.currency.toUpperCase(),
        };
      case 'canceled':
        return {
          status: 'failed',
          gatewayPaymentId: chargeIdOf(intent),
          reason:
            intent.last_payment_error?.message ??
            `The payment was canceled${intent.cancellation_reason ? ` (${intent.cancellation_reason})` : ''}`,
        };
      case 'requires_payment_method':
        // Without an error it is a PaymentIntent no card was tried on yet.
        return intent.last_payment_error
          ? {
              status: 'requires_payment_method',
              reason: intent.last_payment_error.message ?? 'The card was declined',
            }
          : { status: 'pending' };
      default:
        return { status: 'pending' };
    }
  }

  /** Stripe gives the browser no signed proof: the card flow is verified by asking Stripe (paymentState). */
  verifyCallback(): boolean {
    return false;
  }

  /**
   * A Stripe webhook once its `Stripe-Signature` is Stripe's and recent (five minutes' tolerance). A well-signed
   * event delivered again is read again: acting once on it is the caller's job, by its event id.
   */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): WebhookFacts {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        headerOf(headers, 'stripe-signature') ?? '',
        this.settings.webhookSecret,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new WebhookSignatureError(`Stripe did not sign this webhook: ${error.message}`);
      throw error;
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      return {
        kind: 'captured',
        eventId: event.id,
        gatewayOrderId: intent.id,
        gatewayPaymentId: paymentIdOf(intent),
        amount: intent.amount_received,
        currency: intent.currency.toUpperCase(),
        orderId: intent.metadata?.order_id || null,
      };
    }
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      return {
        kind: 'failed',
        eventId: event.id,
        gatewayOrderId: intent.id,
        gatewayPaymentId: chargeIdOf(intent),
        reason: intent.last_payment_error?.message ?? 'The payment failed',
        orderId: intent.metadata?.order_id || null,
      };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }

  /** The same idempotency key (the shop's refund id) is the same refund, never a second one. */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const paid = request.gatewayPaymentId;
    const refund = await this.#call('refund the payment', () =>
      this.#stripe.refunds.create(
        {
          ...(paid.startsWith('pi_') ? { payment_intent: paid } : { charge: paid }),
          amount: request.amount,
          metadata: { refund_id: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return refundOutcome(refund);
  }

  async refundState(gatewayRefundId: string): Promise<GatewayRefund> {
    return refundOutcome(
      await this.#call('fetch the refund', () => this.#stripe.refunds.retrieve(gatewayRefundId)),
    );
  }

  #intent(id: string): Promise<Stripe.PaymentIntent> {
    return this.#call('fetch the PaymentIntent', () => this.#stripe.paymentIntents.retrieve(id));
  }

  /** What Stripe Elements needs, all public: the publishable key and the PaymentIntent's client secret. */
  #opened(intent: Stripe.PaymentIntent): OpenedPayment {
    if (!intent.client_secret) throw new Error(`Stripe gave PaymentIntent ${intent.id} no client secret`);
    return {
      gatewayOrderId: intent.id,
      client: {
        clientSecret: intent.client_secret,
        publishableKey: this.settings.publishableKey,
        gatewayOrderId: intent.id,
      },
    };
  }

  async #call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Stripe could not ${what}: ${message}`, { cause: error });
    }
  }
}

function refundOutcome(refund: Stripe.Refund): GatewayRefund {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'completed', gatewayRefundId: refund.id };
    case 'failed':
    case 'canceled':
      return {
        status: 'failed',
        reason: `Stripe could not refund (${refund.failure_reason ?? refund.status})`,
      };
    default:
      return { status: 'pending', gatewayRefundId: refund.id };
  }
}

function chargeIdOf(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  return typeof charge === 'string' ? charge : (charge?.id ?? null);
}

/** The charge that took the money, or the PaymentIntent itself when Stripe names none. */
function paymentIdOf(intent: Stripe.PaymentIntent): string {
  return chargeIdOf(intent) ?? intent.id;
}

/** The client's host, port and protocol for another address; Stripe's own when there is none. */
function address(apiUrl: string | null | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}
