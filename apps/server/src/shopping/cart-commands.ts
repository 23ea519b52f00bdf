import { DomainError } from '@verdant/domain/shared/domain-error';
import {
  type CartCommand,
  cartDecider,
  cartStreamId,
  type ProductForCart,
} from '@verdant/domain/shopping/cart';
import { addOutcome, guestLinesLeftOut } from '@verdant/domain/shopping/cart-answers';
import type { CartLineKey } from '@verdant/domain/shopping/cart-line';
import type { AddToCartLine, SetQuantityLine } from '@verdant/domain/shopping/cart-rules';
import { type CommandContext, type EventSourcing, handleCommand, latestPosition } from '@verdant/platform';
import type { CartCoupons } from '../sales/cart-coupons';
import { productForCart } from './product-for-cart';

/** Two tabs of one shopper may add at the same moment: each is decided again on the newer cart. */
const CART_ATTEMPTS = 5;

/**
 * A signed-in customer's cart (stream `cart-{customerId}`); the customer always comes from the session.
 * Lines arrive parsed by the cart rules (trimmed ids, whole quantities); the decider checks them again.
 * After each change the cart's coupon is judged again: when it no longer applies it is taken off, and
 * `couponDropped` says why, for the shopper to be told.
 */
export class CartCommands {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly coupons: CartCoupons,
  ) {}

  async add(customerId: string, input: AddToCartLine, context: CommandContext) {
    const product = await productForCart(this.eventSourcing, input.productId);
    const added = await this.#handle(
      customerId,
      { type: 'AddCartItem', data: { customerId, ...input, product } },
      context,
    );
    return {
      outcome: addOutcome(added.state, input),
      ...(await this.#afterChange(customerId, added, context)),
    };
  }

  async setQuantity(customerId: string, input: SetQuantityLine, context: CommandContext) {
    const product = await productForCart(this.eventSourcing, input.productId);
    const changed = await this.#handle(
      customerId,
      { type: 'ChangeCartItemQuantity', data: { customerId, ...input, product } },
      context,
    );
    return this.#afterChange(customerId, changed, context);
  }

  async remove(customerId: string, line: CartLineKey, context: CommandContext) {
    const removed = await this.#handle(
      customerId,
      { type: 'RemoveCartItem', data: { customerId, ...line } },
      context,
    );
    return this.#afterChange(customerId, removed, context);
  }

  async clear(customerId: string, context: CommandContext) {
    const { position } = await this.#handle(customerId, { type: 'ClearCart', data: { customerId } }, context);
    return { position };
  }

  /**
   * At sign-in the guest cart's lines join the server cart, as one command. Lines of plants that can no
   * longer be bought are left out; `leftOut` counts them so the shopper can be told. The guest's coupon is
   * then judged again with what the shop knows of this customer; `couponProblem` says why it does not apply.
   */
  async mergeGuestCart(
    customerId: string,
    guestCart: { mergeId: string; lines: readonly AddToCartLine[]; couponCode: string | null },
    context: CommandContext,
  ) {
    const merged = await this.#merge(customerId, guestCart.mergeId, guestCart.lines, context);
    if (!guestCart.couponCode) return { ...merged, couponProblem: null };
    try {
      const applied = await this.coupons.apply(customerId, guestCart.couponCode, context);
      return { ...merged, couponProblem: null, position: latestPosition(merged.position, applied.position) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { ...merged, couponProblem: error.message };
    }
  }

  async #afterChange(
    customerId: string,
    changed: { position: bigint | null; state: { couponCode: string | null } },
    context: CommandContext,
  ) {
    if (changed.state.couponCode === null) return { couponDropped: null, position: changed.position };
    const { dropped, position } = await this.coupons.recheck(customerId, context);
    return { couponDropped: dropped, position: latestPosition(changed.position, position) };
  }

  async #merge(
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
