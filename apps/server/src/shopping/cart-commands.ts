import {
  type CartCommand,
  cartDecider,
  cartStreamId,
  type ProductForCart,
} from '@verdant/domain/shopping/cart';
import { addOutcome, guestLinesLeftOut } from '@verdant/domain/shopping/cart-answers';
import type { CartLineKey } from '@verdant/domain/shopping/cart-line';
import type { AddToCartLine, SetQuantityLine } from '@verdant/domain/shopping/cart-rules';
import { type CommandContext, type EventSourcing, handleCommand } from '../command-handling/handle-command';
import { productForCart } from './product-for-cart';

/** Two tabs of one shopper may add at the same moment: each is decided again on the newer cart. */
const CART_ATTEMPTS = 5;

/**
 * A signed-in customer's cart (stream `cart-{customerId}`); the customer always comes from the session.
 * Lines arrive parsed by the cart rules (trimmed ids, whole quantities); the decider checks them again.
 */
export class CartCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  async add(customerId: string, input: AddToCartLine, context: CommandContext) {
    const product = await productForCart(this.eventSourcing, input.productId);
    const { position, state } = await this.#handle(
      customerId,
      { type: 'AddCartItem', data: { customerId, ...input, product } },
      context,
    );
    return { position, outcome: addOutcome(state, input), holdsCoupon: state.couponCode !== null };
  }

  async setQuantity(customerId: string, input: SetQuantityLine, context: CommandContext) {
    const product = await productForCart(this.eventSourcing, input.productId);
    const { position, state } = await this.#handle(
      customerId,
      { type: 'ChangeCartItemQuantity', data: { customerId, ...input, product } },
      context,
    );
    return { position, holdsCoupon: state.couponCode !== null };
  }

  async remove(customerId: string, line: CartLineKey, context: CommandContext) {
    const { position, state } = await this.#handle(
      customerId,
      { type: 'RemoveCartItem', data: { customerId, ...line } },
      context,
    );
    return { position, holdsCoupon: state.couponCode !== null };
  }

  async clear(customerId: string, context: CommandContext) {
    const { position } = await this.#handle(customerId, { type: 'ClearCart', data: { customerId } }, context);
    return { position };
  }

  /**
   * At sign-in the guest cart's lines join the server cart, as one command. Lines of plants that can no
   * longer be bought are left out; `leftOut` counts them so the shopper can be told.
   */
  async mergeGuestCart(
    customerId: string,
    mergeId: string,
    lines: readonly AddToCartLine[],
    context: CommandContext,
  ) {
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const products = new Map<string, ProductForCart | null>();
    await Promise.all(
      productIds.map(async (productId) =>
        products.set(productId, await productForCart(this.eventSourcing, productId)),
      ),
    );
    const { position, events, state } = await this.#handle(
      customerId,
      {
        type: 'MergeGuestCart',
        data: {
          customerId,
          mergeId,
          lines: lines.map((line) => ({ ...line, product: products.get(line.productId) ?? null })),
        },
      },
      context,
    );
    return { position, leftOut: guestLinesLeftOut(lines, mergeId, events, state) };
  }

  #handle(customerId: string, command: CartCommand, context: CommandContext) {
    return handleCommand(this.eventSourcing, cartDecider, cartStreamId(customerId), command, context, {
      attempts: CART_ATTEMPTS,
    });
  }
}
