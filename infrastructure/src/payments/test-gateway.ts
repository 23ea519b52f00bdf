import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type GatewayFlow,
  type GatewayPaymentState,
  type GatewayRefund,
  type OpenedPayment,
  type OpenPaymentRequest,
  type PaymentGateway,
  type RefundRequest,
  type WebhookFacts,
  WebhookSignatureError,
} from './payment-gateway';
import type { TestGatewayStore } from './test-gateway-store';

/** Stripe's documented test cards, and what they do here as there. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsAuthentication: '4000002500003155',
} as const;

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

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The shop's own test-mode gateway: it takes no money, and behaves like the real ones, so checkout works end
 * to end with no account anywhere. The dialog flow signs a successful payment as Razorpay does (HMAC-SHA256 of
 * `gatewayOrderId|paymentId` with its secret), and the card flow answers Stripe's test card numbers as Stripe
 * does. The shopper's side (`pay`, `confirmCard`, `authenticate`) is what its test dialog and card form call.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  readonly live = false;
  /** While true, every call fails as an unreachable gateway's would: for tests of a gateway that is down. */
  down = false;
  readonly #secret: string;

  constructor(
    private readonly store: TestGatewayStore,
    readonly flow: GatewayFlow,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#secret = store.secret(() => randomBytes(32).toString('hex'));
  }

  async openPayment(request: OpenPaymentRequest): Promise<OpenedPayment> {
    this.#assertUp();
    const prefix = this.flow === 'dialog' ? 'test_order' : 'test_pi';
    const payment = this.store.open(request.idempotencyKey, {
      gatewayOrderId: `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      orderId: request.orderId,
      amount: request.amount,
    });
    return this.#opened(payment.gatewayOrderId, payment.amount);
  }

  async resumePayment(gatewayOrderId: string): Promise<OpenedPayment> {
    this.#assertUp();
    return this.#opened(gatewayOrderId, this.#payment(gatewayOrderId).amount);
  }

  async paymentState(gatewayOrderId: string): Promise<GatewayPaymentState> {
    this.#assertUp();
    const payment = this.#payment(gatewayOrderId);
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
      case 'requires_payment_method':
        return {
          status: 'requires_payment_method',
          reason: payment.failureReason ?? TEST_CARD_MESSAGES.declined,
        };
      default:
        return { status: 'pending' };
    }
  }

  verifyCallback(proof: { gatewayOrderId: string; gatewayPaymentId: string; signature: string }): boolean {
    return sameSignature(
      sign(this.#secret, `${proof.gatewayOrderId}|${proof.gatewayPaymentId}`),
      proof.signature,
    );
  }

  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): WebhookFacts {
    const signature = headers['x-test-gateway-signature'] ?? '';
    if (!sameSignature(sign(this.#secret, rawBody.toString('utf8')), signature)) {
      throw new WebhookSignatureError('The test gateway did not sign this webhook');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      gatewayOrderId: string;
    };
    const payment = this.store.payment(event.gatewayOrderId);
    if (event.type !== 'payment.captured' || payment?.status !== 'captured')
      return { kind: 'ignored', eventId: event.id, type: event.type };
    return {
      kind: 'captured',
      eventId: event.id,
      gatewayOrderId: payment.gatewayOrderId,
      gatewayPaymentId: payment.paymentId!,
      amount: payment.amount,
      currency: 'INR',
      orderId: payment.orderId,
    };
  }

  async refund(request: RefundRequest): Promise<GatewayRefund> {
    this.#assertUp();
    const refund = this.store.refund(request.idempotencyKey, {
      refundId: `test_rfnd_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      paymentId: request.gatewayPaymentId,
      amount: request.amount,
    });
    return { status: 'completed', gatewayRefundId: refund.refundId };
  }

  async refundState(gatewayRefundId: string): Promise<GatewayRefund> {
    this.#assertUp();
    const refund = this.store.refundById(gatewayRefundId);
    return refund ? { status: 'completed', gatewayRefundId } : { status: 'failed', reason: 'No such refund' };
  }

  /** The shopper in the test dialog: pays, or has the payment fail. Succeeding gives the signed proof. */
  pay(gatewayOrderId: string, outcome: 'succeed' | 'fail') {
    this.#assertUp();
    this.#payment(gatewayOrderId);
    const paymentId = `test_pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
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
    this.#assertUp();
    const payment = this.#payment(gatewayOrderId);
    if (payment.status === 'captured') return { status: 'captured' };
    const number = card.number.replace(/\D/g, '');
    const result = this.#cardResult(number, card.expiry);
    if (result.status === 'captured') this.#capture(gatewayOrderId);
    else if (result.status === 'requires_action')
      this.store.settle(gatewayOrderId, { status: 'requires_action', paymentId: null, failureReason: null });
    else
      this.store.settle(gatewayOrderId, {
        status: 'requires_payment_method',
        paymentId: null,
        failureReason: result.reason,
      });
    return result;
  }

  /** The shopper's answer to the card's authentication step. */
  authenticate(gatewayOrderId: string, outcome: 'succeed' | 'fail'): CardResult {
    this.#assertUp();
    if (this.#payment(gatewayOrderId).status !== 'requires_action')
      return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.authenticationFailed };
    if (outcome === 'succeed') {
      this.#capture(gatewayOrderId);
      return { status: 'captured' };
    }
    const reason = TEST_CARD_MESSAGES.authenticationFailed;
    this.store.settle(gatewayOrderId, {
      status: 'requires_payment_method',
      paymentId: null,
      failureReason: reason,
    });
    return { status: 'requires_payment_method', reason };
  }

  /** The webhook the gateway sends once a payment is captured: its raw body and signed headers. */
  webhookFor(gatewayOrderId: string, eventId: string): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({ id: eventId, type: 'payment.captured', gatewayOrderId });
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-test-gateway-signature': sign(this.#secret, body) },
    };
  }

  /** How many refunds were made for a payment: for tests that a refund is never made twice. */
  refundsOf(gatewayPaymentId: string): number {
    return this.store.refundCount(gatewayPaymentId);
  }

  #cardResult(number: string, expiry: string): CardResult {
    if (!isFuture(expiry, this.now()))
      return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.expired };
    if (number === TEST_CARDS.succeeds) return { status: 'captured' };
    if (number === TEST_CARDS.needsAuthentication) return { status: 'requires_action' };
    if (number === TEST_CARDS.declined)
      return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.declined };
    return { status: 'requires_payment_method', reason: TEST_CARD_MESSAGES.unknownNumber };
  }

  #capture(gatewayOrderId: string): void {
    const paymentId = `test_ch_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    this.store.settle(gatewayOrderId, { status: 'captured', paymentId, failureReason: null });
  }

  #opened(gatewayOrderId: string, amount: number): OpenedPayment {
    return {
      gatewayOrderId,
      client: { gatewayOrderId, amount: String(amount), currency: 'INR', testMode: 'true' },
    };
  }

  #payment(gatewayOrderId: string) {
    const payment = this.store.payment(gatewayOrderId);
    if (!payment) throw new Error(`The test gateway has no payment ${gatewayOrderId}`);
    return payment;
  }

  #assertUp(): void {
    if (this.down) throw new Error('The test gateway is unavailable');
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
