import { couponDecider, couponStreamId, factsOf } from '@verdant/domain/sales/coupon';
import { couponEntryRule } from '@verdant/domain/sales/coupon-rules';
import { hasPurchased, usesOf } from '@verdant/domain/sales/purchase-history';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import { type CartState, cartDecider, cartStreamId } from '@verdant/domain/shopping/cart';
import { type CartCoupon, cartCoupon } from '@verdant/domain/shopping/cart-coupon';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  type ReadModels,
} from '@verdant/platform';
import { CartQueries } from '../shopping/cart-queries';
import { OrderQueries } from './order-queries';
import { purchaseHistoryOf } from './purchase-histories';

/**
 * The coupon a signed-in customer's cart holds. It is judged with everything the shop knows: the coupon's
 * own stream (on, running, uses left), the cart as it is, and the customer's purchase history (their own
 * uses, and whether this would be their first order). Judged again whenever the cart changes, and taken off with the reason once it no longer applies.
 */
export class CartCoupons {
  readonly #carts: CartQueries;
  readonly #orders: OrderQueries;

  constructor(
    private readonly eventSourcing: EventSourcing,
    readModels: ReadModels,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#carts = new CartQueries(readModels);
    this.#orders = new OrderQueries(readModels);
  }

  async apply(customerId: string, enteredCode: string, context: CommandContext) {
    const code = parseOrRefuse(couponEntryRule, enteredCode);
    const { state: cart } = await loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId));
    const { discount, problem } = await this.#judge(customerId, code, cart);
    const { position } = await this.#handle(
      customerId,
      { type: 'ApplyCoupon', data: { customerId, code, problem } },
      context,
    );
    return { code, discount, position };
  }

  async remove(customerId: string, context: CommandContext) {
    const { position } = await this.#handle(
      customerId,
      { type: 'RemoveCoupon', data: { customerId, reason: null } },
      context,
    );
    return { position };
  }

  /** After the cart changed: the coupon goes, with the reason, when it no longer applies; null when it stays. */
  async recheck(
    customerId: string,
    context: CommandContext,
  ): Promise<{ dropped: string | null; position: bigint | null }> {
    const { state: cart } = await loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId));
    if (cart.couponCode === null) return { dropped: null, position: null };
    const { problem } = await this.#judge(customerId, cart.couponCode, cart);
    if (problem === null) return { dropped: null, position: null };
    return { dropped: problem, ...(await this.drop(customerId, problem, context)) };
  }

  /** Takes the cart's coupon off because it no longer applies, saying why. */
  async drop(customerId: string, reason: string, context: CommandContext) {
    const { position } = await this.#handle(
      customerId,
      { type: 'RemoveCoupon', data: { customerId, reason } },
      context,
    );
    return { position };
  }

  async #judge(customerId: string, code: string, cart: CartState): Promise<CartCoupon> {
    const [{ state: coupon }, priced, purchases] = await Promise.all([
      loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
      this.#carts.pricedCart(cart.lines),
      purchaseHistoryOf(this.eventSourcing, this.#orders, customerId),
    ]);
    const shopper = {
      usesOfCoupon: usesOf(purchases.state, code),
      firstOrder: !hasPurchased(purchases.state),
    };
    return cartCoupon(code, factsOf(coupon), priced, shopper, this.now());
  }

  #handle(customerId: string, command: Parameters<typeof cartDecider.decide>[0], context: CommandContext) {
    return handleCommand(this.eventSourcing, cartDecider, cartStreamId(customerId), command, context);
  }
}
