import { type Order, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { isPaid } from '@verdant/domain/sales/order-payments';
import {
  type CommandContext,
  type EventSourcing,
  type Logger,
  loadAggregate,
  type ReadModels,
} from '@verdant/platform';
import type {
  GatewayName,
  GatewayPaymentState,
  PaymentGateways,
  WebhookFacts,
} from '@verdant/platform/payments';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { gatewayNamed } from './gateway-named';
import type { OrderCommands } from './order-commands';
import type { RefundFollowing } from './refund-following';

/** A webhook acts as its gateway, caused by the gateway's event. */
const gatewayContext = (gateway: string, eventId: string): CommandContext => ({
  correlationId: eventId,
  causationId: eventId,
  actor: { userId: gateway, role: 'gateway' },
});

/**
 * The gateways' word on payments, recorded on their orders: the browser's callback once the gateway was asked,
 * webhooks, the reconciliation's questions, and stopping a payment whose money never came. Each leads to the
 * one order decision, which records a capture once and only for a gateway order the shop opened for the order.
 */
export class GatewayWord {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly orders: OrderCommands,
    private readonly readModels: ReadModels,
    private readonly gateways: PaymentGateways,
    private readonly refunds: RefundFollowing,
    private readonly logger: Logger,
  ) {}

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
    const { position } = await this.record(orderId, facts.gatewayOrderId, state, 'webhook', context);
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
      await this.record(orderId, gatewayOrderId, state, 'reconciliation', context);
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
        const { order: after } = await this.record(orderId, gatewayOrderId, state, 'reconciliation', context);
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

  /** What the gateway says of one of its orders, recorded as the order decides. */
  async record(
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
}
