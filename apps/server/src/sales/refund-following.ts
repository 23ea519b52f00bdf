import { type Order, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import type { Refund } from '@verdant/domain/sales/order-payments';
import {
  type CommandContext,
  type EventSourcing,
  type Logger,
  loadAggregate,
  type ReadModels,
} from '@verdant/platform';
import {
  type GatewayRefund,
  GatewayRefusedError,
  type PaymentGateways,
  type WebhookFacts,
} from '@verdant/platform/payments';
import { type OnlinePaymentView, onlinePaymentsProjection } from '@verdant/projections/sales/online-payments';
import { gatewayNamed } from './gateway-named';
import type { OrderCommands } from './order-commands';

/**
 * Refunds followed to the end. A refund is asked of the gateway once, under the shop's refund id as the
 * idempotency key; once the gateway has taken it on, it is followed by the gateway's refund id (asking, and
 * the gateway's refund webhooks) until it completes or fails. A failed refund waits for an admin, who may ask
 * for it again: a new refund under a new key, never a replay of the failed one.
 */
export class RefundFollowing {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly orders: OrderCommands,
    private readonly readModels: ReadModels,
    private readonly gateways: PaymentGateways,
    private readonly logger: Logger,
  ) {}

  /**
   * Asks the gateway for the refund, or, once it took it on, how it stands: settled once it completed or
   * failed. Throws the gateway's error when it could not be reached; the same key is asked again later.
   */
  async follow(orderId: string, refundId: string, context: CommandContext): Promise<{ settled: boolean }> {
    const order = await this.#order(orderId);
    const refund = order?.payment.refunds.find((candidate) => candidate.refundId === refundId);
    // A refund paid by hand is recorded completed: only gateway refunds are followed.
    if (!order || refund?.status !== 'requested' || refund.gatewayPaymentId === null)
      return { settled: true };
    const gateway = gatewayNamed(this.gateways, refund.gateway);
    if (!gateway) throw new Error(`No gateway can refund ${refundId}`);
    let outcome: GatewayRefund;
    try {
      outcome = refund.gatewayRefundId
        ? await gateway.refundState(refund.gatewayRefundId)
        : await gateway.refund({
            gatewayPaymentId: refund.gatewayPaymentId,
            amount: refund.amount,
            idempotencyKey: refund.refundId,
          });
    } catch (error) {
      // Refused outright (a 4xx): the same request would be refused again, so the refund fails for an admin.
      if (!(error instanceof GatewayRefusedError)) throw error;
      outcome = { status: 'failed', gatewayRefundId: null, reason: error.message };
    }
    await this.#settle(order, refund, outcome, context);
    return { settled: outcome.status !== 'pending' };
  }

  /** A refund webhook: the refund it names moves on, found by the payment it gave back. */
  async recordWebhook(
    facts: Extract<WebhookFacts, { kind: 'refund' }>,
    context: CommandContext,
  ): Promise<{ recorded: boolean }> {
    const payments = await this.readModels.collection<OnlinePaymentView>(
      onlinePaymentsProjection,
      'online_payments',
    );
    const orderId = (await payments.findOne({ gatewayPaymentIds: facts.gatewayPaymentId }))?._id;
    const order = orderId ? await this.#order(orderId) : null;
    const refunds = order?.payment.refunds.filter(
      (refund) => refund.gatewayPaymentId === facts.gatewayPaymentId,
    );
    // The refund the gateway named, or the one not yet taken on (its answer may not have reached the shop).
    const refund =
      refunds?.find((candidate) => candidate.gatewayRefundId === facts.gatewayRefundId) ??
      refunds?.find((candidate) => candidate.status === 'requested' && candidate.gatewayRefundId === null);
    if (!order || !refund) {
      this.logger.warn({ facts }, 'refund webhook for a refund the shop did not ask for: nothing recorded');
      return { recorded: false };
    }
    const outcome: GatewayRefund =
      facts.outcome.status === 'failed'
        ? facts.outcome
        : { ...facts.outcome, gatewayRefundId: facts.gatewayRefundId };
    return { recorded: await this.#settle(order, refund, outcome, context) };
  }

  /** An admin asks again for a refund the gateway failed. */
  async retry(orderId: string, refundId: string, context: CommandContext) {
    return this.orders.decide(orderId, { type: 'RetryRefund', data: { orderId, refundId } }, context);
  }

  /** The gateway's answer recorded on the order; true when it changed something. */
  async #settle(
    order: Order,
    refund: Refund,
    outcome: GatewayRefund,
    context: CommandContext,
  ): Promise<boolean> {
    const { orderId } = order;
    const { refundId } = refund;
    switch (outcome.status) {
      case 'completed': {
        const completion = { orderId, refundId, gatewayRefundId: outcome.gatewayRefundId };
        return (
          (await this.orders.decide(orderId, { type: 'CompleteRefund', data: completion }, context))
            .position !== null
        );
      }
      case 'pending': {
        const accepted = { orderId, refundId, gatewayRefundId: outcome.gatewayRefundId };
        return (
          (await this.orders.decide(orderId, { type: 'AcceptRefund', data: accepted }, context)).position !==
          null
        );
      }
      case 'failed': {
        this.logger.warn(
          { orderId, refundId, reason: outcome.reason },
          'refund failed: it waits for an admin',
        );
        const failure = { orderId, refundId, reason: outcome.reason };
        return (
          (await this.orders.decide(orderId, { type: 'FailRefund', data: failure }, context)).position !==
          null
        );
      }
    }
  }

  async #order(orderId: string): Promise<Order | null> {
    return (await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId))).state;
  }
}
