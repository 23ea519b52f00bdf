import Stripe from 'stripe';
import {
  type FakeAnswer,
  FakeApi,
  type FakeRequest,
  gatewayId,
  routeId,
  type SignedWebhook,
  unixNow,
} from './fake-http-server';
import {
  confirmed,
  type FakeCard,
  newIntent,
  newRefund,
  parseStripeForm,
  type StripeIntent,
  type StripeRefund,
} from './fake-stripe-objects';

export interface FakeStripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export const FAKE_STRIPE_KEYS: FakeStripeKeys = {
  secretKey: 'sk_test_FakeSecretKey0123456789abcdef',
  publishableKey: 'pk_test_FakePublishableKey0123456789',
  webhookSecret: 'whsec_FakeWebhookSecret0123456789',
};

const error = (status: number, type: string, message: string, extra: object = {}): FakeAnswer => ({
  status,
  body: { error: { type, message, ...extra } },
});
const missing = (kind: string, id: string) =>
  error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });
const INTENT_PARAMS = new Set([
  'amount',
  'currency',
  'allowed_payment_method_types',
  'metadata',
  'description',
]);
const REFUND_PARAMS = new Set(['payment_intent', 'charge', 'amount', 'metadata', 'reason']);

/**
 * A local stand-in for Stripe's REST API (https://api.stripe.com/v1), speaking exactly what the adapter calls:
 * create and retrieve a PaymentIntent, create and retrieve a refund, behind bearer auth with the secret key,
 * form-encoded as Stripe's are, and honouring `Idempotency-Key` as Stripe does (the same key and parameters
 * replay the first answer; other parameters are refused). The helpers act as the card form and as Stripe
 * sending webhooks, signed with the official client's own test signer.
 */
export class FakeStripe extends FakeApi {
  readonly intents = new Map<string, StripeIntent>();
  readonly refunds = new Map<string, StripeRefund>();
  /** How new refunds come out: card refunds succeed at once, some stay pending, some fail. */
  refundOutcome: StripeRefund['status'] = 'succeeded';
  readonly #idempotent = new Map<string, { request: string; answer: FakeAnswer }>();

  private constructor(readonly keys: FakeStripeKeys) {
    super();
  }

  static async start(keys: FakeStripeKeys = FAKE_STRIPE_KEYS): Promise<FakeStripe> {
    const fake = new FakeStripe(keys);
    await fake.listen();
    return fake;
  }

  protected faultBody() {
    return { error: { type: 'api_error', message: 'An unknown error occurred' } };
  }

  /** The card form confirming the PaymentIntent with a test card's outcome. */
  confirmIntent(id: string, card: FakeCard): StripeIntent {
    const intent = confirmed(this.#intent(id), card);
    this.intents.set(id, intent);
    return intent;
  }

  cancelIntent(id: string, reason = 'abandoned'): StripeIntent {
    const intent = {
      ...this.#intent(id),
      status: 'canceled' as const,
      canceled_at: unixNow(),
      cancellation_reason: reason,
    };
    this.intents.set(id, intent);
    return intent;
  }

  /** The webhook Stripe would send about a PaymentIntent as it is now: raw body and `Stripe-Signature`. */
  webhookFor(
    type: string,
    intentId: string,
    options: { eventId?: string; secret?: string; timestamp?: number } = {},
  ): SignedWebhook {
    const body = JSON.stringify({
      id: options.eventId ?? gatewayId('evt_', 24),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      data: { object: this.#intent(intentId) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? this.keys.webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  /** How many refunds were made of a payment (its PaymentIntent or its charge). */
  refundsOf(paymentId: string): number {
    return [...this.refunds.values()].filter(
      (refund) => refund.charge === paymentId || refund.payment_intent === paymentId,
    ).length;
  }

  settleRefund(id: string, status: 'succeeded' | 'failed'): void {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`No refund ${id}`);
    this.refunds.set(id, {
      ...refund,
      status,
      ...(status === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
    });
  }

  protected handle(request: FakeRequest): FakeAnswer {
    const authorization = request.headers.authorization;
    if (!authorization) return error(401, 'invalid_request_error', 'You did not provide an API key.');
    if (authorization !== `Bearer ${this.keys.secretKey}`)
      return error(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return this.#route(request);
    const fingerprint = `${request.path}?${request.body}`;
    const earlier = this.#idempotent.get(key);
    if (earlier && earlier.request !== fingerprint)
      return error(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    if (earlier) return { ...earlier.answer, headers: { 'idempotent-replayed': 'true' } };
    const answer = this.#route(request);
    if (answer.status < 300) this.#idempotent.set(key, { request: fingerprint, answer });
    return answer;
  }

  #route(request: FakeRequest): FakeAnswer {
    const post = request.method === 'POST';
    if (post && request.path === '/v1/payment_intents')
      return this.#createIntent(parseStripeForm(request.body));
    if (post && request.path === '/v1/refunds') return this.#createRefund(parseStripeForm(request.body));
    const intentId = routeId(request, 'GET', /^\/v1\/payment_intents\/([^/]+)$/);
    if (intentId) {
      const intent = this.intents.get(intentId);
      return intent ? { status: 200, body: intent } : missing('payment_intent', intentId);
    }
    const refundId = routeId(request, 'GET', /^\/v1\/refunds\/([^/]+)$/);
    if (refundId) {
      const refund = this.refunds.get(refundId);
      return refund ? { status: 200, body: refund } : missing('refund', refundId);
    }
    return error(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.path}).`,
    );
  }

  #createIntent(params: Record<string, unknown>): FakeAnswer {
    const unknown = Object.keys(params).find((name) => !INTENT_PARAMS.has(name));
    if (unknown) return error(400, 'invalid_request_error', `Received unknown parameter: ${unknown}`);
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50)
      return error(400, 'invalid_request_error', 'Amount must be at least ₹0.50 inr', {
        code: 'amount_too_small',
      });
    if (typeof params.currency !== 'string' || params.currency !== params.currency.toLowerCase())
      return error(400, 'invalid_request_error', 'Invalid currency', { param: 'currency' });
    const intent = newIntent(amount, params.currency, params);
    this.intents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  #createRefund(params: Record<string, unknown>): FakeAnswer {
    const unknown = Object.keys(params).find((name) => !REFUND_PARAMS.has(name));
    if (unknown) return error(400, 'invalid_request_error', `Received unknown parameter: ${unknown}`);
    const intent = [...this.intents.values()].find(
      (candidate) => candidate.id === params.payment_intent || candidate.latest_charge === params.charge,
    );
    if (!intent)
      return missing(
        params.charge ? 'charge' : 'payment_intent',
        String(params.charge ?? params.payment_intent),
      );
    if (intent.status !== 'succeeded')
      return error(
        400,
        'invalid_request_error',
        'This PaymentIntent does not have a successful charge to refund.',
      );
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount_received - refunded;
    if (left === 0)
      return error(
        400,
        'invalid_request_error',
        `Charge ${intent.latest_charge} has already been refunded.`,
        {
          code: 'charge_already_refunded',
        },
      );
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left)
      return error(
        400,
        'invalid_request_error',
        'Refund amount is greater than unrefunded amount on charge',
        {
          code: 'amount_too_large',
        },
      );
    const metadata = (params.metadata as Record<string, string> | undefined) ?? {};
    const refund = newRefund(intent, amount, metadata, this.refundOutcome);
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  #intent(id: string): StripeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${id}`);
    return intent;
  }
}
