/**
 * The payment port: a gateway that takes a shopper's money for an order, says what became of a payment, and
 * gives money back. Razorpay (the gateway method: UPI, cards, net banking), Stripe (the card method) and the
 * shop's own test-mode gateway each implement it. Amounts are paise; the currency is always INR.
 *
 * Every call that could charge or refund twice carries an idempotency key, so a retry after a timeout asks
 * for the same thing again rather than something new. A call that fails throws GatewayRefusedError (the
 * gateway said no) or GatewayUnreachableError (no answer): the two are told apart to shoppers and in logs.
 */

export type GatewayName = 'razorpay' | 'stripe' | 'test';

/** How a shopper pays through a gateway: its hosted dialog (Razorpay-like) or a card form (Stripe-like). */
export type GatewayFlow = 'dialog' | 'card';

/** Where the order goes: Stripe's India rules refuse a payment from a card issued abroad without it. */
export interface PaymentShipping {
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, 'IN'. */
  country: string;
}

export interface OpenPaymentRequest {
  /** The shop's order. */
  orderId: string;
  amount: number;
  currency: 'INR';
  idempotencyKey: string;
  /** What is being paid for, as the gateway shows and records it (Stripe India requires one). */
  description: string;
  shipping: PaymentShipping;
  /**
   * How long the shopper has to pay once this is opened: the gateway takes no money after it where it can be
   * told so (Razorpay's automatic capture expiry, at least 12 minutes). A Stripe PaymentIntent has no expiry:
   * the shop cancels it (cancelPayment) when the order expires.
   */
  payWithinMs: number;
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
  /**
   * The card needs another card or another try (Stripe's requires_payment_method). `attemptId` names the try
   * that failed (Stripe's latest_charge), so the same failure read again is recognised as the same one.
   */
  | { status: 'requires_payment_method'; attemptId: string | null; reason: string }
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
  /** Accepted; the gateway will settle it later (the shop follows it with refundState and webhooks). */
  | { status: 'pending'; gatewayRefundId: string }
  /** Refused or failed for good: asking again with the same key gets the same answer. */
  | { status: 'failed'; gatewayRefundId: string | null; reason: string };

/**
 * What a webhook says, once its signature is the gateway's. The shop finds the order by the gateway's ids it
 * recorded (the gateway order, the payment), never by notes or metadata a shopper could have set.
 */
export type WebhookFacts =
  | {
      kind: 'captured';
      eventId: string;
      gatewayOrderId: string;
      gatewayPaymentId: string;
      amount: number;
      currency: string;
    }
  | {
      kind: 'failed';
      eventId: string;
      gatewayOrderId: string;
      gatewayPaymentId: string | null;
      reason: string;
    }
  /**
   * A refund moved on (Razorpay's refund.processed / refund.failed, Stripe's charge.refund.updated /
   * refund.updated / refund.failed). `gatewayPaymentId` is the refunded payment, the same id paymentState
   * gave for its capture.
   */
  | {
      kind: 'refund';
      eventId: string;
      gatewayRefundId: string;
      gatewayPaymentId: string;
      outcome: GatewayRefund;
    }
  /** A well-signed event the shop does not act on. */
  | { kind: 'ignored'; eventId: string; type: string };

/** A webhook whose signature is not the gateway's: it is answered 400 and nothing is recorded. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** The gateway answered and refused the request (a 4xx): asking again the same way will not help. */
export class GatewayRefusedError extends Error {
  override readonly name = 'GatewayRefusedError';
}

/** The gateway could not be reached, timed out or failed (a 5xx): the outcome is unknown, ask again. */
export class GatewayUnreachableError extends Error {
  override readonly name = 'GatewayUnreachableError';
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
   * Stops the gateway taking money for it where it can (Stripe cancels the PaymentIntent; a Razorpay order
   * cannot be cancelled and ends by its capture expiry), then says what the payment is: one captured meanwhile
   * is answered as captured, so the shop records it rather than losing it.
   */
  cancelPayment(gatewayOrderId: string): Promise<GatewayPaymentState>;
  /**
   * For the dialog flow: whether the browser's proof of a successful payment is the gateway's (an HMAC-SHA256
   * of `gatewayOrderId|gatewayPaymentId`, compared in constant time). The order id is the one the shop
   * stored, never one the browser sends.
   */
  verifyCallback(proof: { gatewayOrderId: string; gatewayPaymentId: string; signature: string }): boolean;
  /** Throws WebhookSignatureError when the body was not signed by the gateway. */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): WebhookFacts;
  /**
   * Asks for the refund once; a call asked again with the same key is the same refund, even after the
   * gateway's own idempotency window (the adapter finds the refund it made for that key).
   */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** What became of a refund the gateway accepted. */
  refundState(gatewayRefundId: string): Promise<GatewayRefund>;
}
