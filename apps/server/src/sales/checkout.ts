import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { accountDecider, accountErased, accountStreamId } from '@verdant/domain/identity/account';
import { type CouponState, couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { COUPON_REFUSALS } from '@verdant/domain/sales/coupon-refusals';
import {
  contentsOf,
  orderDecider,
  orderStreamId,
  type PaymentMethod,
  type PlacedOrder,
} from '@verdant/domain/sales/order';
import {
  checkoutUnderWay,
  hasPurchased,
  purchaseHistoryDecider,
  purchaseHistoryStreamId,
  usesOf,
} from '@verdant/domain/sales/purchase-history';
import { DomainError, invalid } from '@verdant/domain/shared/domain-error';
import { type CartState, cartDecider, cartStreamId } from '@verdant/domain/shopping/cart';
import type { CatalogProduct } from '@verdant/domain/shopping/cart-pricing';
import { draftOrder } from '@verdant/domain/shopping/checkout';
import {
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutState,
  type CheckoutStep,
  checkoutStandingOf,
  checkoutWorkflow,
  type RecordedPurchase,
} from '@verdant/domain/shopping/checkout-workflow';
import type { ReadModels } from '@verdant/projections/read-models';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  type LoadedAggregate,
  loadAggregate,
} from '../command-handling/handle-command';
import { latestPosition } from '../command-handling/unique-value';
import { addressesOf } from '../identity/account-queries';
import type { CartCoupons } from './cart-coupons';
import { orderIdFor } from './order-ids';
import { type PurchaseHistory, purchaseHistoryOf } from './purchase-histories';

export interface PlaceOrderInput {
  idempotencyKey: string;
  addressId: string;
  paymentMethod: PaymentMethod;
}

/** Parallel checkouts against one coupon each decide again on the newer coupon: enough tries for a rush. */
const COUPON_ATTEMPTS = 50;

/** The streams a checkout reads, each once, and writes to with what it read. */
interface CheckoutStreams {
  customerId: string;
  orderId: string;
  cart: LoadedAggregate<CartState>;
  purchases: PurchaseHistory;
  coupon: LoadedAggregate<CouponState> | null;
  /** The whole order when the shopper is placing it now; null when a stopped checkout is taken up again. */
  order: PlacedOrder | null;
}

/**
 * Runs the checkout workflow: the shopper's Place Order, and the follow-up that takes up a checkout stopped
 * halfway, go the same way, from where the checkout stands. The order's id follows from the browser's
 * idempotency key, so a retry or a double click is the same checkout, taken up where it is.
 */
export class Checkout {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
    private readonly cartCoupons: CartCoupons,
    /** The methods the shop takes now: cash on delivery, and the online ones whose gateway is set up. */
    private readonly paymentMethods: () => readonly PaymentMethod[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  async place(customerId: string, input: PlaceOrderInput, context: CommandContext) {
    const orderId = orderIdFor(customerId, input.idempotencyKey);
    const [cart, purchases, customer, addresses] = await Promise.all([
      loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId)),
      purchaseHistoryOf(this.eventSourcing, this.readModels, customerId),
      this.#customer(customerId),
      addressesOf(this.readModels, customerId),
    ]);
    const recorded = purchases.state.purchases.find((bought) => bought.orderId === orderId)?.purchase;
    if (recorded) {
      // The same checkout sent again: it is taken up where it stands, and answers the order it became.
      const position = await this.#takeUp(
        { customerId, orderId, cart, purchases, order: null },
        null,
        context,
      );
      return { orderId, total: recorded.order.total, paymentMethod: recorded.order.paymentMethod, position };
    }
    const code = cart.state.couponCode;
    const [catalog, coupon] = await Promise.all([
      this.#catalog(cart.state),
      code === null ? null : loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
    ]);
    const saved = addresses.find((address) => address.id === input.addressId);
    const order = await this.#refusingCoupon(customerId, context, () =>
      draftOrder({
        orderId,
        customerId,
        customer,
        address: saved ? { addressId: saved.id, address: shippingAddressOf(saved) } : null,
        cart: cart.state,
        catalog,
        coupon: coupon?.state ?? null,
        firstOrder: !hasPurchased(purchases.state),
        usesOfCoupon: code === null ? 0 : usesOf(purchases.state, code),
        paymentMethod: input.paymentMethod,
        availableMethods: this.paymentMethods(),
        now: this.now(),
      }),
    );
    const terms = coupon?.state.status === 'live' ? coupon.state.terms : null;
    const streams = { customerId, orderId, cart, purchases, coupon, order };
    const placing: CheckoutInput = {
      type: 'PlaceOrder',
      order,
      cartRevision: Number(cart.revision ?? -1n),
      // Only a limit on all uses needs a claim on the coupon's own stream; a customer's own limits hold in
      // their purchase history.
      claimNeeded: order.couponCode !== null && terms?.maxUses != null,
    };
    const position = await this.#run(placing, this.#standing(streams, false), streams, context);
    return { orderId, total: order.total, paymentMethod: order.paymentMethod, position };
  }

  /**
   * Takes up a checkout that stopped: finishes its recorded purchase, or gives back a claim nothing followed
   * (`claimedCode` names the coupon of a claim whose purchase may never have been recorded).
   */
  async resume(customerId: string, orderId: string, claimedCode: string | null, context: CommandContext) {
    const [cart, purchases] = await Promise.all([
      loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId)),
      purchaseHistoryOf(this.eventSourcing, this.readModels, customerId),
    ]);
    return this.#takeUp({ customerId, orderId, cart, purchases, order: null }, claimedCode, context);
  }

  async #takeUp(
    streams: Omit<CheckoutStreams, 'coupon'>,
    claimedCode: string | null,
    context: CommandContext,
  ): Promise<bigint | null> {
    const { orderId } = streams;
    const recorded = streams.purchases.state.purchases.find((bought) => bought.orderId === orderId)?.purchase;
    const code = recorded?.order.couponCode ?? claimedCode;
    const [placed, coupon] = await Promise.all([
      loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId)),
      code ? loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)) : null,
    ]);
    const all = { ...streams, coupon };
    return this.#run({ type: 'ResumeCheckout' }, this.#standing(all, placed.state !== null), all, context);
  }

  #standing(streams: CheckoutStreams, orderPlaced: boolean): CheckoutState {
    return checkoutStandingOf(streams.orderId, {
      purchases: streams.purchases.state,
      cart: streams.cart.state,
      coupon: streams.coupon?.state ?? null,
      orderPlaced,
    });
  }

  /**
   * Takes the steps the workflow asks for until it asks for none, and answers the position of the last
   * event written. A refused step is told to the workflow (a claim is then given back) and then to the shopper.
   */
  async #run(
    input: CheckoutInput,
    standing: CheckoutState,
    streams: CheckoutStreams,
    context: CommandContext,
  ): Promise<bigint | null> {
    let state = standing;
    let position: bigint | null = null;
    let refusal: DomainError | null = null;
    for (let steps = checkoutWorkflow.decide(input, state); steps.length > 0; ) {
      const taken = await Promise.allSettled(steps.map((step) => this.#take(step, streams, context)));
      let written = 0;
      for (const outcome of taken) {
        if (outcome.status === 'rejected') {
          if (!(outcome.reason instanceof DomainError) || refusal) throw outcome.reason;
          refusal = outcome.reason;
          state = checkoutWorkflow.evolve(state, { type: 'CheckoutRefused' });
          continue;
        }
        position = latestPosition(position, outcome.value.position);
        for (const event of outcome.value.events)
          state = checkoutWorkflow.evolve(state, event as CheckoutEvent);
        written += outcome.value.events.length;
      }
      // Steps that found their work done already (another request took them a moment ago) end the run.
      if (written === 0 && !refusal) break;
      steps = checkoutWorkflow.decide(input, state);
    }
    if (refusal) throw refusal;
    return position;
  }

  async #take(step: CheckoutStep, streams: CheckoutStreams, context: CommandContext) {
    const { customerId, orderId } = streams;
    switch (step.type) {
      case 'ClaimCouponUse':
        return this.#claim(step.code, streams, context);
      case 'RecordPurchase': {
        const { order, cartRevision } = step;
        const terms = streams.coupon?.state.status === 'live' ? streams.coupon.state.terms : null;
        const { loaded, carriedOver } = streams.purchases;
        return this.#refusingCoupon(customerId, context, () =>
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
                couponLimits: terms && {
                  firstPurchaseOnly: terms.firstPurchaseOnly,
                  usesPerCustomer: terms.usesPerCustomer,
                },
                carriedOver,
              },
            },
            context,
            { loaded },
          ),
        );
      }
      case 'PlaceOrder': {
        const order = streams.order ?? (await this.#orderFrom(customerId, orderId, step.purchase));
        return handleCommand(
          this.eventSourcing,
          orderDecider,
          orderStreamId(orderId),
          { type: 'PlaceOrder', data: order },
          context,
        );
      }
      case 'CheckOutCart': {
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
      case 'ReleaseCouponClaim': {
        const code = streams.coupon?.state.status === 'live' ? streams.coupon.state.code : null;
        if (code === null) return { position: null, events: [] };
        return handleCommand(
          this.eventSourcing,
          couponDecider,
          couponStreamId(code),
          { type: 'ReleaseRedemption', data: { code, orderId } },
          context,
          { attempts: COUPON_ATTEMPTS },
        );
      }
    }
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
        { attempts: COUPON_ATTEMPTS, ...(streams.coupon ? { loaded: streams.coupon } : {}) },
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
    const [{ state: coupon }, purchases] = await Promise.all([
      loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
      loadAggregate(this.eventSourcing, purchaseHistoryDecider, purchaseHistoryStreamId(customerId)),
    ]);
    if (coupon.status !== 'live') return false;
    const recorded = new Set(purchases.state.purchases.map((bought) => bought.orderId));
    return coupon.redemptions.some(
      (use) => use.customerId === customerId && use.orderId !== orderId && !recorded.has(use.orderId),
    );
  }

  /** A refusal of the cart's coupon takes it off the cart with the reason, so the shopper sees why. */
  async #refusingCoupon<Result>(
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

  async #customer(customerId: string) {
    const { state: holder } = await loadAggregate(
      this.eventSourcing,
      accountDecider,
      accountStreamId(customerId),
    );
    if (holder.status !== 'active' || !holder.email || !holder.fullName || !holder.phone)
      throw accountErased();
    return { email: holder.email, fullName: holder.fullName, phone: holder.phone };
  }

  /** A recorded purchase as the order it becomes: the contact and address as the customer's account has them. */
  async #orderFrom(customerId: string, orderId: string, purchase: RecordedPurchase): Promise<PlacedOrder> {
    const [customer, addresses] = await Promise.all([
      this.#customer(customerId),
      addressesOf(this.readModels, customerId),
    ]);
    const saved = addresses.find(({ id }) => id === purchase.addressId);
    if (!saved) throw accountErased();
    const { addressId, order } = purchase;
    return { orderId, customerId, customer, addressId, shippingAddress: shippingAddressOf(saved), ...order };
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
}

function shippingAddressOf(saved: Awaited<ReturnType<typeof addressesOf>>[number]) {
  const { fullName, phone, addressLine1, addressLine2, city, state, postalCode, country } = saved;
  return { fullName, phone, addressLine1, addressLine2, city, state, postalCode, country };
}
