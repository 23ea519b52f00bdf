import { type OrderCommand, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';
import { orderAsRead } from './order-as-read';

export interface ReturnRequest {
  orderId: string;
  /** Chosen by the customer's browser: a request sent twice is recorded once. */
  returnId: string;
  reason?: unknown;
  items?: unknown;
  note?: unknown;
}

/** Returns: the customer asks, the back office answers, receives the plants and pays cash back by hand. */
export class ReturnCommands {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async request(
    customerId: string,
    { orderId, returnId, reason, items, note }: ReturnRequest,
    context: CommandContext,
  ) {
    const { deliveredAt, loaded } = await orderAsRead(this.eventSourcing, orderId);
    return handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      {
        type: 'RequestReturn',
        data: {
          orderId,
          customerId,
          returnId,
          reason,
          items,
          note,
          deliveredAt,
          now: this.now(),
        },
      },
      context,
      { loaded },
    );
  }

  approve(orderId: string, returnId: string, instructions: unknown, context: CommandContext) {
    return this.#onOrder(
      orderId,
      { type: 'ApproveReturn', data: { orderId, returnId, instructions } },
      context,
    );
  }

  decline(orderId: string, returnId: string, reason: unknown, context: CommandContext) {
    return this.#onOrder(orderId, { type: 'DeclineReturn', data: { orderId, returnId, reason } }, context);
  }

  /** The plants are back: the refund starts, due 10 business days from today. */
  receive(orderId: string, returnId: string, context: CommandContext) {
    return this.#onOrder(
      orderId,
      { type: 'ReceiveReturn', data: { orderId, returnId, now: this.now() } },
      context,
    );
  }

  /** A cash order's refund, paid back by UPI or bank transfer: how, and the transfer's reference. */
  recordRefund(orderId: string, returnId: string, manualRefund: unknown, context: CommandContext) {
    return this.#onOrder(
      orderId,
      { type: 'RecordReturnRefund', data: { orderId, returnId, manualRefund } },
      context,
    );
  }

  #onOrder(orderId: string, command: OrderCommand, context: CommandContext) {
    return handleCommand(this.eventSourcing, orderDecider, orderStreamId(orderId), command, context);
  }
}
