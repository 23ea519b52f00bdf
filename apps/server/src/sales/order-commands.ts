import {
  type OrderCommand,
  type OrderStatus,
  orderDecider,
  orderStreamId,
} from '@verdant/domain/sales/order';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';

/** What happens to an order after it is placed (stream `order-{orderId}`). */
export class OrderCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  /** The customer cancels their own order; another customer's answers as a missing one. */
  cancelAsCustomer(customerId: string, orderId: string, context: CommandContext) {
    return this.decide(orderId, { type: 'CancelOrderAsCustomer', data: { orderId, customerId } }, context);
  }

  /** The shop moves an order through fulfilment. */
  changeStatus(orderId: string, status: Exclude<OrderStatus, 'cancelled'>, context: CommandContext) {
    return this.decide(orderId, { type: 'ChangeOrderStatus', data: { orderId, status } }, context);
  }

  /** The shop cancels an order, giving back whatever was paid online for it. */
  cancelAsAdmin(orderId: string, reason: string, context: CommandContext) {
    return this.decide(orderId, { type: 'CancelOrderAsAdmin', data: { orderId, reason } }, context);
  }

  /** The shop sets the parcel's tracking number, or clears it with a blank. */
  setTrackingNumber(orderId: string, trackingNumber: string | null, context: CommandContext) {
    return this.decide(orderId, { type: 'SetTrackingNumber', data: { orderId, trackingNumber } }, context);
  }

  /** Any command on the order, decided on its stream; the position it wrote, if it wrote, and the order after. */
  async decide(orderId: string, command: OrderCommand, context: CommandContext) {
    const { position, state } = await handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      command,
      context,
    );
    return { position, order: state };
  }
}
