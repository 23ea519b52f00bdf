import { accountErased } from '@verdant/domain/identity/account';
import type { StockNeed } from '@verdant/domain/inventory/stock-needs';
import {
  type StockedItem,
  type StockedItemState,
  stockedItemDecider,
  stockedItemStreamId,
} from '@verdant/domain/inventory/stocked-item';
import { type CouponState, couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import { contentsOf, orderDecider, orderStreamId, type PlacedOrder } from '@verdant/domain/sales/order';
import {
  checkoutUnderWay,
  purchaseHistoryDecider,
  purchaseHistoryStreamId,
} from '@verdant/domain/sales/purchase-history';
import { DomainError, invalid } from '@verdant/domain/shared/domain-error';
import { type CartState, cartDecider, cartStreamId } from '@verdant/domain/shopping/cart';
import type { CheckoutStep, RecordedPurchase } from '@verdant/domain/shopping/checkout-workflow';
import {
  type CommandContext,
  type CommandResult,
  type EventSourcing,
  handleCommand,
  type LoadedAggregate,
  loadAggregate,
} from '@verdant/platform';
import type { AccountQueries } from '../identity/account-queries';
import { RUSH_ATTEMPTS, releaseStock } from '../inventory/stock-movements';
import type { CartCoupons } from './cart-coupons';
import { customerContact, shippingAddressOf } from './checkout-reads';
import type { OrderQueries } from './order-queries';
import { type PurchaseHistory, purchaseHistoryOf } from './purchase-histories';

/** The streams a checkout reads, each once, and writes to with what it read. */
export interface CheckoutStreams {
  customerId: string;
  orderId: string;
  cart: LoadedAggregate<CartState>;
  purchases: PurchaseHistory;
  coupon: LoadedAggregate<CouponState> | null;
  /** The stocked items the checkout reserves (or gives back), by stream, as read. */
  stock: ReadonlyMap<string, StockedItem & { loaded: LoadedAggregate<StockedItemState> }>;
  /** The whole order when the shopper is placing it now; null when a stopped checkout is taken up again. */
  order: PlacedOrder | null;
}

type StepTaken = Pick<CommandResult<{ type: string }, unknown>, 'position' | 'events'>;

/** Each step of the checkout workflow, as a command on the stream that decides it. */
export class CheckoutSteps {
  constructor(
    private readonly eventSourcing: EventSourcing,
    /** The read models a step consults: the customer's addresses, and earlier orders for their history. */
    private readonly reads: { orders: OrderQueries; accounts: AccountQueries },
    private readonly cartCoupons: CartCoupons,
    private readonly now: () => Date,
  ) {}

  take(step: CheckoutStep, streams: CheckoutStreams, context: CommandContext): Promise<StepTaken> {
    switch (step.type) {
      case 'ClaimCouponUse':
        return this.#claim(step.code, streams, context);
      case 'RecordPurchase':
        return this.#record(step.order, step.cartRevision, streams, context);
      case 'PlaceOrder':
        return this.#place(step.purchase, streams, context);
      case 'CheckOutCart': {
        const { customerId, orderId } = streams;
        const { lines, couponCode } = step;
        return handleCommand(
          this.eventSourcing,
          cartDecider,
          cartStreamId(customerId),
          { type: 'CheckOut', data: { customerId, orderId, lines, couponCode } },
          context,
          { loaded: streams.cart },
        );
      }
      case 'ReleaseCouponClaim':
        return this.#release(streams, context);
      case 'ReserveStock':
        return this.#reserve(step.need, streams, context);
      case 'ReleaseStock':
        return releaseStock(this.eventSourcing, step.item, streams.orderId, 'checkout_unfinished', context);
    }
  }

  /** The order's units of one plant, held on the plant's own stream so the count holds in any rush. */
  #reserve(need: StockNeed, { customerId, orderId, stock }: CheckoutStreams, context: CommandContext) {
    const { productId, variantId, quantity, label } = need;
    const loaded = stock.get(stockedItemStreamId(productId, variantId))?.loaded;
    return handleCommand(
      this.eventSourcing,
      stockedItemDecider,
      stockedItemStreamId(productId, variantId),
      { type: 'ReserveStock', data: { productId, variantId, orderId, customerId, quantity, label } },
      context,
      { attempts: RUSH_ATTEMPTS, ...(loaded ? { loaded } : {}) },
    );
  }

  /** A refusal of the cart's coupon takes it off the cart with the reason, so the shopper sees why. */
  async refusingCoupon<Result>(
    customerId: string,
    context: CommandContext,
    decide: () => Result | Promise<Result>,
  ): Promise<Result> {
    try {
      return await decide();
    } catch (error) {
      if (error instanceof DomainError && error.fieldErrors.couponCode) {
        await this.cartCoupons.drop(customerId, error.message, context);
      }
      throw error;
    }
  }

  #record(order: PlacedOrder, cartRevision: number, streams: CheckoutStreams, context: CommandContext) {
    const { customerId, orderId } = streams;
    const terms = streams.coupon?.state.status === 'live' ? streams.coupon.state.terms : null;
    const { loaded, carriedOver } = streams.purchases;
    const couponLimits = terms && {
      firstPurchaseOnly: terms.firstPurchaseOnly,
      usesPerCustomer: terms.usesPerCustomer,
    };
    return this.refusingCoupon(customerId, context, () =>
      handleCommand(
        this.eventSourcing,
        purchaseHistoryDecider,
        purchaseHistoryStreamId(customerId),
        {
          type: 'RecordPurchase',
          data: {
            customerId,
            orderId,
            cartRevision,
            addressId: order.addressId,
            order: contentsOf(order),
            couponLimits,
            carriedOver,
          },
        },
        context,
        { loaded },
      ),
    );
  }

  async #place(purchase: RecordedPurchase, streams: CheckoutStreams, context: CommandContext) {
    const { customerId, orderId } = streams;
    const order = streams.order ?? (await this.#orderFrom(customerId, orderId, purchase));
    return handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      { type: 'PlaceOrder', data: order },
      context,
    );
  }

  /** A recorded purchase as the order it becomes: the contact and address as the customer's account has them. */
  async #orderFrom(customerId: string, orderId: string, purchase: RecordedPurchase): Promise<PlacedOrder> {
    const [customer, addresses] = await Promise.all([
      customerContact(this.eventSourcing, customerId),
      this.reads.accounts.addressesOf(customerId),
    ]);
    const saved = addresses.find(({ id }) => id === purchase.addressId);
    if (!saved) throw accountErased();
    const { addressId, order } = purchase;
    const shippingAddress = shippingAddressOf(saved);
    return { orderId, customerId, customer, addressId, shippingAddress, ...order, replacementFor: null };
  }

  /** A use of a coupon limited in all its uses, claimed on its own stream so the limit holds in any rush. */
  async #claim(code: string, streams: CheckoutStreams, context: CommandContext) {
    const { customerId, orderId } = streams;
    try {
      return await handleCommand(
        this.eventSourcing,
        couponDecider,
        couponStreamId(code),
        { type: 'RedeemCoupon', data: { code, orderId, customerId, at: this.now().toISOString() } },
        context,
        { attempts: RUSH_ATTEMPTS, ...(streams.coupon ? { loaded: streams.coupon } : {}) },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Refused because another checkout of this customer's holds a use right now: that one goes on with the
      // coupon, so it stays in the cart.
      if (await this.#anotherCheckoutHolds(code, streams)) throw checkoutUnderWay();
      const reason = error.kind === 'not_found' ? COUPON_REFUSALS.unknown : error.message;
      await this.cartCoupons.drop(customerId, reason, context);
      throw invalid(reason, { couponCode: reason });
    }
  }

  /** A use of the coupon held by one of this customer's checkouts whose purchase is not recorded yet. */
  async #anotherCheckoutHolds(code: string, { customerId, orderId }: CheckoutStreams): Promise<boolean> {
    // Read afresh: the purchase of a checkout that finished a moment ago counts as bought, and so do the
    // orders placed before the customer's purchases had a stream.
    const [{ state: coupon }, purchases] = await Promise.all([
      loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
      purchaseHistoryOf(this.eventSourcing, this.reads.orders, customerId),
    ]);
    if (coupon.status !== 'live') return false;
    const recorded = new Set(purchases.state.purchases.map((bought) => bought.orderId));
    return coupon.redemptions.some(
      (use) => use.customerId === customerId && use.orderId !== orderId && !recorded.has(use.orderId),
    );
  }

  async #release({ coupon, orderId }: CheckoutStreams, context: CommandContext): Promise<StepTaken> {
    if (coupon?.state.status !== 'live') return { position: null, events: [] };
    return releaseCouponClaim(this.eventSourcing, coupon.state.code, orderId, context);
  }
}

/** Gives back the use of the coupon an order claimed (nothing when it holds none). */
export function releaseCouponClaim(
  eventSourcing: EventSourcing,
  code: string,
  orderId: string,
  context: CommandContext,
) {
  return handleCommand(
    eventSourcing,
    couponDecider,
    couponStreamId(code),
    { type: 'ReleaseRedemption', data: { code, orderId } },
    context,
    { attempts: RUSH_ATTEMPTS },
  );
}
