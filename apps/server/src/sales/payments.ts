import { ORDER_NOT_FOUND, type Order, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { isPaid, PAID_ALREADY, PAYMENT_MISMATCH } from '@verdant/domain/sales/order-payments';
import { DomainError, invalid, notFound } from '@verdant/domain/shared/domain-error';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type {
  GatewayName,
  GatewayPaymentState,
  PaymentGateway,
  WebhookFacts,
} from '@verdant/infrastructure/payments/payment-gateway';
import type { OnlineMethod, PaymentGateways } from '@verdant/infrastructure/payments/payment-gateways';
import type { ReadModels } from '@verdant/projections/read-models';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { type CommandContext, type EventSourcing, loadAggregate } from '../command-handling/handle-command';
import { StreamLocks } from '../command-handling/stream-locks';
import type { OrderCommands } from './order-commands';

export const GATEWAY_UNREACHABLE =
  'We could not reach the payment gateway. Your order is saved: please try paying again in a moment.';
export const INVALID_SIGNATURE = 'Payment verification failed: Invalid signature';
export const PAYMENT_INCOMPLETE =
  'Payment Incomplete. For guaranteed success, please use the test card number 4242 4242 4242 4242.';

/** What the browser needs to pay an order with its method's gateway. */
export interface PaymentStart {
  orderId: string;
  method: OnlineMethod;
  gateway: PaymentGateway['name'];
  /** The shop's own test-mode gateway: the page says 'Test mode' and shows its test dialog or form. */
  testMode: boolean;
  amount: number;
  client: Record<string, string>;
}

/** How a card payment stands once the shop has asked the gateway. */
export type CardPaymentOutcome =
  | { status: 'paid' }
  | { status: 'requires_payment_method'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'processing' };

/** A webhook acts as its gateway, caused by the gateway's event. */
const gatewayContext = (gateway: string, eventId: string): CommandContext => ({
  correlationId: eventId,
  causationId: eventId,
  actor: { userId: gateway, role: 'gateway' },
});

/**
 * Online payments of orders. Every way the shop learns of a payment (the browser's callback, the gateway's
 * webhook, the reconciliation job) leads to the one order decision, which records a capture once and only for
 * the gateway order the shop opened, for the order's total in rupees.
 */
export class Payments {
  readonly #opening = new StreamLocks();

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly orders: OrderCommands,
    private readonly readModels: ReadModels,
    private readonly gateways: PaymentGateways,
    private readonly logger: Logger,
  ) {}

  /** The online methods the shop takes now. */
  availableMethods(): OnlineMethod[] {
    return (['razorpay', 'card'] as const).filter((method) => this.gateways.forMethod(method) !== null);
  }

  /**
   * Opens (or reopens, for 'Pay now') the order's payment with its method's gateway. Starts for one order take
   * turns, so a double click opens one gateway order even with a gateway that takes no idempotency key.
   */
  start(customerId: string, orderId: string, context: CommandContext): Promise<PaymentStart> {
    return this.#opening.run(orderId, () => this.#start(customerId, orderId, context));
  }

  async #start(customerId: string, orderId: string, context: CommandContext): Promise<PaymentStart> {
    const order = await this.#customersOrder(customerId, orderId);
    const method = order.paymentMethod;
    if (method === 'cod') throw invalid('This order is paid in cash on delivery');
    if (isPaid(order.payment)) throw invalid(PAID_ALREADY);
    const gateway = this.#gatewayFor(method);
    const opened = Object.entries(order.payment.opened).find(([, name]) => name === gateway.name)?.[0];
    const payment = await this.#callGateway(() =>
      opened
        ? gateway.resumePayment(opened)
        : gateway.openPayment({
            orderId,
            amount: order.total,
            currency: 'INR',
            idempotencyKey: `open-payment-${orderId}`,
          }),
    );
    await this.orders.decide(
      orderId,
      {
        type: 'InitiatePayment',
        data: { orderId, gateway: gateway.name, gatewayOrderId: payment.gatewayOrderId, amount: order.total },
      },
      context,
    );
    return {
      orderId,
      method,
      gateway: gateway.name,
      testMode: gateway.name === 'test',
      amount: order.total,
      client: payment.client,
    };
  }

  /**
   * The browser's word that the gateway's dialog took the money, checked against the gateway order the shop
   * opened for this order (never one the browser names) with the gateway's signature.
   */
  async confirmDialog(
    customerId: string,
    orderId: string,
    proof: { gatewayPaymentId: string; signature: string },
    context: CommandContext,
  ) {
    const order = await this.#customersOrder(customerId, orderId);
    const gateway = this.#gatewayFor('razorpay');
    const gatewayOrderId = Object.entries(order.payment.opened).find(
      ([, name]) => name === gateway.name,
    )?.[0];
    if (!gatewayOrderId || !gateway.verifyCallback({ gatewayOrderId, ...proof })) {
      this.logger.warn(
        { orderId, gatewayPaymentId: proof.gatewayPaymentId },
        'payment callback refused: bad signature',
      );
      throw invalid(INVALID_SIGNATURE);
    }
    return this.orders.decide(
      orderId,
      {
        type: 'CapturePayment',
        data: {
          orderId,
          gatewayOrderId,
          gatewayPaymentId: proof.gatewayPaymentId,
          amount: order.total,
          currency: 'INR',
          via: 'callback',
        },
      },
      context,
    );
  }

  /** After the card form, the shop asks the gateway itself what became of the payment. */
  async confirmCard(
    customerId: string,
    orderId: string,
    context: CommandContext,
  ): Promise<CardPaymentOutcome & { position: bigint | null }> {
    const order = await this.#customersOrder(customerId, orderId);
    const gateway = this.#gatewayFor('card');
    const gatewayOrderId = Object.entries(order.payment.opened).find(
      ([, name]) => name === gateway.name,
    )?.[0];
    if (!gatewayOrderId) throw invalid('This order has no card payment yet');
    const state = await this.#callGateway(() => gateway.paymentState(gatewayOrderId));
    const { position } = await this.#record(orderId, gatewayOrderId, state, 'callback', context);
    switch (state.status) {
      case 'captured':
        return { status: 'paid', position };
      case 'requires_payment_method':
        // Test cards work with test keys only: a live shop gives the gateway's own reason instead.
        return {
          status: 'requires_payment_method',
          message: gateway.live ? `Payment Incomplete. ${state.reason}` : PAYMENT_INCOMPLETE,
          position,
        };
      case 'failed':
        return {
          status: 'failed',
          message: `Payment verification failed. Status: ${state.reason}`,
          position,
        };
      default:
        return { status: 'processing', position };
    }
  }

  /**
   * Why a well-signed webhook cannot be the payment of the order it names (another amount or currency), or
   * null. Checked as it arrives, so such a webhook is answered 400 and nothing is recorded.
   */
  async webhookRefusal(facts: WebhookFacts): Promise<string | null> {
    if (facts.kind !== 'captured') return null;
    const orderId = await this.#orderOf(facts);
    if (!orderId) return null;
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    if (!order?.payment.opened[facts.gatewayOrderId]) return null;
    return facts.amount === order.total && facts.currency.toUpperCase() === 'INR' ? null : PAYMENT_MISMATCH;
  }

  /** A verified webhook's facts, recorded as the gateway's word on the order. */
  async recordWebhook(gateway: GatewayName, facts: WebhookFacts): Promise<{ recorded: boolean }> {
    if (facts.kind === 'ignored') return { recorded: false };
    const orderId = await this.#orderOf(facts);
    if (!orderId) {
      this.logger.warn({ facts }, 'webhook for a payment no order opened');
      return { recorded: false };
    }
    const state: GatewayPaymentState =
      facts.kind === 'captured'
        ? {
            status: 'captured',
            gatewayPaymentId: facts.gatewayPaymentId,
            amount: facts.amount,
            currency: facts.currency,
          }
        : { status: 'failed', gatewayPaymentId: facts.gatewayPaymentId, reason: facts.reason };
    try {
      const { position } = await this.#record(
        orderId,
        facts.gatewayOrderId,
        state,
        'webhook',
        gatewayContext(gateway, facts.eventId),
      );
      return { recorded: position !== null };
    } catch (error) {
      // The gateway's word on a payment that is not this order's is logged, never recorded nor retried.
      if (!(error instanceof DomainError) || error.message !== PAYMENT_MISMATCH) throw error;
      this.logger.warn({ facts, orderId }, 'webhook refused: the payment does not match the order');
      return { recorded: false };
    }
  }

  /** The gateway's say on an order's payment, asked by the reconciliation job. */
  async reconcile(orderId: string, context: CommandContext) {
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    if (!order || isPaid(order.payment)) return { position: null };
    let position: bigint | null = null;
    for (const [gatewayOrderId, name] of Object.entries(order.payment.opened)) {
      const gateway = name === 'cash' ? null : this.gateways.byName(name);
      if (!gateway) continue;
      const state = await gateway.paymentState(gatewayOrderId);
      ({ position } = await this.#record(orderId, gatewayOrderId, state, 'reconciliation', context));
      if (state.status === 'captured') break;
    }
    return { position };
  }

  /**
   * Asks the gateway that took the money to give it back, with the refund's id as the idempotency key, so a
   * refund asked for again is the same refund. Throws while it is not completed, for its job to try again.
   */
  async refund(orderId: string, refundId: string, context: CommandContext) {
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    const refund = order?.payment.refunds.find((candidate) => candidate.refundId === refundId);
    if (!order || !refund || refund.status === 'completed') return { completed: true };
    const capture = order.payment.captures.find((held) => held.gatewayPaymentId === refund.gatewayPaymentId);
    const gateway = capture && capture.gateway !== 'cash' ? this.gateways.byName(capture.gateway) : null;
    if (!gateway) throw new Error(`No gateway can refund ${refundId}`);
    // A call that got no answer has an unknown outcome, not a failed one: it is asked again with the same key.
    const outcome = await gateway.refund({
      gatewayPaymentId: refund.gatewayPaymentId,
      amount: refund.amount,
      idempotencyKey: refundId,
    });
    if (outcome.status === 'completed') {
      const completion = { orderId, refundId, gatewayRefundId: outcome.gatewayRefundId };
      await this.orders.decide(orderId, { type: 'CompleteRefund', data: completion }, context);
      return { completed: true };
    }
    if (outcome.status === 'failed')
      await this.orders.decide(
        orderId,
        { type: 'FailRefund', data: { orderId, refundId, reason: outcome.reason } },
        context,
      );
    throw new Error(
      `Refund ${refundId} is not completed yet: ${outcome.status === 'failed' ? outcome.reason : 'pending'}`,
    );
  }

  /** Cancels, as the system, an online order whose money never came, after asking its gateways once more. */
  async expireUnpaid(orderId: string, reason: string, context: CommandContext) {
    await this.reconcile(orderId, context);
    return this.orders.decide(orderId, { type: 'ExpireUnpaidOrder', data: { orderId, reason } }, context);
  }

  async #record(
    orderId: string,
    gatewayOrderId: string,
    state: GatewayPaymentState,
    via: 'callback' | 'webhook' | 'reconciliation',
    context: CommandContext,
  ): Promise<{ position: bigint | null }> {
    if (state.status === 'captured') {
      const { gatewayPaymentId, amount, currency } = state;
      return this.orders.decide(
        orderId,
        {
          type: 'CapturePayment',
          data: { orderId, gatewayOrderId, gatewayPaymentId, amount, currency, via },
        },
        context,
      );
    }
    if (state.status === 'failed' || state.status === 'requires_payment_method') {
      const gatewayPaymentId = state.status === 'failed' ? state.gatewayPaymentId : null;
      return this.orders.decide(
        orderId,
        { type: 'FailPayment', data: { orderId, gatewayOrderId, gatewayPaymentId, reason: state.reason } },
        context,
      );
    }
    return { position: null };
  }

  /** The order a webhook is about: echoed by the gateway, or found by the gateway order opened for it. */
  async #orderOf(facts: Exclude<WebhookFacts, { kind: 'ignored' }>): Promise<string | null> {
    if (facts.orderId) return facts.orderId;
    const payments = await this.readModels.collection<OnlinePaymentView>(
      onlinePaymentsProjection,
      'online_payments',
    );
    return (await payments.findOne({ gatewayOrderIds: facts.gatewayOrderId }))?._id ?? null;
  }

  async #customersOrder(customerId: string, orderId: string): Promise<Order> {
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    // Another customer's order answers exactly as a missing one.
    if (!order || order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  #gatewayFor(method: OnlineMethod): PaymentGateway {
    const gateway = this.gateways.forMethod(method);
    if (!gateway) throw invalid('This payment method is not available. Please choose another.');
    return gateway;
  }

  /** A gateway call that fails answers with a message the shopper can act on; the order stays payable. */
  async #callGateway<Result>(call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      this.logger.error({ err: error }, 'payment gateway call failed');
      throw new DomainError('conflict', GATEWAY_UNREACHABLE);
    }
  }
}
