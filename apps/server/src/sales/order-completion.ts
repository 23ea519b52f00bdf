import { accountDecider, accountErased, accountStreamId } from '@verdant/domain/identity/account';
import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { type CartEvent, cartStreamId } from '@verdant/domain/shopping/cart';
import type { ReadModels } from '@verdant/projections/read-models';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
} from '../command-handling/handle-command';
import { addressesOf } from '../identity/account-queries';

/**
 * Places the order a checked-out cart holds when the order's own stream does not have it yet: placing
 * writes the cart's checkout first and the order next, and a process that stops between the two leaves
 * this to do. The contents come from the checkout; the contact and address from the customer's account.
 */
export class OrderCompletion {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
  ) {}

  /** The position written, or null when there was nothing to do. */
  async complete(customerId: string, orderId: string, context: CommandContext): Promise<bigint | null> {
    const streamId = orderStreamId(orderId);
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, streamId);
    if (order) return null;
    const checkout = await this.#checkout(customerId, orderId);
    if (!checkout) return null;
    const { state: account } = await loadAggregate(
      this.eventSourcing,
      accountDecider,
      accountStreamId(customerId),
    );
    const address = (await addressesOf(this.readModels, customerId)).find(
      ({ id }) => id === checkout.addressId,
    );
    if (account.status !== 'active' || !account.email || !account.fullName || !account.phone || !address) {
      throw accountErased();
    }
    const { id: _id, isDefault: _default, ...shippingAddress } = address;
    const { position } = await handleCommand(
      this.eventSourcing,
      orderDecider,
      streamId,
      {
        type: 'PlaceOrder',
        data: {
          orderId,
          customerId,
          customer: { email: account.email, fullName: account.fullName, phone: account.phone },
          addressId: checkout.addressId,
          shippingAddress,
          ...checkout.order,
        },
      },
      context,
    );
    return position;
  }

  async #checkout(customerId: string, orderId: string) {
    const { eventStore, codec } = this.eventSourcing;
    for (const recorded of await eventStore.readStream(cartStreamId(customerId))) {
      if (recorded.type !== 'CartCheckedOut') continue;
      const event = await codec.decode<CartEvent>(recorded);
      if (event.type === 'CartCheckedOut' && event.data.orderId === orderId) return event.data;
    }
    return null;
  }
}
