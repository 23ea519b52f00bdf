import Stripe from 'stripe';
import { DEFAULT_GATEWAY_TIMEOUT_MS, GatewayRefusal, gatewayCallError, headerOf } from './gateway-support';
import {
  type GatewayPaymentState,
  type GatewayRefund,
  GatewayRefusedError,
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

/** The PaymentIntent statuses Stripe refuses to cancel (or, for processing, may not). */
const NOT_CANCELABLE = new Set(['succeeded', 'processing', 'canceled']);

/** Stripe's events about a refund; each carries the Refund as it is now. */
const REFUND_EVENTS = new Set(['charge.refund.updated', 'refund.created', 'refund.updated', 'refund.failed']);

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

  /**
   * Stripe keeps the answer to an idempotency key for a day: a retry with it is the same PaymentIntent. India's
   * rules for Stripe want a description, and the shopper's name and address, on a payment that may be an
   * export (a card issued abroad): the shipping address is sent for every payment.
   */
  async openPayment(request: OpenPaymentRequest): Promise<OpenedPayment> {
    const { shipping } = request;
    const intent = await this.#call('create a PaymentIntent', () =>
      this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          // The card form only; Stripe's API (2026-10-28) names it allowed_payment_method_types.
          allowed_payment_method_types: ['card'],
          description: request.description,
          shipping: {
            name: shipping.name,
            phone: shipping.phone,
            address: {
              line1: shipping.line1,
              ...(shipping.line2 ? { line2: shipping.line2 } : {}),
              city: shipping.city,
              state: shipping.state,
              postal_code: shipping.postalCode,
              country: shipping.country,
            },
          },
          // For people reading Stripe's dashboard: the shop finds its order by the PaymentIntent's id.
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
    return stateOf(await this.#intent(gatewayOrderId));
  }

  /**
   * Cancels the PaymentIntent (as abandoned), so no card can be charged for it any more. One that succeeded, is
   * processing or is canceled already is only read. Stripe refuses to cancel one that succeeded in between
   * (`payment_intent_unexpected_state`): it is read again and answered as it is, a capture included.
   */
  async cancelPayment(gatewayOrderId: string): Promise<GatewayPaymentState> {
    const intent = await this.#intent(gatewayOrderId);
    if (NOT_CANCELABLE.has(intent.status)) return stateOf(intent);
    try {
      return stateOf(
        await this.#call('cancel the PaymentIntent', () =>
          this.#stripe.paymentIntents.cancel(gatewayOrderId, { cancellation_reason: 'abandoned' }),
        ),
      );
    } catch (error) {
      if (!(error instanceof GatewayRefusal) || error.code !== 'payment_intent_unexpected_state') throw error;
      return stateOf(await this.#intent(gatewayOrderId));
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
      };
    }
    if (REFUND_EVENTS.has(event.type)) {
      const refund = event.data.object as Stripe.Refund;
      const gatewayPaymentId = refundedPaymentOf(refund);
      if (gatewayPaymentId)
        return {
          kind: 'refund',
          eventId: event.id,
          gatewayRefundId: refund.id,
          gatewayPaymentId,
          outcome: refundOutcome(refund),
        };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }

  /**
   * The same idempotency key (the shop's refund id, also kept in the refund's metadata) is the same refund,
   * never a second one. Stripe replays its first answer to a key for 24 hours only; after that a create with
   * it would be a new refund (of what is left), or be refused as `charge_already_refunded`. So the refund made
   * for the key is looked for among the payment's refunds first, and again when Stripe says the charge is
   * refunded already. A refund Stripe refuses outright (more than is left, a disputed charge) failed for good.
   */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const earlier = await this.#refundFor(request);
    if (earlier) return earlier;
    const paid = request.gatewayPaymentId;
    try {
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
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) throw error;
      if (error.code === 'charge_already_refunded') {
        const made = await this.#refundFor(request);
        if (made) return made;
      }
      // A key used for another request, a wrong key or a missing payment is not this refund's failure.
      if ((error.status !== 400 && error.status !== 402) || error.code === 'idempotency_error') throw error;
      return { status: 'failed', gatewayRefundId: null, reason: error.message };
    }
  }

  async refundState(gatewayRefundId: string): Promise<GatewayRefund> {
    return refundOutcome(
      await this.#call('fetch the refund', () => this.#stripe.refunds.retrieve(gatewayRefundId)),
    );
  }

  /** The refund made for this request's key (its metadata names it), or null when there is none. */
  async #refundFor(request: RefundRequest): Promise<GatewayRefund | null> {
    const paid = request.gatewayPaymentId;
    const found = await this.#call("list the payment's refunds", async () => {
      const refunds = this.#stripe.refunds.list({
        ...(paid.startsWith('pi_') ? { payment_intent: paid } : { charge: paid }),
        limit: 100,
      });
      for await (const refund of refunds)
        if (refund.metadata?.refund_id === request.idempotencyKey) return refund;
      return null;
    });
    if (!found) return null;
    if (found.amount !== request.amount)
      throw new GatewayRefusedError(
        `Stripe holds refund ${found.id} of ${found.amount} paise for key ${request.idempotencyKey}, not one of ${request.amount}`,
      );
    return refundOutcome(found);
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

  /** One call to Stripe; its failure told as refused (a 4xx) or unreachable (no answer, a timeout, a 5xx). */
  async #call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      const answered = !(error instanceof Stripe.errors.StripeConnectionError) && error.statusCode;
      throw gatewayCallError(
        {
          gateway: 'Stripe',
          what,
          status: answered ? (error.statusCode ?? null) : null,
          code: error.code ?? error.rawType ?? null,
          reason: error.message,
        },
        error,
      );
    }
  }
}

/** The shop's reading of a PaymentIntent. */
function stateOf(intent: Stripe.PaymentIntent): GatewayPaymentState {
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
      // Without an error it is a PaymentIntent no card was tried on yet. The failed try is its latest charge.
      return intent.last_payment_error
        ? {
            status: 'requires_payment_method',
            attemptId: chargeIdOf(intent),
            reason: intent.last_payment_error.message ?? 'The card was declined',
          }
        : { status: 'pending' };
    default:
      return { status: 'pending' };
  }
}

/** Succeeded is completed; pending and requires_action wait; failed and canceled failed for good. */
function refundOutcome(refund: Stripe.Refund): GatewayRefund {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'completed', gatewayRefundId: refund.id };
    case 'failed':
    case 'canceled':
      return {
        status: 'failed',
        gatewayRefundId: refund.id,
        reason: `Stripe could not refund (${refund.failure_reason ?? refund.status})`,
      };
    default:
      return { status: 'pending', gatewayRefundId: refund.id };
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  (typeof value === 'string' ? value : value?.id) || null;

function chargeIdOf(intent: Stripe.PaymentIntent): string | null {
  return idOf(intent.latest_charge);
}

/** The charge that took the money, or the PaymentIntent itself when Stripe names none. */
function paymentIdOf(intent: Stripe.PaymentIntent): string {
  return chargeIdOf(intent) ?? intent.id;
}

/** The payment a refund gives back, named as paymentIdOf names its capture: the charge, else the PaymentIntent. */
function refundedPaymentOf(refund: Stripe.Refund): string | null {
  return idOf(refund.charge) ?? idOf(refund.payment_intent);
}

/** The client's host, port and protocol for another address; Stripe's own when there is none. */
function address(apiUrl: string | null | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}
