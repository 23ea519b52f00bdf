/**
 * The payment port: a gateway that takes a shopper's money for an order, says what became of a payment, and
 * gives money back. Razorpay (the gateway method: UPI, cards, net banking), Stripe (the card method) and the
 * shop's own test-mode gateway each implement it. Amounts are paise; the currency is always INR.
 *
 * Every call that could charge or refund twice carries an idempotency key, so a retry after a timeout asks
 * for the same thing again rather than something new.
 */

export type GatewayName = 'razorpay' | 'stripe' | 'test';

/** How a shopper pays through a gateway: its hosted dialog (Razorpay-like) or a card form (Stripe-like). */
export type GatewayFlow = 'dialog' | 'card';

export interface OpenPaymentRequest {
  /** The shop's order. */
  orderId: string;
  amount: number;
  currency: 'INR';
  idempotencyKey: string;
}

export interface OpenedPayment {
  /** The gateway's id for what is being paid: a Razorpay order, a Stripe PaymentIntent, a test payment. */
  gatewayOrderId: string;
  /** What the browser needs to pay, all public: a key id, a publishable key, a client secret. */
  client: Record<string, string>;
}

/** What the gateway says of a payment now. */
export type GatewayPaymentState =
  | { status: 'captured'; gatewayPaymentId: string; amount: number; currency: string }
  | { status: 'failed'; gatewayPaymentId: string | null; reason: string }
  /** The card needs another card or another try (Stripe's requires_payment_method). */
  | { status: 'requires_payment_method'; reason: string }
  /** Nothing settled yet: not paid, or waiting for the shopper (an authentication, a UPI approval). */
  | { status: 'pending' };

export interface RefundRequest {
  gatewayPaymentId: string;
  amount: number;
  /** The shop's refund id: a refund asked for again with it is the same refund. */
  idempotencyKey: string;
}

export type GatewayRefund =
  | { status: 'completed'; gatewayRefundId: string }
  /** Accepted; the gateway will settle it later (a job asks again). */
  | { status: 'pending'; gatewayRefundId: string }
  | { status: 'failed'; reason: string };

/** What a webhook says, once its signature is the gateway's. */
export type WebhookFacts =
  | {
      kind: 'captured';
      eventId: string;
      gatewayOrderId: string;
      gatewayPaymentId: string;
      amount: number;
      currency: string;
      /** The shop's order, when the gateway echoes it (receipt, notes, metadata). */
      orderId: string | null;
    }
  | {
      kind: 'failed';
      eventId: string;
      gatewayOrderId: string;
      gatewayPaymentId: string | null;
      reason: string;
      orderId: string | null;
    }
  /** A well-signed event the shop does not act on. */
  | { kind: 'ignored'; eventId: string; type: string };

/** A webhook whose signature is not the gateway's: it is answered 400 and nothing is recorded. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface PaymentGateway {
  readonly name: GatewayName;
  readonly flow: GatewayFlow;
  /** Whether it takes real money: false for the shop's test-mode gateway and gateways' test keys alike. */
  readonly live: boolean;
  openPayment(request: OpenPaymentRequest): Promise<OpenedPayment>;
  /** What the browser needs to go on paying a payment opened before (a 'Pay now' later). */
  resumePayment(gatewayOrderId: string): Promise<OpenedPayment>;
  paymentState(gatewayOrderId: string): Promise<GatewayPaymentState>;
  /**
   * For the dialog flow: whether the browser's proof of a successful payment is the gateway's (an HMAC-SHA256
   * of `gatewayOrderId|gatewayPaymentId`, compared in constant time). The order id is the one the shop
   * stored, never one the browser sends.
   */
  verifyCallback(proof: { gatewayOrderId: string; gatewayPaymentId: string; signature: string }): boolean;
  /** Throws WebhookSignatureError when the body was not signed by the gateway. */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): WebhookFacts;
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** What became of a refund the gateway accepted as pending. */
  refundState(gatewayRefundId: string): Promise<GatewayRefund>;
}
