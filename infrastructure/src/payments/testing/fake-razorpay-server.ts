import { hmacSha256Hex } from '../gateway-support';
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

const error = (status: number, description: string, field?: string): FakeAnswer => ({
  status,
  body: {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});
const NO_SUCH_ID = 'The id provided does not exist';

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
   * The shopper in checkout.js: pays (captured at once, as with automatic capture), fails, or starts a payment
   * and leaves it waiting (a UPI request not yet approved). Paying gives the fields checkout.js hands the browser.
   */
  payOrder(gatewayOrderId: string, outcome: 'succeed'): RazorpayCheckoutSuccess;
  payOrder(gatewayOrderId: string, outcome: 'fail' | 'pending'): RazorpayPayment;
  payOrder(gatewayOrderId: string, outcome: 'succeed' | 'fail' | 'pending') {
    const order = this.#order(gatewayOrderId);
    const created = newPayment(order);
    const payment =
      outcome === 'succeed'
        ? { ...created, status: 'captured' as const, captured: true }
        : outcome === 'fail'
          ? failedPayment(created)
          : created;
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = outcome === 'succeed' ? 'paid' : 'attempted';
    if (outcome === 'succeed') {
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
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount0001',
      event,
      contains: withOrder ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(withOrder ? { order: { entity: order } } : {}),
      },
      created_at: unixNow(),
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

  /** How many refunds were made of a payment. */
  refundsOf(gatewayPaymentId: string): number {
    return [...this.refunds.values()].filter((refund) => refund.payment_id === gatewayPaymentId).length;
  }

  /** Razorpay settling a refund it had accepted as pending. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): void {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`No refund ${refundId}`);
    refund.status = status;
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
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(400, 'The amount must be atleast INR 1.00', 'amount');
    if (body.currency !== 'INR') return error(400, 'Currency is not supported', 'currency');
    if (typeof body.receipt === 'string' && body.receipt.length > 40)
      return error(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    const order = newOrder(amount, body.receipt, body.notes);
    this.orders.set(order.id, order);
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
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      return error(400, 'Only payments which have been captured can be refunded', 'payment_id');
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const left = payment.amount - payment.amount_refunded;
    const amount = typeof body.amount === 'number' ? body.amount : left;
    if (amount > left)
      return error(400, 'The refund amount provided is greater than amount captured', 'amount');
    const refund = newRefund(payment, amount, body, this.refundOutcome);
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    if (typeof key === 'string') this.#idempotent.set(key, { body: request.body, refundId: refund.id });
    return { status: 200, body: refund };
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
