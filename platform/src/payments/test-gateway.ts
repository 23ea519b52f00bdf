import { randomBytes, randomUUID } from 'node:crypto';
import { headerOf, hmacSha256Hex, sameSignature } from './gateway-support';
import {
  type GatewayFlow,
  type GatewayPaymentState,
  type GatewayRefund,
  GatewayRefusedError,
  GatewayUnreachableError,
  type OpenedPayment,
  type OpenPaymentRequest,
  type PaymentGateway,
  type RefundRequest,
  type WebhookFacts,
  WebhookSignatureError,
} from './payment-gateway';
import type { TestGatewayStore, TestPayment, TestRefund, TestRefundStatus } from './test-gateway-store';

/** Stripe's documented test cards, and what they do here as there. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsAuthentication: '4000002500003155',
  /** Pays; the bank returns the first refund of it (as Stripe's test card whose refunds fail), a second goes through. */
  firstRefundReturned: '4000000000005126',
} as const;

/** Payments made with the card whose first refund the bank returns carry it in their id, as the test gateway's only memory of the card. */
const FIRST_REFUND_RETURNED = 'test_ch_first_refund_returned';

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  unknownNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is in the past.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardResult =
  | { status: 'captured' }
  | { status: 'requires_action' }
  | { status: 'requires_payment_method'; reason: string };

export const TEST_REFUND_FAILURE = 'The bank returned the refund (test mode)';

/** A payment the shopper can no longer pay: cancelled by the shop, or paid already. */
export class TestPaymentClosedError extends GatewayRefusedError {}

const sign = (secret: string, text: string) => hmacSha256Hex(secret, text);
const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 14)}`;

/**
 * The shop's own test-mode gateway: it takes no money, and behaves like the real ones, so checkout works end
 * to end with no account anywhere. The dialog flow signs a successful payment as Razorpay does (HMAC-SHA256 of
 * `gatewayOrderId|paymentId` with its secret), and the card flow answers Stripe's test card numbers as Stripe
 * does, each declined try under an attempt id of its own. A cancelled payment can no longer be paid. Refunds
 * complete at once unless `refundOutcome` says otherwise (then `settleRefund` moves them on, and
 * `refundWebhookFor` says so as a webhook). The shopper's side (`pay`, `confirmCard`, `authenticate`) is what
 * its test dialog and card form call.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  readonly live = false;
  /** While true, every call fails as an unreachable gateway's would: for tests of a gateway that is down. */
  down = false;
  /** How new refunds come out: at once by default, as a card refund usually does. */
  refundOutcome: TestRefundStatus = 'completed';
  readonly #secret: string;

  constructor(
    private readonly store: TestGatewayStore,
    readonly flow: GatewayFlow,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#secret = store.secret(() => randomBytes(32).toString('hex'));
  }

  async openPayment(request: OpenPaymentRequest): Promise<OpenedPayment> {
    this.#assertUp('open a payment');
    const payment = this.store.open(request.idempotencyKey, {
      gatewayOrderId: newId(this.flow === 'dialog' ? 'test_order' : 'test_pi'),
      orderId: request.orderId,
      amount: request.amount,
    });
    return this.#opened(payment.gatewayOrderId, payment.amount);
  }

  async resumePayment(gatewayOrderId: string): Promise<OpenedPayment> {
    this.#assertUp('resume a payment');
    return this.#opened(gatewayOrderId, this.#payment(gatewayOrderId).amount);
  }

  async paymentState(gatewayOrderId: string): Promise<GatewayPaymentState> {
    this.#assertUp('read a payment');
    return stateOf(this.#payment(gatewayOrderId));
  }

  /** Cancels a payment not captured: the shopper can no longer pay it. A captured one is answered as it is. */
  async cancelPayment(gatewayOrderId: string): Promise<GatewayPaymentState> {
    this.#assertUp('cancel a payment');
    const payment = this.#payment(gatewayOrderId);
    if (payment.status !== 'captured' && payment.status !== 'canceled')
      this.store.settle(gatewayOrderId, {
        status: 'canceled',
        paymentId: payment.paymentId,
        failureReason: payment.failureReason,
        attemptId: payment.attemptId,
      });
    return stateOf(this.#payment(gatewayOrderId));
  }

  /** Only the dialog flow hands the browser a proof; the card flow is verified by asking (paymentState). */
  verifyCallback(proof: { gatewayOrderId: string; gatewayPaymentId: string; signature: string }): boolean {
    if (this.flow !== 'dialog') return false;
    return sameSignature(
      sign(this.#secret, `${proof.gatewayOrderId}|${proof.gatewayPaymentId}`),
      proof.signature,
    );
  }

  /** Its webhooks name a payment or a refund; what they say is read from its own records. */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): WebhookFacts {
    const signature = headerOf(headers, 'x-test-gateway-signature') ?? '';
    if (!sameSignature(sign(this.#secret, rawBody.toString('utf8')), signature)) {
      throw new WebhookSignatureError('The test gateway did not sign this webhook');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      gatewayOrderId?: string;
      refundId?: string;
    };
    if (event.type === 'refund.updated') {
      const refund = event.refundId ? this.store.refundById(event.refundId) : null;
      if (!refund) return { kind: 'ignored', eventId: event.id, type: event.type };
      return {
        kind: 'refund',
        eventId: event.id,
        gatewayRefundId: refund.refundId,
        gatewayPaymentId: refund.paymentId,
        outcome: refundOutcome(refund),
      };
    }
    const payment = event.gatewayOrderId ? this.store.payment(event.gatewayOrderId) : null;
    if (event.type !== 'payment.captured' || payment?.status !== 'captured')
      return { kind: 'ignored', eventId: event.id, type: event.type };
    return {
      kind: 'captured',
      eventId: event.id,
      gatewayOrderId: payment.gatewayOrderId,
      gatewayPaymentId: payment.paymentId!,
      amount: payment.amount,
      currency: 'INR',
    };
  }

  /**
   * One refund per idempotency key, whatever it became; a refund of a payment it did not capture, or of more
   * than is left of it, fails (and fails the same way when asked again).
   */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    this.#assertUp('refund a payment');
    const made = this.store.refundByKey(request.idempotencyKey);
    if (made) return refundOutcome(made);
    const payment = this.store.capturedPayment(request.gatewayPaymentId);
    if (!payment)
      return {
        status: 'failed',
        gatewayRefundId: null,
        reason: `The test gateway took no payment ${request.gatewayPaymentId}`,
      };
    const left = payment.amount - this.store.refundedAmount(request.gatewayPaymentId);
    if (request.amount <= 0 || request.amount > left)
      return {
        status: 'failed',
        gatewayRefundId: null,
        reason: `The test gateway cannot refund ${request.amount} paise: ${left} are left of the payment`,
      };
    const returned =
      request.gatewayPaymentId.startsWith(FIRST_REFUND_RETURNED) &&
      this.store.refundCount(request.gatewayPaymentId) === 0;
    const status = returned ? 'failed' : this.refundOutcome;
    const refund = this.store.refund(request.idempotencyKey, {
      refundId: newId('test_rfnd'),
      paymentId: request.gatewayPaymentId,
      amount: request.amount,
      status,
      failureReason: status === 'failed' ? TEST_REFUND_FAILURE : null,
    });
    return refundOutcome(refund);
  }

  async refundState(gatewayRefundId: string): Promise<GatewayRefund> {
    this.#assertUp('read a refund');
    const refund = this.store.refundById(gatewayRefundId);
    if (!refund) throw new GatewayRefusedError(`The test gateway has no refund ${gatewayRefundId}`);
    return refundOutcome(refund);
  }

  /** The gateway settling a pending refund (tests, or an admin playing the bank). */
  settleRefund(gatewayRefundId: string, status: 'completed' | 'failed'): GatewayRefund {
    const refund = this.store.refundById(gatewayRefundId);
    if (!refund) throw new GatewayRefusedError(`The test gateway has no refund ${gatewayRefundId}`);
    if (refund.status === 'pending')
      this.store.settleRefund(gatewayRefundId, status, status === 'failed' ? TEST_REFUND_FAILURE : null);
    return refundOutcome(this.store.refundById(gatewayRefundId)!);
  }

  /** The shopper in the test dialog: pays, or has the payment fail. Succeeding gives the signed proof. */
  pay(gatewayOrderId: string, outcome: 'succeed' | 'fail') {
    this.#assertUp('take a payment');
    this.#payable(gatewayOrderId);
    const paymentId = newId('test_pay');
    if (outcome === 'fail') {
      this.store.settle(gatewayOrderId, {
        status: 'failed',
        paymentId,
        failureReason: 'The payment failed (test mode)',
      });
      return { paid: false as const, paymentId, reason: 'The payment failed (test mode)' };
    }
    this.store.settle(gatewayOrderId, { status: 'captured', paymentId, failureReason: null });
    return {
      paid: true as const,
      paymentId,
      signature: sign(this.#secret, `${gatewayOrderId}|${paymentId}`),
    };
  }

  /** The shopper's card form: Stripe's test numbers decide the outcome; any future expiry, any CVC. */
  confirmCard(gatewayOrderId: string, card: TestCard): CardResult {
    this.#assertUp('take a card payment');
    const payment = this.#payment(gatewayOrderId);
    if (payment.status === 'captured') return { status: 'captured' };
    this.#payable(gatewayOrderId);
    const number = card.number.replace(/\D/g, '');
    const result = this.#cardResult(number, card.expiry);
    if (result.status === 'captured')
      this.#capture(
        gatewayOrderId,
        number === TEST_CARDS.firstRefundReturned ? FIRST_REFUND_RETURNED : 'test_ch',
      );
    else if (result.status === 'requires_action')
      this.store.settle(gatewayOrderId, { status: 'requires_action', paymentId: null, failureReason: null });
    else this.#decline(gatewayOrderId, result.reason);
    return result;
  }

  /** The shopper's answer to the card's authentication step. */
  authenticate(gatewayOrderId: string, outcome: 'succeed' | 'fail'): CardResult {
    this.#assertUp('authenticate a card payment');
    if (this.#payment(gatewayOrderId).status !== 'requires_action')
      return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.authenticationFailed };
    if (outcome === 'succeed') {
      this.#capture(gatewayOrderId);
      return { status: 'captured' };
    }
    const reason = TEST_CARD_MESSAGES.authenticationFailed;
    this.#decline(gatewayOrderId, reason);
    return { status: 'requires_payment_method', reason };
  }

  /** The webhook the gateway sends once a payment is captured: its raw body and signed headers. */
  webhookFor(gatewayOrderId: string, eventId: string): { body: string; headers: Record<string, string> } {
    return this.#signed({ id: eventId, type: 'payment.captured', gatewayOrderId });
  }

  /** The webhook the gateway sends once a refund moved on: its raw body and signed headers. */
  refundWebhookFor(
    gatewayRefundId: string,
    eventId: string,
  ): { body: string; headers: Record<string, string> } {
    return this.#signed({ id: eventId, type: 'refund.updated', refundId: gatewayRefundId });
  }

  /** How many refunds were made for a payment: for tests that a refund is never made twice. */
  refundsOf(gatewayPaymentId: string): number {
    return this.store.refundCount(gatewayPaymentId);
  }

  #signed(event: object) {
    const body = JSON.stringify(event);
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-test-gateway-signature': sign(this.#secret, body) },
    };
  }

  #cardResult(number: string, expiry: string): CardResult {
    if (!isFuture(expiry, this.now()))
      return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.expired };
    if (number === TEST_CARDS.succeeds || number === TEST_CARDS.firstRefundReturned)
      return { status: 'captured' };
    if (number === TEST_CARDS.needsAuthentication) return { status: 'requires_action' };
    if (number === TEST_CARDS.declined)
      return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.declined };
    return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.unknownNumber };
  }

  #capture(gatewayOrderId: string, paymentIdPrefix = 'test_ch'): void {
    this.store.settle(gatewayOrderId, {
      status: 'captured',
      paymentId: newId(paymentIdPrefix),
      failureReason: null,
    });
  }

  /** A declined try, under an attempt id of its own (as a Stripe charge that failed). */
  #decline(gatewayOrderId: string, reason: string): void {
    this.store.settle(gatewayOrderId, {
      status: 'requires_payment_method',
      paymentId: null,
      failureReason: reason,
      attemptId: newId('test_ch'),
    });
  }

  #opened(gatewayOrderId: string, amount: number): OpenedPayment {
    return {
      gatewayOrderId,
      client: { gatewayOrderId, amount: String(amount), currency: 'INR', testMode: 'true' },
    };
  }

  #payment(gatewayOrderId: string): TestPayment {
    const payment = this.store.payment(gatewayOrderId);
    if (!payment) throw new GatewayRefusedError(`The test gateway has no payment ${gatewayOrderId}`);
    return payment;
  }

  /** A payment the shopper may still pay: not cancelled, not paid already. */
  #payable(gatewayOrderId: string): TestPayment {
    const payment = this.#payment(gatewayOrderId);
    if (payment.status === 'canceled')
      throw new TestPaymentClosedError('This payment was cancelled: the order can no longer be paid');
    if (payment.status === 'captured') throw new TestPaymentClosedError('This payment is paid already');
    return payment;
  }

  #assertUp(what: string): void {
    if (this.down) throw new GatewayUnreachableError(`The test gateway is unavailable: it could not ${what}`);
  }
}

function stateOf(payment: TestPayment): GatewayPaymentState {
  switch (payment.status) {
    case 'captured':
      return {
        status: 'captured',
        gatewayPaymentId: payment.paymentId!,
        amount: payment.amount,
        currency: 'INR',
      };
    case 'failed':
      return {
        status: 'failed',
        gatewayPaymentId: payment.paymentId,
        reason: payment.failureReason ?? 'Payment failed',
      };
    case 'canceled':
      return {
        status: 'failed',
        gatewayPaymentId: payment.paymentId,
        reason: 'The payment was cancelled (test mode)',
      };
    case 'requires_payment_method':
      return {
        status: 'requires_payment_method',
        attemptId: payment.attemptId,
        reason: payment.failureReason ?? TEST_CARD_MESSAGES.declined,
      };
    default:
      return { status: 'pending' };
  }
}

function refundOutcome(refund: TestRefund): GatewayRefund {
  switch (refund.status) {
    case 'completed':
      return { status: 'completed', gatewayRefundId: refund.refundId };
    case 'failed':
      return {
        status: 'failed',
        gatewayRefundId: refund.refundId,
        reason: refund.failureReason ?? TEST_REFUND_FAILURE,
      };
    default:
      return { status: 'pending', gatewayRefundId: refund.refundId };
  }
}

/** An MM/YY expiry that is this month or later. */
function isFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
