import { type StockNeed, stockNeedsOf } from '@verdant/domain/inventory/stock-needs';
import {
  type StockedItem,
  stockedItemDecider,
  stockedItemStreamId,
} from '@verdant/domain/inventory/stocked-item';
import { couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { orderDecider, orderStreamId, type PaymentMethod } from '@verdant/domain/sales/order';
import { hasPurchased, usesOf } from '@verdant/domain/sales/purchase-history';
import { DomainError } from '@verdant/domain/shared/domain-error';
import { cartDecider, cartStreamId } from '@verdant/domain/shopping/cart';
import { draftOrder } from '@verdant/domain/shopping/checkout';
import { oneRefusal } from '@verdant/domain/shopping/checkout-refusals';
import {
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutState,
  checkoutStandingOf,
  checkoutWorkflow,
} from '@verdant/domain/shopping/checkout-workflow';
import {
  type CommandContext,
  type EventSourcing,
  latestPosition,
  loadAggregate,
  type ReadModels,
} from '@verdant/platform';
import { AccountQueries } from '../identity/account-queries';
import type { CartCoupons } from './cart-coupons';
import { catalogOf, customerContact, shippingAddressOf } from './checkout-reads';
import { CheckoutSteps, type CheckoutStreams } from './checkout-steps';
import { orderIdFor } from './order-ids';
import { OrderQueries } from './order-queries';
import { purchaseHistoryOf } from './purchase-histories';

export interface PlaceOrderInput {
  idempotencyKey: string;
  addressId: string;
  paymentMethod: PaymentMethod;
}

/**
 * Runs the checkout workflow: the shopper's Place Order, and the follow-up that takes up a checkout stopped
 * halfway, go the same way, from where the checkout stands. The order's id follows from the browser's
 * idempotency key, so a retry or a double click is the same checkout, taken up where it is.
 */
export class Checkout {
  readonly #steps: CheckoutSteps;
  readonly #orders: OrderQueries;
  readonly #accounts: AccountQueries;

  constructor(
    private readonly eventSourcing: EventSourcing,
    readModels: ReadModels,
    cartCoupons: CartCoupons,
    /** The methods the shop takes now: cash on delivery, and the online ones whose gateway is set up. */
    private readonly paymentMethods: () => readonly PaymentMethod[],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#orders = new OrderQueries(readModels);
    this.#accounts = new AccountQueries(readModels);
    this.#steps = new CheckoutSteps(
      eventSourcing,
      { orders: this.#orders, accounts: this.#accounts },
      cartCoupons,
      now,
    );
  }

  async place(customerId: string, input: PlaceOrderInput, context: CommandContext) {
    const orderId = orderIdFor(customerId, input.idempotencyKey);
    const [cart, purchases, customer, addresses] = await Promise.all([
      loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId)),
      purchaseHistoryOf(this.eventSourcing, this.#orders, customerId),
      customerContact(this.eventSourcing, customerId),
      this.#accounts.addressesOf(customerId),
    ]);
    const recorded = purchases.state.purchases.find((bought) => bought.orderId === orderId)?.purchase;
    if (recorded) {
      // The same checkout sent again: it is taken up where it stands, and answers the order it became.
      const streams = { customerId, orderId, cart, purchases, order: null };
      const position = await this.#takeUp(streams, null, [], context);
      return { orderId, total: recorded.order.total, paymentMethod: recorded.order.paymentMethod, position };
    }
    const code = cart.state.couponCode;
    const [catalog, coupon] = await Promise.all([
      catalogOf(this.eventSourcing, cart.state),
      code === null ? null : loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)),
    ]);
    const saved = addresses.find((address) => address.id === input.addressId);
    const order = await this.#steps.refusingCoupon(customerId, context, () =>
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
    const stockNeeded = stockNeedsOf(
      order.lines,
      (productId) => catalog.get(productId)?.tracksStock ?? false,
    );
    const stock = await this.#stockOf(stockNeeded);
    const streams = { customerId, orderId, cart, purchases, coupon, stock, order };
    const placing: CheckoutInput = {
      type: 'PlaceOrder',
      order,
      cartRevision: Number(cart.revision ?? -1n),
      // Only a limit on all uses needs a claim on the coupon's own stream; a customer's own limits hold in
      // their purchase history.
      claimNeeded: order.couponCode !== null && terms?.maxUses != null,
      stockNeeded,
    };
    const position = await this.#run(placing, standingOf(streams, false), streams, context);
    return { orderId, total: order.total, paymentMethod: order.paymentMethod, position };
  }

  /**
   * Takes up a checkout that stopped: finishes its recorded purchase, or gives back what nothing followed: a
   * claim on `claimedCode`, units reserved of `reservedItems`.
   */
  async resume(
    customerId: string,
    orderId: string,
    held: { claimedCode: string | null; reservedItems: readonly StockedItem[] },
    context: CommandContext,
  ) {
    const [cart, purchases] = await Promise.all([
      loadAggregate(this.eventSourcing, cartDecider, cartStreamId(customerId)),
      purchaseHistoryOf(this.eventSourcing, this.#orders, customerId),
    ]);
    const streams = { customerId, orderId, cart, purchases, order: null };
    return this.#takeUp(streams, held.claimedCode, held.reservedItems, context);
  }

  async #takeUp(
    streams: Omit<CheckoutStreams, 'coupon' | 'stock'>,
    claimedCode: string | null,
    reservedItems: readonly StockedItem[],
    context: CommandContext,
  ): Promise<bigint | null> {
    const { orderId } = streams;
    const recorded = streams.purchases.state.purchases.find((bought) => bought.orderId === orderId)?.purchase;
    const code = recorded?.order.couponCode ?? claimedCode;
    const [placed, coupon, stock] = await Promise.all([
      loadAggregate(this.eventSourcing, orderDecider, orderStreamId(orderId)),
      code ? loadAggregate(this.eventSourcing, couponDecider, couponStreamId(code)) : null,
      // A recorded purchase keeps its reservations until the order ships or is cancelled.
      recorded ? new Map() : this.#stockOf(reservedItems),
    ]);
    const all = { ...streams, coupon, stock };
    return this.#run({ type: 'ResumeCheckout' }, standingOf(all, placed.state !== null), all, context);
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
    const refusals: DomainError[] = [];
    for (let steps = checkoutWorkflow.decide(input, state); steps.length > 0; ) {
      const taken = await Promise.allSettled(steps.map((step) => this.#steps.take(step, streams, context)));
      let written = 0;
      let refused = 0;
      for (const outcome of taken) {
        if (outcome.status === 'rejected') {
          if (!(outcome.reason instanceof DomainError) || state.purchase) throw outcome.reason;
          refusals.push(outcome.reason);
          refused++;
          state = checkoutWorkflow.evolve(state, { type: 'CheckoutRefused' });
          continue;
        }
        position = latestPosition(position, outcome.value.position);
        for (const event of outcome.value.events) {
          state = checkoutWorkflow.evolve(state, event as CheckoutEvent);
        }
        written += outcome.value.events.length;
      }
      // Steps that found their work done already (another request took them a moment ago) end the run.
      if (written === 0 && refused === 0) break;
      steps = checkoutWorkflow.decide(input, state);
    }
    const [first, ...more] = refusals;
    if (first) throw oneRefusal([first, ...more]);
    return position;
  }

  /** The stocked items, each read once from its own stream. */
  async #stockOf(items: readonly (StockedItem | StockNeed)[]): Promise<CheckoutStreams['stock']> {
    const loaded = await Promise.all(
      items.map(async ({ productId, variantId }) => {
        const streamId = stockedItemStreamId(productId, variantId);
        const item = await loadAggregate(this.eventSourcing, stockedItemDecider, streamId);
        return [streamId, { productId, variantId, loaded: item }] as const;
      }),
    );
    return new Map(loaded);
  }
}

function standingOf(streams: CheckoutStreams, orderPlaced: boolean): CheckoutState {
  return checkoutStandingOf(streams.orderId, {
    purchases: streams.purchases.state,
    cart: streams.cart.state,
    coupon: streams.coupon?.state ?? null,
    stock: [...streams.stock.values()].map(({ productId, variantId, loaded }) => ({
      productId,
      variantId,
      state: loaded.state,
    })),
    orderPlaced,
  });
}
