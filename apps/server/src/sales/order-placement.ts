import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { accountDecider, accountErased, accountStreamId } from '@verdant/domain/identity/account';
import { couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import {
  contentsOf,
  ORDER_NOT_FOUND,
  orderDecider,
  orderStreamId,
  type PaymentMethod,
  type PlacedOrder,
} from '@verdant/domain/sales/order';
import { conflict, DomainError, invalid, isRefusal, notFound } from '@verdant/domain/shared/domain-error';
import { CART_CHANGED_CODE, type CartState, cartDecider, cartStreamId } from '@verdant/domain/shopping/cart';
import type { CatalogProduct } from '@verdant/domain/shopping/cart-pricing';
import { type CheckoutFacts, draftOrder } from '@verdant/domain/shopping/checkout';
import type { ReadModels } from '@verdant/projections/read-models';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
} from '../command-handling/handle-command';
import { latestPosition } from '../command-handling/unique-value';
import { addressesOf } from '../identity/account-queries';
import type { CartCoupons } from './cart-coupons';
import type { OrderCompletion } from './order-completion';
import { orderIdFor } from './order-ids';
import { cancelledUsesOf } from './order-queries';

export interface PlaceOrderInput {
  idempotencyKey: string;
  addressId: string;
  paymentMethod: PaymentMethod;
}

export const CHECKOUT_UNDER_WAY = 'Your order is already being placed. Please check your orders in a moment.';

/** Parallel checkouts against one coupon each decide again on the newer coupon: enough tries for a rush. */
const COUPON_ATTEMPTS = 50;
/** A cart changed between pricing and checking out (another tab) is priced again, a few times at most. */
const PRICING_ATTEMPTS = 3;

/**
 * Places a signed-in customer's cart as an order, in three steps on three streams, each decided on its own
 * stream's state with optimistic concurrency:
 *
 * 1. a coupon with a limit on its uses has a use claimed on its own stream, so the limit holds under any
 *    number of parallel checkouts (the order's id makes a retried claim the same claim);
 * 2. the cart is checked out on the customer's cart stream: exactly the lines that were priced, never an
 *    empty cart, and the coupon's limits for this customer (first purchase only, uses per customer), which
 *    hold there because each customer's checkouts are decided one after another; refused, the claim is
 *    given back;
 * 3. the order is placed on its own stream.
 *
 * The order's id follows from the browser's idempotency key, so a retry or a double click places one order.
 * Should the process stop between steps, reactions finish the work: a checked-out cart's order is placed, and
 * a claim no order followed is given back.
 */
export class OrderPlacement {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
    private readonly cartCoupons: CartCoupons,
    private readonly completion: OrderCompletion,
    /** The methods the shop takes now: cash on delivery, and the online ones whose gateway is set up. */
    private readonly paymentMethods: () => readonly PaymentMethod[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  async place(customerId: string, input: PlaceOrderInput, context: CommandContext) {
    const orderId = orderIdFor(customerId, input.idempotencyKey);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#placeOnce(orderId, customerId, input, context);
      } catch (error) {
        const cartChanged = isRefusal(error, CART_CHANGED_CODE);
        if (!cartChanged || attempt >= PRICING_ATTEMPTS) throw error;
      }
    }
  }

  async #placeOnce(orderId: string, customerId: string, input: PlaceOrderInput, context: CommandContext) {
    const { state: cart } = await loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId));
    if (cart.orderIds.includes(orderId)) return this.#placedAlready(orderId, customerId, context);
    const { facts, cancelledUses } = await this.#facts(orderId, customerId, cart, input);
    const order = await this.#draft(facts, context);
    const terms = facts.coupon?.status === 'live' ? facts.coupon.terms : null;
    let position: bigint | null = null;
    // Only a limit on all uses needs a claim on the coupon's own stream; a customer's limits hold on their cart.
    const claimed = terms !== null && terms.maxUses !== null;
    if (claimed) position = await this.#claimCoupon(order, context);
    try {
      const checkedOut = await handleCommand(
        this.eventSourcing,
        cartDecider,
        cartStreamId(customerId),
        {
          type: 'CheckOut',
          data: {
            customerId,
            orderId,
            addressId: order.addressId,
            order: contentsOf(order),
            pricedLines: cart.lines,
            couponLimits: {
              firstPurchaseOnly: terms?.firstPurchaseOnly ?? false,
              usesPerCustomer: terms?.usesPerCustomer ?? null,
              cancelledUses,
            },
          },
        },
        context,
      );
      position = latestPosition(position, checkedOut.position);
    } catch (error) {
      if (claimed) await this.#releaseCoupon(order, context);
      if (error instanceof DomainError && error.fieldErrors.couponCode) {
        await this.cartCoupons.drop(customerId, error.message, context);
      }
      throw error;
    }
    const placed = await handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      { type: 'PlaceOrder', data: order },
      context,
    );
    const { total, paymentMethod } = order;
    return { orderId, total, paymentMethod, position: latestPosition(position, placed.position) };
  }

  /** The order as the shop prices it now; a coupon that no longer applies is taken off the cart, saying why. */
  async #draft(facts: CheckoutFacts, context: CommandContext): Promise<PlacedOrder> {
    try {
      return draftOrder(facts);
    } catch (error) {
      if (error instanceof DomainError && error.fieldErrors.couponCode) {
        await this.cartCoupons.drop(facts.customerId, error.message, context);
      }
      throw error;
    }
  }

  async #facts(
    orderId: string,
    customerId: string,
    cart: CartState,
    input: PlaceOrderInput,
  ): Promise<{ facts: CheckoutFacts; cancelledUses: number }> {
    const code = cart.couponCode;
    const [account, addresses, catalog, coupon, cancelledUses] = await Promise.all([
      loadAggregate(this.eventSourcing, accountDecider, accountStreamId(customerId)),
      addressesOf(this.readModels, customerId),
      this.#catalog(cart),
      code === null ? null : loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
      code === null ? 0 : cancelledUsesOf(this.readModels, customerId, code),
    ]);
    const holder = account.state;
    if (holder.status !== 'active' || !holder.email || !holder.fullName || !holder.phone) {
      throw accountErased();
    }
    const saved = addresses.find((address) => address.id === input.addressId);
    const facts: CheckoutFacts = {
      orderId,
      customerId,
      customer: { email: holder.email, fullName: holder.fullName, phone: holder.phone },
      address: saved ? { addressId: saved.id, address: shippingAddressOf(saved) } : null,
      cart,
      catalog,
      coupon: coupon?.state ?? null,
      firstOrder: cart.orderIds.length === 0,
      usesOfCoupon: code === null ? 0 : (cart.couponUses[code] ?? 0) - cancelledUses,
      paymentMethod: input.paymentMethod,
      availableMethods: this.paymentMethods(),
      now: this.now(),
    };
    return { facts, cancelledUses };
  }

  /** The products the cart names, from their own streams: a plant archived a moment ago cannot be ordered. */
  async #catalog(cart: CartState): Promise<Map<string, CatalogProduct>> {
    const productIds = [...new Set(cart.lines.map((line) => line.productId))];
    const products = await Promise.all(
      productIds.map((productId) =>
        loadAggregate(this.eventSourcing, productDecider, productStreamId(productId)),
      ),
    );
    const catalog = new Map<string, CatalogProduct>();
    for (const { state: product } of products) {
      if (!product) continue;
      catalog.set(product.productId, {
        productId: product.productId,
        name: product.name,
        slug: product.slug,
        imageUrl: product.mainImageUrl,
        imageAlt: product.mainImageAlt,
        basePrice: product.basePrice,
        salePrice: product.salePrice,
        status: product.status,
        stockStatus: product.stockStatus,
        variants: product.variants,
      });
    }
    return catalog;
  }

  async #claimCoupon(order: PlacedOrder, context: CommandContext): Promise<bigint | null> {
    const code = order.couponCode!;
    try {
      const { position } = await handleCommand(
        this.eventSourcing,
        couponDecider,
        couponStreamId(code),
        {
          type: 'RedeemCoupon',
          data: { code, orderId: order.orderId, customerId: order.customerId, at: this.now().toISOString() },
        },
        context,
        { attempts: COUPON_ATTEMPTS },
      );
      return position;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Refused because another checkout of this customer's holds a use right now: that one goes on with the
      // coupon, so it stays in the cart.
      if (await this.#anotherCheckoutHolds(code, order)) throw conflict(CHECKOUT_UNDER_WAY);
      const reason = error.kind === 'not_found' ? COUPON_REFUSALS.unknown : error.message;
      await this.cartCoupons.drop(order.customerId, reason, context);
      throw invalid(reason, { couponCode: reason });
    }
  }

  /** A use of the coupon held by one of this customer's orders that their cart has not become yet. */
  async #anotherCheckoutHolds(code: string, order: PlacedOrder): Promise<boolean> {
    const [{ state: coupon }, { state: cart }] = await Promise.all([
      loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
      loadAggregate(this.eventSourcing, cartDecider, cartStreamId(order.customerId)),
    ]);
    if (coupon.status !== 'live') return false;
    return coupon.redemptions.some(
      (use) =>
        use.customerId === order.customerId &&
        use.orderId !== order.orderId &&
        !cart.orderIds.includes(use.orderId),
    );
  }

  async #releaseCoupon(order: PlacedOrder, context: CommandContext): Promise<void> {
    const code = order.couponCode!;
    await handleCommand(
      this.eventSourcing,
      couponDecider,
      couponStreamId(code),
      { type: 'ReleaseRedemption', data: { code, orderId: order.orderId } },
      context,
      { attempts: COUPON_ATTEMPTS },
    );
  }

  /** This order's cart was checked out already (a retry): the answer is the order, placed if it is not yet. */
  async #placedAlready(orderId: string, customerId: string, context: CommandContext) {
    const position = await this.completion.complete(customerId, orderId, context);
    const { state: order } = await loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { orderId, total: order.total, paymentMethod: order.paymentMethod, position };
  }
}

function shippingAddressOf(saved: Awaited<ReturnType<typeof addressesOf>>[number]) {
  const { fullName, phone, addressLine1, addressLine2, city, state, postalCode, country } = saved;
  return { fullName, phone, addressLine1, addressLine2, city, state, postalCode, country };
}
