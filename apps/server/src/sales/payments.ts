import { ORDER_NOT_FOUND, type Order, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { orderNumber } from '@verdant/domain/sales/order-number';
import {
  isPaid,
  NOT_PAYABLE,
  PAID_ALREADY,
  payableGatewayOrders,
} from '@verdant/domain/sales/order-payments';
import { DomainError, invalid, notFound } from '@verdant/domain/shared/domain-error';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import {
  type GatewayName,
  type GatewayPaymentState,
  GatewayRefusedError,
  type OpenPaymentRequest,
  type PaymentGateway,
  type WebhookFacts,
} from '@verdant/infrastructure/payments/payment-gateway';
import type { OnlineMethod, PaymentGateways } from '@verdant/infrastructure/payments/payment-gateways';
import type { ReadModels } from '@verdant/projections/read-models';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { type CommandContext, type EventSourcing, loadAggregate } from '../command-handling/handle-command';
import { StreamLocks } from '../command-handling/stream-locks';
import { gatewayNamed } from './gateway-named';
import type { OrderCommands } from './order-commands';
import { RefundFollowing } from './refund-following';

export const GATEWAY_UNREACHABLE =
  'We could not reach the payment gateway. Your order is saved: please try paying again in a moment.';
export const GATEWAY_REFUSED =
  'The payment gateway did not accept this payment. Your order is saved: please try again later, or contact us.';
export const INVALID_SIGNATURE = 'Payment verification failed: Invalid signature';
export const PAYMENT_INCOMPLETE =
  'Payment Incomplete. For guaranteed success, please use the test card number 4242 4242 4242 4242.';
export const PAID_AFTER_CANCELLATION =
  'This order was cancelled before your payment arrived. Your payment will be refunded.';
export const PAID_ANOTHER_AMOUNT =
  'Payment verification failed: the amount paid does not match this order. Your payment will be refunded.';

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

/** How a payment stands once the shop has asked the gateway. */
export type PaymentOutcome =
  | { status: 'paid' }
  | { status: 'requires_payment_method'; message: string }
  | { status: 'failed'; message: string }
  /** Money came for an order that was cancelled meanwhile, or for another amount: it is given back. */
  | { status: 'refunding'; message: string }
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
 * a gateway order the shop opened for this order, and gives back money that is not the order's payment.
 */
export class Payments {
  readonly #opening = new StreamLocks();
  readonly refunds: RefundFollowing;

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly orders: OrderCommands,
    private readonly readModels: ReadModels,
    private readonly gateways: PaymentGateways,
    private readonly logger: Logger,
    private readonly settings: { payWithinMs: number },
  ) {
    this.refunds = new RefundFollowing(eventSourcing, orders, readModels, gateways, logger);
  }

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
    // The order is checked before any gateway is asked: a cancelled or paid order opens nothing.
    if (order.status === 'cancelled') throw invalid(NOT_PAYABLE);
    if (isPaid(order.payment) || method === 'none') throw invalid(PAID_ALREADY);
    const gateway = this.#gatewayFor(method);
    const resumable = payableGatewayOrders(order.payment, gateway.name).at(-1);
    const payment = await this.#callGateway(gateway, resumable ? 'resume' : 'open', () =>
      resumable ? gateway.resumePayment(resumable) : gateway.openPayment(this.#openRequest(order)),
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

  #openRequest(order: Order): OpenPaymentRequest {
    const opened = Object.keys(order.payment.opened).length;
    const address = order.shippingAddress;
    return {
      orderId: order.orderId,
      amount: order.total,
      currency: 'INR',
      // A gateway order opened after the shop cancelled an earlier one is a new request, under a new key.
      idempotencyKey:
        opened === 0 ? `open-payment-${order.orderId}` : `open-payment-${order.orderId}-${opened + 1}`,
      description: `Verdant order ${orderNumber(order.orderId)}`,
      shipping: {
        name: address?.fullName ?? '',
        phone: address?.phone ?? '',
        line1: address?.addressLine1 ?? '',
        line2: address?.addressLine2 ?? null,
        city: address?.city ?? '',
        state: address?.state ?? '',
        postalCode: address?.postalCode ?? '',
        country: 'IN',
      },
      payWithinMs: this.settings.payWithinMs,
    };
  }

  /**
   * The browser's word that the gateway's dialog took the money, checked against the gateway orders the shop
   * opened for this order (never one the browser names) with the gateway's signature; then the gateway is
   * asked what it took, so the amount is the gateway's, never assumed.
   */
  async confirmDialog(
    customerId: string,
    orderId: string,
    proof: { gatewayPaymentId: string; signature: string },
    context: CommandContext,
  ): Promise<PaymentOutcome & { position: bigint | null }> {
    const order = await this.#customersOrder(customerId, orderId);
    const gateway = this.#gatewayFor('razorpay');
    // Any gateway order opened for the order: two tabs on two servers may each have opened one.
    const gatewayOrderId = Object.entries(order.payment.opened).find(
      ([id, opened]) =>
        opened.gateway === gateway.name && gateway.verifyCallback({ gatewayOrderId: id, ...proof }),
    )?.[0];
    if (!gatewayOrderId) {
      this.logger.warn(
        { orderId, gatewayPaymentId: proof.gatewayPaymentId },
        'payment callback refused: bad signature',
      );
      throw invalid(INVALID_SIGNATURE);
    }
    const state = await this.#callGateway(gateway, 'read', () => gateway.paymentState(gatewayOrderId));
    return this.#outcome(orderId, gatewayOrderId, state, gateway, context);
  }

  /** After the card form, the shop asks the gateway itself what became of the payment. */
  async confirmCard(
    customerId: string,
    orderId: string,
    context: CommandContext,
  ): Promise<PaymentOutcome & { position: bigint | null }> {
    const order = await this.#customersOrder(customerId, orderId);
    const gateway = this.#gatewayFor('card');
    const gatewayOrderId = Object.entries(order.payment.opened)
      .filter(([, opened]) => opened.gateway === gateway.name)
      .at(-1)?.[0];
    if (!gatewayOrderId) throw invalid('This order has no card payment yet');
    const state = await this.#callGateway(gateway, 'read', () => gateway.paymentState(gatewayOrderId));
    return this.#outcome(orderId, gatewayOrderId, state, gateway, context);
  }

  /** The gateway's answer recorded on the order, and what the shopper is told of it. */
  async #outcome(
    orderId: string,
    gatewayOrderId: string,
    state: GatewayPaymentState,
    gateway: PaymentGateway,
    context: CommandContext,
  ): Promise<PaymentOutcome & { position: bigint | null }> {
    const { position, order } = await this.#record(orderId, gatewayOrderId, state, 'callback', context);
    switch (state.status) {
      case 'captured': {
        if (order?.payment.mismatched.includes(state.gatewayPaymentId))
          return { status: 'refunding', message: PAID_ANOTHER_AMOUNT, position };
        // Money that came after the order was cancelled is never a success: it is on its way back.
        if (order?.status === 'cancelled')
          return { status: 'refunding', message: PAID_AFTER_CANCELLATION, position };
        return { status: 'paid', position };
      }
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
   * A verified webhook's facts, recorded as the gateway's word on the order whose gateway order (or payment)
   * it names. A well-signed event is never refused: one the shop cannot place is logged and let go, and money
   * in another amount is recorded as a mismatch and given back by the order's decision.
   */
  async recordWebhook(gateway: GatewayName, facts: WebhookFacts): Promise<{ recorded: boolean }> {
    if (facts.kind === 'ignored') return { recorded: false };
    const context = gatewayContext(gateway, facts.eventId);
    if (facts.kind === 'refund') return this.refunds.recordWebhook(facts, context);
    const orderId = await this.#orderOpening(facts.gatewayOrderId);
    if (!orderId) {
      this.logger.warn({ gateway, facts }, 'webhook for a payment no order opened: nothing recorded');
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
    const { position } = await this.#record(orderId, facts.gatewayOrderId, state, 'webhook', context);
    return { recorded: position !== null };
  }

  /** The gateway's say on every gateway order of an order, asked by the reconciliation job. */
  async reconcile(orderId: string, context: CommandContext) {
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    if (!order) return { captured: false };
    for (const [gatewayOrderId, opened] of Object.entries(order.payment.opened)) {
      const gateway = gatewayNamed(this.gateways, opened.gateway);
      if (!gateway) continue;
      const state = await gateway.paymentState(gatewayOrderId);
      await this.#record(orderId, gatewayOrderId, state, 'reconciliation', context);
      if (state.status === 'captured' && !order.payment.mismatched.includes(state.gatewayPaymentId))
        return { captured: true };
    }
    return { captured: false };
  }

  /**
   * Cancels, as the system, an online order whose money never came: each of its gateway payments is stopped
   * first (a payment captured meanwhile is recorded, and the order lives on), then the order is cancelled,
   * unless the shopper tried again since the expiry was decided on.
   */
  async expireUnpaid(orderId: string, reason: string, attemptsSeen: number, context: CommandContext) {
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    if (!order || isPaid(order.payment) || order.status === 'cancelled') return { expired: false };
    for (const [gatewayOrderId, opened] of Object.entries(order.payment.opened)) {
      const gateway = gatewayNamed(this.gateways, opened.gateway);
      if (!gateway || opened.cancelled) continue;
      const state = await gateway.cancelPayment(gatewayOrderId);
      // Only a capture is news here: the failure a cancelled payment reads as is the shop's own doing.
      if (state.status === 'captured') {
        const { order: after } = await this.#record(
          orderId,
          gatewayOrderId,
          state,
          'reconciliation',
          context,
        );
        if (after && isPaid(after.payment)) return { expired: false };
      }
      await this.orders.decide(
        orderId,
        { type: 'CancelPayment', data: { orderId, gatewayOrderId, reason } },
        context,
      );
    }
    const { position } = await this.orders.decide(
      orderId,
      { type: 'ExpireUnpaidOrder', data: { orderId, reason, attemptsSeen } },
      context,
    );
    return { expired: position !== null };
  }

  async #record(
    orderId: string,
    gatewayOrderId: string,
    state: GatewayPaymentState,
    via: 'callback' | 'webhook' | 'reconciliation',
    context: CommandContext,
  ): Promise<{ position: bigint | null; order: Order | null }> {
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
      const gatewayPaymentId = state.status === 'failed' ? state.gatewayPaymentId : state.attemptId;
      return this.orders.decide(
        orderId,
        { type: 'FailPayment', data: { orderId, gatewayOrderId, gatewayPaymentId, reason: state.reason } },
        context,
      );
    }
    return { position: null, order: null };
  }

  /** The order a gateway order was opened for, by the id the shop recorded (never by notes a shopper set). */
  async #orderOpening(gatewayOrderId: string): Promise<string | null> {
    const payments = await this.readModels.collection<OnlinePaymentView>(
      onlinePaymentsProjection,
      'online_payments',
    );
    return (await payments.findOne({ gatewayOrderIds: gatewayOrderId }))?._id ?? null;
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

  /**
   * A gateway call that fails answers with a message the shopper can act on; the order stays payable. A
   * gateway that refused the request (our request was wrong, or the account is not set up for it) is told
   * apart from one that could not be reached, to the shopper and in the log.
   */
  async #callGateway<Result>(
    gateway: PaymentGateway,
    call: 'open' | 'resume' | 'read',
    request: () => Promise<Result>,
  ): Promise<Result> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof GatewayRefusedError) {
        this.logger.error({ err: error, gateway: gateway.name, call }, 'payment gateway refused the request');
        throw new DomainError('invalid', GATEWAY_REFUSED);
      }
      this.logger.error({ err: error, gateway: gateway.name, call }, 'payment gateway unreachable');
      throw new DomainError('conflict', GATEWAY_UNREACHABLE);
    }
  }
}
