import { z } from 'zod';
import type { ProductStatus, StockStatus } from '../catalog/product-rules';
import type { Decider } from '../shared/decider';
import { invalid, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import { type CartLineKey, LINE_LIMIT_REACHED, MAX_LINE_QUANTITY, sameLine } from './cart-line';
import {
  type AddToCartInput,
  addToCartRules,
  cartLineKeyRules,
  type SetQuantityInput,
  setQuantityRules,
} from './cart-rules';

/** One cart per customer, kept on the server once they sign in. */
export const cartStreamId = (customerId: string) => `cart-${customerId}`;

export const PLANT_UNAVAILABLE = 'This plant is not available';
export const PLANT_SOLD_OUT = 'This plant is out of stock';
export const SIZE_REQUIRED = 'Please choose a size';
export const SIZE_UNAVAILABLE = 'This size is not available';
export const NOT_IN_CART = 'This item is no longer in your cart';

// Event schemas check the shape only, so events recorded under older rules stay readable.
const customerId = z.string().min(1);
const lineKey = { productId: z.string().min(1), variantId: z.string().min(1).nullable() };
const lineFields = { ...lineKey, quantity: z.number().int() };

/** `quantity` is how many were added to the line, which may already have held some. */
export const CartItemAdded = defineEvent('CartItemAdded', z.object({ customerId, ...lineFields }));
/** `quantity` is the line's new quantity. */
export const CartItemQuantityChanged = defineEvent(
  'CartItemQuantityChanged',
  z.object({ customerId, ...lineFields }),
);
export const CartItemRemoved = defineEvent('CartItemRemoved', z.object({ customerId, ...lineKey }));
export const CartCleared = defineEvent('CartCleared', z.object({ customerId }));
/**
 * The guest cart brought in at sign-in, as one event: a merge is whole or not at all. `lines` are the
 * quantities added (same product and size: added to the line; otherwise a new line). `mergeId` is the
 * guest cart's own id, so the same guest cart sent twice (a retry, a second tab) is merged once.
 */
export const GuestCartMerged = defineEvent(
  'GuestCartMerged',
  z.object({ customerId, mergeId: z.string().min(1), lines: z.array(z.object(lineFields)) }),
);

/** The coupon the shopper applied, checked against the cart when it was applied. */
export const CartCouponApplied = defineEvent(
  'CartCouponApplied',
  z.object({ customerId, code: z.string().min(1) }),
);
/** `reason` is why the shop took it off (it no longer applies); null when the shopper removed it. */
export const CartCouponRemoved = defineEvent(
  'CartCouponRemoved',
  z.object({ customerId, code: z.string().min(1), reason: z.string().nullable() }),
);
/**
 * The cart became an order: the lines the order took leave it (anything added since stays), and so does the
 * order's coupon. Version 1 carried the whole order's contents, when the cart also kept the customer's purchases.
 */
export const CartCheckedOut = defineEvent(
  'CartCheckedOut',
  z.object({
    customerId,
    orderId: z.string().min(1),
    lines: z.array(z.object(lineFields)),
    couponCode: z.string().min(1).nullable(),
  }),
  {
    schemaVersion: 2,
    upcasters: {
      1: (data) => {
        const { customerId, orderId, order } = data as {
          customerId: string;
          orderId: string;
          order: { lines: CartLine[]; couponCode: string | null };
        };
        const lines = order.lines.map(({ productId, variantId, quantity }) => ({
          productId,
          variantId,
          quantity,
        }));
        return { customerId, orderId, lines, couponCode: order.couponCode };
      },
    },
  },
);

export const cartEvents = [
  CartItemAdded,
  CartItemQuantityChanged,
  CartItemRemoved,
  CartCleared,
  GuestCartMerged,
  CartCouponApplied,
  CartCouponRemoved,
  CartCheckedOut,
] as const;
export type CartEvent = EventsOf<typeof cartEvents>;

/** What the cart must know of a product to take it: read from the product's own stream when asked. */
export interface ProductForCart {
  productId: string;
  status: ProductStatus;
  stockStatus: StockStatus;
  variantIds: readonly string[];
}

/** The product each line names, as the catalogue has it now; null when there is no such product. */
type WithProduct<Line> = Line & { product: ProductForCart | null };

export type CartCommand =
  | { type: 'AddCartItem'; data: WithProduct<{ customerId: string } & AddToCartInput> }
  | { type: 'ChangeCartItemQuantity'; data: WithProduct<{ customerId: string } & SetQuantityInput> }
  | { type: 'RemoveCartItem'; data: { customerId: string } & CartLineKey }
  | { type: 'ClearCart'; data: { customerId: string } }
  | {
      type: 'MergeGuestCart';
      data: { customerId: string; mergeId: string; lines: WithProduct<AddToCartInput>[] };
    }
  /** `problem` is why the coupon cannot be used with this cart now, as the server found; null when it can. */
  | { type: 'ApplyCoupon'; data: { customerId: string; code: string; problem: string | null } }
  /** `reason` is null when the shopper removes it, or why the shop takes it off. */
  | { type: 'RemoveCoupon'; data: { customerId: string; reason: string | null } }
  /** The order took these lines and this coupon from the cart. */
  | {
      type: 'CheckOut';
      data: { customerId: string; orderId: string; lines: readonly CartLine[]; couponCode: string | null };
    };

export interface CartLine extends CartLineKey {
  quantity: number;
}

export interface CartState {
  /** In the order they were first added. */
  lines: readonly CartLine[];
  mergedGuestCarts: readonly string[];
  couponCode: string | null;
  /** The orders this cart became, so that a checkout sent again takes nothing more. */
  checkedOut: readonly string[];
}

export const cartDecider: Decider<CartCommand, CartEvent, CartState> = {
  initialState: () => ({ lines: [], mergedGuestCarts: [], couponCode: null, checkedOut: [] }),

  decide(command, state) {
    const { customerId } = command.data;
    switch (command.type) {
      case 'AddCartItem': {
        const line = parseOrRefuse(addToCartRules, command.data);
        refuseUnlessBuyable(command.data.product, line);
        if (quantityOf(state, line) + line.quantity > MAX_LINE_QUANTITY) throw invalid(LINE_LIMIT_REACHED);
        return [{ type: 'CartItemAdded', data: { customerId, ...line } }];
      }
      case 'ChangeCartItemQuantity': {
        const line = parseOrRefuse(setQuantityRules, command.data);
        const current = quantityOf(state, line);
        if (current === 0) {
          if (line.quantity <= 0) return [];
          throw notFound(NOT_IN_CART);
        }
        const { productId, variantId } = line;
        if (line.quantity <= 0)
          return [{ type: 'CartItemRemoved', data: { customerId, productId, variantId } }];
        if (line.quantity === current) return [];
        // Fewer is always fine; more only while the plant can still be bought.
        if (line.quantity > current) refuseUnlessBuyable(command.data.product, line);
        return [{ type: 'CartItemQuantityChanged', data: { customerId, ...line } }];
      }
      case 'RemoveCartItem': {
        const line = parseOrRefuse(cartLineKeyRules, command.data);
        if (quantityOf(state, line) === 0) return [];
        return [{ type: 'CartItemRemoved', data: { customerId, ...line } }];
      }
      case 'ClearCart':
        return state.lines.length === 0 ? [] : [{ type: 'CartCleared', data: { customerId } }];
      case 'MergeGuestCart': {
        const { mergeId } = command.data;
        if (state.mergedGuestCarts.includes(mergeId)) return [];
        const lines = linesToMerge(state, command.data.lines);
        return lines.length === 0 ? [] : [{ type: 'GuestCartMerged', data: { customerId, mergeId, lines } }];
      }
      case 'ApplyCoupon': {
        const { code, problem } = command.data;
        if (problem !== null) throw invalid(problem, { couponCode: problem });
        return code === state.couponCode ? [] : [{ type: 'CartCouponApplied', data: { customerId, code } }];
      }
      case 'RemoveCoupon': {
        const { couponCode } = state;
        if (couponCode === null) return [];
        return [
          { type: 'CartCouponRemoved', data: { customerId, code: couponCode, reason: command.data.reason } },
        ];
      }
      case 'CheckOut': {
        const { orderId, lines, couponCode } = command.data;
        if (state.checkedOut.includes(orderId)) return [];
        return [{ type: 'CartCheckedOut', data: { customerId, orderId, lines: [...lines], couponCode } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CartItemAdded':
        return { ...state, lines: added(state.lines, event.data) };
      case 'CartItemQuantityChanged': {
        const { productId, variantId, quantity } = event.data;
        const changed = { productId, variantId, quantity };
        return { ...state, lines: state.lines.map((line) => (sameLine(line, changed) ? changed : line)) };
      }
      case 'CartItemRemoved':
        return { ...state, lines: state.lines.filter((line) => !sameLine(line, event.data)) };
      case 'CartCleared':
        return { ...state, lines: [], couponCode: null };
      case 'GuestCartMerged':
        return {
          ...state,
          lines: event.data.lines.reduce(added, state.lines),
          mergedGuestCarts: [...state.mergedGuestCarts, event.data.mergeId],
        };
      case 'CartCouponApplied':
        return { ...state, couponCode: event.data.code };
      case 'CartCouponRemoved':
        return { ...state, couponCode: null };
      case 'CartCheckedOut': {
        const { orderId, lines, couponCode } = event.data;
        return {
          ...state,
          lines: linesAfterCheckout(state.lines, lines),
          couponCode: state.couponCode === couponCode ? null : state.couponCode,
          checkedOut: [...state.checkedOut, orderId],
        };
      }
    }
  },
};

const quantityIn = (lines: readonly CartLine[], key: CartLineKey) =>
  lines.find((line) => sameLine(line, key))?.quantity ?? 0;
const quantityOf = (state: CartState, key: CartLineKey) => quantityIn(state.lines, key);

/** The lines left once an order took its own: quantities added meanwhile stay. */
export function linesAfterCheckout(lines: readonly CartLine[], ordered: readonly CartLine[]): CartLine[] {
  return lines.flatMap((line) => {
    const quantity = line.quantity - quantityIn(ordered, line);
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/** The same product and variant adds to the line's quantity; otherwise a new line. */
function added(lines: readonly CartLine[], addition: CartLine): readonly CartLine[] {
  const { productId, variantId, quantity } = addition;
  if (!lines.some((line) => sameLine(line, addition))) return [...lines, { productId, variantId, quantity }];
  return lines.map((line) =>
    sameLine(line, addition) ? { ...line, quantity: line.quantity + quantity } : line,
  );
}

/** Why this line cannot be bought now, in the words the shopper is shown, or null when it can. */
export function whyNotBuyable(product: ProductForCart | null, line: CartLineKey): string | null {
  if (product?.status !== 'active') return PLANT_UNAVAILABLE;
  if (product.stockStatus === 'out_of_stock') return PLANT_SOLD_OUT;
  if (line.variantId === null) return product.variantIds.length > 0 ? SIZE_REQUIRED : null;
  return product.variantIds.includes(line.variantId) ? null : SIZE_UNAVAILABLE;
}

function refuseUnlessBuyable(product: ProductForCart | null, line: CartLineKey): void {
  const reason = whyNotBuyable(product, line);
  if (reason) throw invalid(reason);
}

/**
 * The guest lines a sign-in can bring in: lines of plants that can no longer be bought are left out (a
 * sign-in must not fail over a stale guest cart), and a line tops up to the line limit, no further.
 */
function linesToMerge(state: CartState, guestLines: readonly WithProduct<AddToCartInput>[]): CartLine[] {
  let cart = state.lines;
  let merged: readonly CartLine[] = [];
  for (const guestLine of guestLines) {
    const parsed = addToCartRules.safeParse(guestLine);
    if (!parsed.success || whyNotBuyable(guestLine.product, parsed.data) !== null) continue;
    const { productId, variantId } = parsed.data;
    const quantity = Math.min(parsed.data.quantity, MAX_LINE_QUANTITY - quantityIn(cart, parsed.data));
    if (quantity <= 0) continue;
    cart = added(cart, { productId, variantId, quantity });
    merged = added(merged, { productId, variantId, quantity });
  }
  return [...merged];
}
