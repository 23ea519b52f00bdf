import { hmacSha256Hex } from '../gateway-support';
import {
  type FakeAnswer,
  FakeApi,
  type FakeRequest,
  gatewayId,
  routeId,
  type SignedWebhook,
} from './fake-http-server';
import {
  failedPayment,
  newOrder,
  newPayment,
  newRefund,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './fake-razorpay-objects';

export interface FakeRazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export const FAKE_RAZORPAY_KEYS: FakeRazorpayKeys = {
  keyId: 'rzp_test_Fake1234567890',
  keySecret: 'fake_razorpay_key_secret_0123456789',
  webhookSecret: 'fake_razorpay_webhook_secret',
};

/** What checkout.js hands the browser once the shopper has paid. */
export interface RazorpayCheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's error body; a request its validation refuses names the field, as Razorpay's does. */
const error = (status: number, description: string, field?: string): FakeAnswer => ({
  status,
  body: {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: field ? 'business' : 'NA',
      step: field ? 'payment_initiation' : 'NA',
      reason: field ? 'input_validation_failed' : 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});
const NO_SUCH_ID = 'The id provided does not exist';

/** The fields an order takes (Razorpay's Orders API); any other is refused. */
const ORDER_FIELDS = new Set([
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'first_payment_min_amount',
  'payment',
  'method',
  'offer_id',
  'bank_account',
  'customer_id',
  'token',
  'payment_capture',
]);
const MAX_NOTES = 15;
const NOTE_LENGTH = 256;
const MIN_AUTOMATIC_EXPIRY = 12;

/** An order's capture settings, as the fake keeps them: minutes after its creation. */
interface CaptureWindow {
  automaticMinutes: number | null;
  manualMinutes: number | null;
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Why Razorpay refuses an order's `payment` block (capture settings), or null. `capture` is automatic or manual;
 * `capture_options` is required with it, and in it `refund_speed` (normal or optimum) and `manual_expiry_period`
 * are, and `automatic_expiry_period` (at least 12 minutes) is with automatic capture.
 */
function paymentBlockRefusal(payment: unknown): FakeAnswer | null {
  if (typeof payment !== 'object' || payment === null || Array.isArray(payment))
    return error(400, 'The payment must be an array.', 'payment');
  const { capture, capture_options: options, ...rest } = payment as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra) return error(400, `${extra} is/are not required and should not be sent`, extra);
  if (capture !== 'automatic' && capture !== 'manual')
    return error(400, 'The selected capture is invalid.', 'capture');
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return error(400, 'The capture options field is required.', 'capture_options');
  const {
    automatic_expiry_period: automatic,
    manual_expiry_period: manual,
    refund_speed: speed,
    ...others
  } = options as Record<string, unknown>;
  const unknown = Object.keys(others)[0];
  if (unknown) return error(400, `${unknown} is/are not required and should not be sent`, unknown);
  if (capture === 'automatic' && automatic === undefined)
    return error(
      400,
      'The automatic expiry period field is required when capture is automatic.',
      'automatic_expiry_period',
    );
  if (automatic !== undefined && (!isInteger(automatic) || automatic < MIN_AUTOMATIC_EXPIRY))
    return error(
      400,
      `The automatic expiry period must be at least ${MIN_AUTOMATIC_EXPIRY}.`,
      'automatic_expiry_period',
    );
  if (manual === undefined)
    return error(400, 'The manual expiry period field is required.', 'manual_expiry_period');
  if (!isInteger(manual) || manual < 1)
    return error(400, 'The manual expiry period must be an integer.', 'manual_expiry_period');
  if (speed === undefined) return error(400, 'The refund speed field is required.', 'refund_speed');
  if (speed !== 'normal' && speed !== 'optimum')
    return error(400, 'The selected refund speed is invalid.', 'refund_speed');
  return null;
}

/**
 * A local stand-in for Razorpay's REST API (https://api.razorpay.com/v1), speaking exactly what the adapter
 * calls: create and fetch an order, an order's payments, a refund (with `X-Refund-Idempotency`) and fetching a
 * refund, behind HTTP basic auth with the key id and secret. The helpers act as the shopper in checkout.js and
 * as Razorpay sending webhooks, signed as Razorpay signs them.
 */
export class FakeRazorpay extends FakeApi {
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  readonly refunds = new Map<string, RazorpayRefund>();
  /** How new refunds come out: Razorpay processes most at once, some later, some not at all. */
  refundOutcome: RazorpayRefund['status'] = 'processed';
  readonly #idempotent = new Map<string, { body: string; refundId: string }>();
  readonly #captureWindows = new Map<string, CaptureWindow>();

  private constructor(readonly keys: FakeRazorpayKeys) {
    super();
  }

  static async start(keys: FakeRazorpayKeys = FAKE_RAZORPAY_KEYS): Promise<FakeRazorpay> {
    const fake = new FakeRazorpay(keys);
    await fake.listen();
    return fake;
  }

  protected faultBody() {
    return error(500, 'The server encountered an error. The incident has been reported to admins.').body;
  }

  /**
   * The shopper in checkout.js: pays, fails, or starts a payment and leaves it waiting (a UPI request not yet
   * approved). A payment is captured at once while the order's automatic capture window is open; one
   * authorized after it stays authorized, never captured (checkout.js still hands the browser its signed
   * fields, as it does for any authorized payment). Paying gives those fields.
   */
  payOrder(gatewayOrderId: string, outcome: 'succeed'): RazorpayCheckoutSuccess;
  payOrder(gatewayOrderId: string, outcome: 'fail' | 'pending'): RazorpayPayment;
  payOrder(gatewayOrderId: string, outcome: 'succeed' | 'fail' | 'pending') {
    const order = this.#order(gatewayOrderId);
    const created = newPayment(order, this.clock.unix());
    const captured = outcome === 'succeed' && this.#withinAutomaticCapture(order);
    const payment =
      outcome === 'succeed'
        ? { ...created, status: captured ? ('captured' as const) : ('authorized' as const), captured }
        : outcome === 'fail'
          ? failedPayment(created)
          : created;
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = captured ? 'paid' : 'attempted';
    if (captured) {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    if (outcome !== 'succeed') return payment;
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmacSha256Hex(this.keys.keySecret, `${order.id}|${payment.id}`),
    };
  }

  /**
   * Razorpay giving back what it never captured: each authorized payment whose order's manual capture window
   * has passed is refunded, uncaptured (status refunded, captured false).
   */
  releaseUncaptured(): RazorpayPayment[] {
    const released: RazorpayPayment[] = [];
    for (const payment of this.payments.values()) {
      if (payment.status !== 'authorized') continue;
      const order = this.#order(payment.order_id);
      const manual = this.#captureWindows.get(order.id)?.manualMinutes ?? 5 * 24 * 60;
      if (this.clock.unix() < order.created_at + manual * 60) continue;
      Object.assign(payment, {
        status: 'refunded',
        amount_refunded: payment.amount,
        refund_status: 'full',
      });
      released.push(payment);
    }
    return released;
  }

  /** The webhook Razorpay would send about an order's latest payment: its raw body and signed headers. */
  webhookFor(
    event: string,
    gatewayOrderId: string,
    options: { eventId?: string; secret?: string } = {},
  ): SignedWebhook {
    const order = this.#order(gatewayOrderId);
    const payment = [...this.payments.values()].filter((p) => p.order_id === order.id).at(-1);
    if (!payment) throw new Error(`Nobody has tried to pay ${gatewayOrderId}`);
    const withOrder = event.startsWith('order.');
    return this.#webhook(
      event,
      { payment: { entity: payment }, ...(withOrder ? { order: { entity: order } } : {}) },
      options,
    );
  }

  /**
   * The webhook Razorpay would send about a refund as it is now (`refund.created`, `refund.processed`,
   * `refund.failed`): the refund and its payment, signed.
   */
  refundWebhookFor(
    event: string,
    refundId: string,
    options: { eventId?: string; secret?: string } = {},
  ): SignedWebhook {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`The fake Razorpay has no refund ${refundId}`);
    const payment = this.payments.get(refund.payment_id);
    return this.#webhook(
      event,
      { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) },
      options,
    );
  }

  /** How many refunds were made of a payment. */
  refundsOf(gatewayPaymentId: string): number {
    return [...this.refunds.values()].filter((refund) => refund.payment_id === gatewayPaymentId).length;
  }

  /** Razorpay settling a refund it had accepted as pending; a failed one gives nothing back. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): RazorpayRefund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`No refund ${refundId}`);
    if (refund.status === 'pending' && status === 'failed') {
      const payment = this.payments.get(refund.payment_id);
      if (payment) this.#refunded(payment, -refund.amount);
    }
    refund.status = status;
    return refund;
  }

  protected handle(request: FakeRequest): FakeAnswer {
    if (!this.#authorised(request.headers.authorization)) return error(401, 'Authentication failed');
    if (request.method === 'POST' && request.path === '/v1/orders') return this.#createOrder(request);
    const orderId = routeId(request, 'GET', /^\/v1\/orders\/([^/]+)$/);
    if (orderId) return this.#found(this.orders.get(orderId));
    const paymentsOf = routeId(request, 'GET', /^\/v1\/orders\/([^/]+)\/payments$/);
    if (paymentsOf) {
      if (!this.orders.has(paymentsOf)) return error(400, NO_SUCH_ID, 'id');
      const items = [...this.payments.values()].filter((p) => p.order_id === paymentsOf).reverse();
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const refunded = routeId(request, 'POST', /^\/v1\/payments\/([^/]+)\/refund$/);
    if (refunded) return this.#refund(refunded, request);
    const refundId = routeId(request, 'GET', /^\/v1\/refunds\/([^/]+)$/);
    if (refundId) return this.#found(this.refunds.get(refundId));
    return error(404, 'The requested URL was not found on the server.');
  }

  #authorised(header: string | undefined): boolean {
    const expected = Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64');
    return header === `Basic ${expected}`;
  }

  #createOrder(request: FakeRequest): FakeAnswer {
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const extra = Object.keys(body).find((field) => !ORDER_FIELDS.has(field));
    if (extra) return error(400, `${extra} is/are not required and should not be sent`, extra);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(400, 'The amount must be atleast INR 1.00', 'amount');
    if (body.currency !== 'INR') return error(400, 'Currency is not supported', 'currency');
    if (typeof body.receipt === 'string' && body.receipt.length > 40)
      return error(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    const notes = body.notes;
    if (notes !== undefined && (typeof notes !== 'object' || notes === null))
      return error(400, 'The notes must be an array.', 'notes');
    if (notes && Object.keys(notes).length > MAX_NOTES)
      return error(400, `Number of fields in notes should be less than or equal to ${MAX_NOTES}`, 'notes');
    const longNote = notes && Object.entries(notes).find(([, value]) => String(value).length > NOTE_LENGTH);
    if (longNote)
      return error(
        400,
        `The notes.${longNote[0]} may not be greater than ${NOTE_LENGTH} characters.`,
        'notes',
      );
    if (body.payment !== undefined) {
      const refusal = paymentBlockRefusal(body.payment);
      if (refusal) return refusal;
    }
    const order = newOrder(amount, body.receipt, body.notes, this.clock.unix());
    this.orders.set(order.id, order);
    const options = (body.payment as { capture_options?: Record<string, number> } | undefined)
      ?.capture_options;
    this.#captureWindows.set(order.id, {
      automaticMinutes: options?.automatic_expiry_period ?? null,
      manualMinutes: options?.manual_expiry_period ?? null,
    });
    return { status: 200, body: order };
  }

  #refund(paymentId: string, request: FakeRequest): FakeAnswer {
    const payment = this.payments.get(paymentId);
    if (!payment) return error(400, NO_SUCH_ID, 'id');
    const key = request.headers['x-refund-idempotency'];
    if (typeof key === 'string') {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return error(400, 'The idempotency key is invalid.');
      const earlier = this.#idempotent.get(key);
      if (earlier && earlier.body !== request.body)
        return error(400, 'Different request with the same idempotency key has already been processed.');
      if (earlier) return { status: 200, body: this.refunds.get(earlier.refundId) };
    }
    if (!payment.captured)
      return error(400, 'Only payments which have been captured can be refunded', 'payment_id');
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const left = payment.amount - payment.amount_refunded;
    if (left === 0) return error(400, 'The payment has been fully refunded already', 'payment_id');
    const amount = typeof body.amount === 'number' ? body.amount : left;
    if (amount > left)
      return error(400, 'The refund amount provided is greater than amount captured', 'amount');
    const refund = newRefund(payment, amount, body, this.refundOutcome, this.clock.unix());
    this.refunds.set(refund.id, refund);
    // A refund that failed gave nothing back.
    if (refund.status !== 'failed') this.#refunded(payment, amount);
    if (typeof key === 'string') this.#idempotent.set(key, { body: request.body, refundId: refund.id });
    return { status: 200, body: refund };
  }

  /** A captured payment's refunded amount moved by `amount` (negative when a refund failed). */
  #refunded(payment: RazorpayPayment, amount: number): void {
    payment.amount_refunded += amount;
    payment.refund_status =
      payment.amount_refunded === 0 ? null : payment.amount_refunded === payment.amount ? 'full' : 'partial';
    payment.status = payment.refund_status === 'full' ? 'refunded' : 'captured';
  }

  /** Whether a payment made now falls in the order's automatic capture window (always, without settings). */
  #withinAutomaticCapture(order: RazorpayOrder): boolean {
    const minutes = this.#captureWindows.get(order.id)?.automaticMinutes;
    return minutes == null || this.clock.unix() < order.created_at + minutes * 60;
  }

  #webhook(event: string, payload: object, options: { eventId?: string; secret?: string }): SignedWebhook {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount0001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: this.clock.unix(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(options.secret ?? this.keys.webhookSecret, body),
        'x-razorpay-event-id': options.eventId ?? gatewayId('', 14),
      },
    };
  }

  #found(entity: object | undefined): FakeAnswer {
    return entity ? { status: 200, body: entity } : error(400, NO_SUCH_ID, 'id');
  }

  #order(gatewayOrderId: string): RazorpayOrder {
    const order = this.orders.get(gatewayOrderId);
    if (!order) throw new Error(`The fake Razorpay has no order ${gatewayOrderId}`);
    return order;
  }
}
