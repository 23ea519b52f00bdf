import { wishlistDecider, wishlistStreamId } from '@verdant/domain/shopping/wishlist';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';
import { productForCart } from './product-for-cart';

/** A signed-in customer's wishlist (stream `wishlist-{customerId}`). */
export class WishlistCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  /** Adds the plant when it is absent, removes it when present. */
  async toggle(customerId: string, productId: string, context: CommandContext) {
    const product = await productForCart(this.eventSourcing, productId);
    const { position, state } = await handleCommand(
      this.eventSourcing,
      wishlistDecider,
      wishlistStreamId(customerId),
      { type: 'ToggleWishlistItem', data: { customerId, productId, productStatus: product?.status ?? null } },
      context,
    );
    return { position, inWishlist: state.productIds.includes(productId.trim()) };
  }
}
