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
  REFUND_FAILURE_REASON,
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

/** How long Stripe keeps the answer to an idempotency key: keys are removed once at least 24 hours old. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** An answer, and whether Stripe saves it for its idempotency key (not when the parameters failed validation). */
type Routed = FakeAnswer & { saved?: false };

/** Stripe's error body: its type, message, and for most a code, a param and the code's documentation. */
const error = (
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string; [field: string]: unknown } = {},
): FakeAnswer => ({
  status,
  body: {
    error: {
      ...(extra.code
        ? { doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll('_', '-')}` }
        : {}),
      message,
      request_log_url: `https://dashboard.stripe.com/test/logs/req_${gatewayId('', 14)}`,
      type,
      ...extra,
    },
  },
});
const invalid = (message: string, extra: { code?: string; param?: string } = {}): Routed => ({
  ...error(400, 'invalid_request_error', message, extra),
  saved: false,
});
const missing = (kind: string, id: string) =>
  error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

const INTENT_PARAMS = new Set([
  'amount',
  'currency',
  'allowed_payment_method_types',
  'metadata',
  'description',
  'shipping',
]);
const SHIPPING_PARAMS = new Set(['address', 'carrier', 'name', 'phone', 'tracking_number']);
const ADDRESS_PARAMS = new Set(['city', 'country', 'line1', 'line2', 'postal_code', 'state']);
const REFUND_PARAMS = new Set(['payment_intent', 'charge', 'amount', 'metadata', 'reason']);
const CANCELLATION_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']);
/** The statuses a PaymentIntent may be canceled in (processing only for some methods, as Stripe says). */
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/**
 * A local stand-in for Stripe's REST API (https://api.stripe.com/v1), speaking exactly what the adapter calls:
 * create, retrieve and cancel a PaymentIntent, create, list and retrieve refunds, behind bearer auth with the
 * secret key, form-encoded as Stripe's are, and answering errors in Stripe's shape. It honours
 * `Idempotency-Key` as Stripe does: the first answer to a key (not a validation failure) is replayed for the same
 * parameters and other parameters are refused (`idempotency_error`), for 24 hours of its clock; after that the
 * key is a new request. The helpers act as the card form and as Stripe settling refunds and sending webhooks,
 * signed with the official client's own test signer.
 */
export class FakeStripe extends FakeApi {
  readonly intents = new Map<string, StripeIntent>();
  readonly refunds = new Map<string, StripeRefund>();
  /** How new refunds come out: card refunds succeed at once, some stay pending, some fail. */
  refundOutcome: StripeRefund['status'] = 'succeeded';
  readonly #idempotent = new Map<string, { request: string; answer: FakeAnswer; at: number }>();

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

  /** The card form confirming the PaymentIntent with a test card's outcome (Stripe refuses a closed one). */
  confirmIntent(id: string, card: FakeCard): StripeIntent {
    const current = this.#intent(id);
    if (current.status === 'canceled' || current.status === 'succeeded')
      throw new Error(
        `You cannot confirm this PaymentIntent because it has a status of ${current.status}. (payment_intent_unexpected_state)`,
      );
    const intent = confirmed(current, card);
    this.intents.set(id, intent);
    return intent;
  }

  cancelIntent(id: string, reason = 'abandoned'): StripeIntent {
    const intent = {
      ...this.#intent(id),
      status: 'canceled' as const,
      canceled_at: this.clock.unix(),
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
    return this.#webhook(type, this.#intent(intentId), options);
  }

  /**
   * The webhook Stripe would send about a refund as it is now (`charge.refund.updated`, `refund.created`,
   * `refund.updated`, `refund.failed`): raw body and `Stripe-Signature`.
   */
  refundWebhookFor(
    type: string,
    refundId: string,
    options: { eventId?: string; secret?: string; timestamp?: number } = {},
  ): SignedWebhook {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`The fake Stripe has no refund ${refundId}`);
    return this.#webhook(type, refund, options);
  }

  /** How many refunds were made of a payment (its PaymentIntent or its charge). */
  refundsOf(paymentId: string): number {
    return [...this.refunds.values()].filter(
      (refund) => refund.charge === paymentId || refund.payment_intent === paymentId,
    ).length;
  }

  /** A refund made at Stripe outside this request (another server's request with the same key, the dashboard). */
  makeRefund(intentId: string, amount: number, metadata: Record<string, string>): StripeRefund {
    const refund = newRefund(this.#intent(intentId), amount, metadata, this.refundOutcome, this.clock.unix());
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** Stripe settling a refund it had accepted as pending: it succeeds, or fails (the card is closed). */
  settleRefund(id: string, status: 'succeeded' | 'failed' | 'canceled'): StripeRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`No refund ${id}`);
    const settled = {
      ...refund,
      status,
      ...(status === 'failed' ? { failure_reason: REFUND_FAILURE_REASON } : {}),
    };
    this.refunds.set(id, settled);
    return settled;
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
    if (earlier && this.clock.now() - earlier.at >= IDEMPOTENCY_WINDOW_MS) this.#idempotent.delete(key);
    else if (earlier && earlier.request !== fingerprint)
      return error(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    else if (earlier) return { ...earlier.answer, headers: { 'idempotent-replayed': 'true' } };
    const { saved, ...answer } = this.#route(request);
    if (saved !== false) this.#idempotent.set(key, { request: fingerprint, answer, at: this.clock.now() });
    return answer;
  }

  #route(request: FakeRequest): Routed {
    const post = request.method === 'POST';
    if (post && request.path === '/v1/payment_intents')
      return this.#createIntent(parseStripeForm(request.body));
    const canceled = routeId(request, 'POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (canceled) return this.#cancelIntent(canceled, parseStripeForm(request.body));
    if (post && request.path === '/v1/refunds') return this.#createRefund(parseStripeForm(request.body));
    if (request.method === 'GET' && request.path === '/v1/refunds') return this.#listRefunds(request.query);
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

  #createIntent(params: Record<string, unknown>): Routed {
    const unknown = unknownParam(params, INTENT_PARAMS);
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, { param: unknown });
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50)
      return invalid('Amount must be at least ₹0.50 inr', { code: 'amount_too_small', param: 'amount' });
    if (typeof params.currency !== 'string' || params.currency !== params.currency.toLowerCase())
      return invalid('Invalid currency', { param: 'currency' });
    if (params.shipping !== undefined) {
      const shipping = params.shipping as Record<string, unknown>;
      const unknownShipping =
        unknownParam(shipping, SHIPPING_PARAMS, 'shipping') ??
        unknownParam(
          (shipping.address ?? {}) as Record<string, unknown>,
          ADDRESS_PARAMS,
          'shipping[address]',
        );
      if (unknownShipping)
        return invalid(`Received unknown parameter: ${unknownShipping}`, { param: unknownShipping });
      for (const required of ['name', 'address'])
        if (shipping[required] === undefined || shipping[required] === '')
          return invalid(`Missing required param: shipping[${required}].`, {
            code: 'parameter_missing',
            param: `shipping[${required}]`,
          });
    }
    const intent = newIntent(amount, params.currency, params, this.clock.unix());
    this.intents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  #cancelIntent(id: string, params: Record<string, unknown>): Routed {
    const unknown = unknownParam(params, new Set(['cancellation_reason']));
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, { param: unknown });
    const reason = params.cancellation_reason;
    if (reason !== undefined && !CANCELABLE_REASON(reason))
      return invalid(`Invalid cancellation_reason: must be one of ${[...CANCELLATION_REASONS].join(', ')}`, {
        param: 'cancellation_reason',
      });
    const intent = this.intents.get(id);
    if (!intent) return missing('payment_intent', id);
    if (!CANCELABLE.includes(intent.status))
      return error(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    return { status: 200, body: this.cancelIntent(id, typeof reason === 'string' ? reason : 'abandoned') };
  }

  #createRefund(params: Record<string, unknown>): Routed {
    const unknown = unknownParam(params, REFUND_PARAMS);
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, { param: unknown });
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
    // What is given back or on its way back: failed and canceled refunds gave nothing.
    const refunded = [...this.refunds.values()]
      .filter(
        (refund) =>
          refund.payment_intent === intent.id && refund.status !== 'failed' && refund.status !== 'canceled',
      )
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
        `Refund amount (₹${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (₹${(left / 100).toFixed(2)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    const metadata = (params.metadata as Record<string, string> | undefined) ?? {};
    const refund = newRefund(intent, amount, metadata, this.refundOutcome, this.clock.unix());
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** Refunds newest first, by charge or PaymentIntent, a page at a time (`limit`, `starting_after`). */
  #listRefunds(query: URLSearchParams): Routed {
    const unknown = [...query.keys()].find(
      (name) => !['charge', 'payment_intent', 'limit', 'starting_after'].includes(name),
    );
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, { param: unknown });
    const limit = Number(query.get('limit') ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return invalid('This value must be less than or equal to 100.', { param: 'limit' });
    const charge = query.get('charge');
    const intent = query.get('payment_intent');
    const matching = [...this.refunds.values()]
      .filter(
        (refund) => (!charge || refund.charge === charge) && (!intent || refund.payment_intent === intent),
      )
      .reverse();
    const after = query.get('starting_after');
    const from = after ? matching.findIndex((refund) => refund.id === after) + 1 : 0;
    const page = matching.slice(from, from + limit);
    return {
      status: 200,
      body: { object: 'list', data: page, has_more: from + limit < matching.length, url: '/v1/refunds' },
    };
  }

  #webhook(
    type: string,
    object: object,
    options: { eventId?: string; secret?: string; timestamp?: number },
  ): SignedWebhook {
    const body = JSON.stringify({
      id: options.eventId ?? gatewayId('evt_', 24),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      data: { object },
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

  #intent(id: string): StripeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${id}`);
    return intent;
  }
}

const CANCELABLE_REASON = (reason: unknown) => typeof reason === 'string' && CANCELLATION_REASONS.has(reason);

/** The first parameter Stripe does not know, named as Stripe names it (`shipping[carrierx]`). */
function unknownParam(params: Record<string, unknown>, known: Set<string>, under?: string): string | null {
  const name = Object.keys(params).find((candidate) => !known.has(candidate));
  if (name === undefined) return null;
  return under ? `${under}[${name}]` : name;
}
