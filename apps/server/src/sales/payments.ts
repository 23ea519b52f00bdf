import { ORDER_NOT_FOUND, type Order, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { orderNumber } from '@verdant/domain/sales/order-number';
import {
  isPaid,
  NOT_PAYABLE,
  PAID_ALREADY,
  payableGatewayOrders,
} from '@verdant/domain/sales/order-payments';
import { DomainError, invalid, notFound } from '@verdant/domain/shared/domain-error';
import {
  type CommandContext,
  type EventSourcing,
  type Logger,
  loadAggregate,
  type ReadModels,
  StreamLocks,
} from '@verdant/platform';
import {
  type GatewayPaymentState,
  GatewayRefusedError,
  type OnlineMethod,
  type OpenPaymentRequest,
  type PaymentGateway,
  type PaymentGateways,
} from '@verdant/platform/payments';
import { GatewayWord } from './gateway-word';
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

/**
 * Online payments of orders, as the shopper makes them: opening the payment with the gateway, and the
 * browser's word once the gateway's dialog or card form is done. What the gateways say by themselves is
 * `gatewayWord`'s; refunds are `refunds`'.
 */
export class Payments {
  readonly #opening = new StreamLocks();
  readonly refunds: RefundFollowing;
  /** Webhooks, the reconciliation, and payments stopped when their money never came. */
  readonly gatewayWord: GatewayWord;

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly orders: OrderCommands,
    readonly readModels: ReadModels,
    /** The gateways set up, by method. */
    readonly gateways: PaymentGateways,
    private readonly logger: Logger,
    private readonly settings: { payWithinMs: number },
  ) {
    this.refunds = new RefundFollowing(eventSourcing, orders, readModels, gateways, logger);
    this.gatewayWord = new GatewayWord(eventSourcing, orders, readModels, gateways, this.refunds, logger);
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
    const { position, order } = await this.gatewayWord.record(
      orderId,
      gatewayOrderId,
      state,
      'callback',
      context,
    );
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
