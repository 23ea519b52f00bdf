import { describe, expect, it } from 'vitest';
import type { OrderContents } from '../sales/order';
import { deciderSpecification } from '../shared/testing/decider-specification';
import {
  type CartCommand,
  type CartEvent,
  cartDecider,
  cartEvents,
  NOT_IN_CART,
  PLANT_SOLD_OUT,
  PLANT_UNAVAILABLE,
  type ProductForCart,
  SIZE_REQUIRED,
  SIZE_UNAVAILABLE,
} from './cart';
import { LINE_LIMIT_REACHED } from './cart-line';
import { QUANTITY_NOT_WHOLE, QUANTITY_TOO_SMALL } from './cart-rules';

const spec = deciderSpecification(cartDecider);

/** An order of one snake plant, as the checkout priced it. */
const _orderContents: OrderContents = {
  lines: [
    {
      productId: 'p-snake',
      variantId: null,
      productName: 'Snake Plant',
      variantName: null,
      unitPrice: 39_900,
      quantity: 1,
      lineTotal: 39_900,
      onSale: false,
    },
  ],
  subtotal: 39_900,
  discount: 0,
  shipping: 0,
  total: 39_900,
  couponCode: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
};
const customerId = 'c-1';

const monstera: ProductForCart = {
  productId: 'p-monstera',
  status: 'active',
  stockStatus: 'in_stock',
  variantIds: ['v-small', 'v-large'],
};
const snakePlant: ProductForCart = {
  productId: 'p-snake',
  status: 'active',
  stockStatus: 'low_stock',
  variantIds: [],
};
const small = { productId: monstera.productId, variantId: 'v-small' };
const large = { productId: monstera.productId, variantId: 'v-large' };
const snake = { productId: snakePlant.productId, variantId: null };

const add = (
  line: typeof small | typeof snake,
  quantity: number,
  product: ProductForCart | null,
): CartCommand => ({
  type: 'AddCartItem',
  data: { customerId, ...line, quantity, product },
});
const setQuantity = (
  line: typeof small | typeof snake,
  quantity: number,
  product = monstera,
): CartCommand => ({
  type: 'ChangeCartItemQuantity',
  data: { customerId, ...line, quantity, product },
});
const added = (line: typeof small | typeof snake, quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, ...line, quantity },
});

describe('cart', () => {
  describe('add an item', () => {
    it('puts a plant in the cart in the chosen size', () => {
      spec
        .given([])
        .when(add(small, 2, monstera))
        .thenEvents([added(small, 2)]);
    });

    it('adds one when no quantity is given', () => {
      spec
        .given([])
        .when({ type: 'AddCartItem', data: { customerId, ...snake, product: snakePlant } })
        .thenEvents([added(snake, 1)]);
    });

    it('adds to the line of the same product and size, and keeps other sizes apart', () => {
      spec
        .given([added(small, 2)])
        .when(add(small, 3, monstera))
        .thenEvents([added(small, 3)]);
      spec
        .given([added(small, 2)])
        .when(add(large, 1, monstera))
        .thenEvents([added(large, 1)]);
    });

    it('refuses a quantity that is not a positive whole number', () => {
      spec
        .given([])
        .when(add(small, 0, monstera))
        .thenRefused('invalid', QUANTITY_TOO_SMALL);
      spec
        .given([])
        .when(add(small, -2, monstera))
        .thenRefused('invalid', QUANTITY_TOO_SMALL);
      spec
        .given([])
        .when(add(small, 1.5, monstera))
        .thenRefused('invalid', QUANTITY_NOT_WHOLE);
    });

    it('caps a line at 99', () => {
      spec
        .given([])
        .when(add(small, 100, monstera))
        .thenRefused('invalid', LINE_LIMIT_REACHED);
      spec
        .given([added(small, 98)])
        .when(add(small, 2, monstera))
        .thenRefused('invalid', LINE_LIMIT_REACHED);
      spec
        .given([added(small, 98)])
        .when(add(small, 1, monstera))
        .thenEvents([added(small, 1)]);
    });

    it('refuses a plant that is not on sale: unknown, draft or archived', () => {
      spec
        .given([])
        .when(add(small, 1, null))
        .thenRefused('invalid', PLANT_UNAVAILABLE);
      spec
        .given([])
        .when(add(small, 1, { ...monstera, status: 'draft' }))
        .thenRefused('invalid', PLANT_UNAVAILABLE);
      spec
        .given([])
        .when(add(small, 1, { ...monstera, status: 'archived' }))
        .thenRefused('invalid', PLANT_UNAVAILABLE);
    });

    it('refuses a plant that is out of stock, and takes one that is low on stock', () => {
      spec
        .given([])
        .when(add(small, 1, { ...monstera, stockStatus: 'out_of_stock' }))
        .thenRefused('invalid', PLANT_SOLD_OUT);
      spec
        .given([])
        .when(add(snake, 1, snakePlant))
        .thenEvents([added(snake, 1)]);
    });

    it('refuses a size the plant does not come in, and asks for a size when it has them', () => {
      spec
        .given([])
        .when(add({ ...small, variantId: 'v-huge' }, 1, monstera))
        .thenRefused('invalid', SIZE_UNAVAILABLE);
      spec
        .given([])
        .when(add({ productId: monstera.productId, variantId: null }, 1, monstera))
        .thenRefused('invalid', SIZE_REQUIRED);
      spec
        .given([])
        .when(add({ ...snake, variantId: 'v-small' }, 1, snakePlant))
        .thenRefused('invalid', SIZE_UNAVAILABLE);
    });
  });

  describe('change a quantity', () => {
    it('records the new quantity of the line', () => {
      spec
        .given([added(small, 2)])
        .when(setQuantity(small, 5))
        .thenEvents([{ type: 'CartItemQuantityChanged', data: { customerId, ...small, quantity: 5 } }]);
    });

    it('removes the line at 0 or less', () => {
      const removed: CartEvent = { type: 'CartItemRemoved', data: { customerId, ...small } };
      spec
        .given([added(small, 2)])
        .when(setQuantity(small, 0))
        .thenEvents([removed]);
      spec
        .given([added(small, 2)])
        .when(setQuantity(small, -1))
        .thenEvents([removed]);
    });

    it('records nothing when the quantity is what it was, or a missing line is set to 0', () => {
      spec
        .given([added(small, 2)])
        .when(setQuantity(small, 2))
        .thenNothingHappens();
      spec.given([]).when(setQuantity(small, 0)).thenNothingHappens();
    });

    it('refuses to set the quantity of a line that is not in the cart', () => {
      spec
        .given([added(large, 1)])
        .when(setQuantity(small, 2))
        .thenRefused('not_found', NOT_IN_CART);
    });

    it('caps the line at 99 and refuses fractions', () => {
      spec
        .given([added(small, 2)])
        .when(setQuantity(small, 100))
        .thenRefused('invalid', LINE_LIMIT_REACHED);
      spec
        .given([added(small, 2)])
        .when(setQuantity(small, 2.5))
        .thenRefused('invalid', QUANTITY_NOT_WHOLE);
    });

    it('lets fewer of a sold-out plant stay, but not more', () => {
      const soldOut = { ...monstera, stockStatus: 'out_of_stock' as const };
      spec
        .given([added(small, 3)])
        .when(setQuantity(small, 1, soldOut))
        .thenEvents([{ type: 'CartItemQuantityChanged', data: { customerId, ...small, quantity: 1 } }]);
      spec
        .given([added(small, 3)])
        .when(setQuantity(small, 4, soldOut))
        .thenRefused('invalid', PLANT_SOLD_OUT);
    });
  });

  describe('remove and clear', () => {
    it('removes one line, and nothing when it is already gone', () => {
      const remove: CartCommand = { type: 'RemoveCartItem', data: { customerId, ...small } };
      spec
        .given([added(small, 1), added(large, 1)])
        .when(remove)
        .thenEvents([{ type: 'CartItemRemoved', data: { customerId, ...small } }]);
      spec
        .given([added(large, 1)])
        .when(remove)
        .thenNothingHappens();
    });

    it('clears every line, and nothing when the cart is empty', () => {
      const clear: CartCommand = { type: 'ClearCart', data: { customerId } };
      spec
        .given([added(small, 1), added(snake, 2)])
        .when(clear)
        .thenEvents([{ type: 'CartCleared', data: { customerId } }]);
      spec
        .given([added(small, 1), { type: 'CartCleared', data: { customerId } }])
        .when(clear)
        .thenNothingHappens();
    });
  });

  describe('merge the guest cart at sign-in', () => {
    const merge = (
      mergeId: string,
      lines: { line: typeof small | typeof snake; quantity: number; product: ProductForCart | null }[],
    ): CartCommand => ({
      type: 'MergeGuestCart',
      data: {
        customerId,
        mergeId,
        lines: lines.map(({ line, quantity, product }) => ({ ...line, quantity, product })),
      },
    });

    it('adds guest lines to the same product and size, and new lines otherwise, in one event', () => {
      spec
        .given([added(small, 1)])
        .when(
          merge('g-1', [
            { line: small, quantity: 2, product: monstera },
            { line: snake, quantity: 1, product: snakePlant },
          ]),
        )
        .thenEvents([
          {
            type: 'GuestCartMerged',
            data: {
              customerId,
              mergeId: 'g-1',
              lines: [
                { ...small, quantity: 2 },
                { ...snake, quantity: 1 },
              ],
            },
          },
        ]);
    });

    it('merges the same guest cart once, however often it is sent', () => {
      const sent = merge('g-1', [{ line: small, quantity: 2, product: monstera }]);
      const merged: CartEvent = {
        type: 'GuestCartMerged',
        data: { customerId, mergeId: 'g-1', lines: [{ ...small, quantity: 2 }] },
      };
      spec.given([merged]).when(sent).thenNothingHappens();
    });

    it('leaves out plants that can no longer be bought instead of failing the sign-in', () => {
      spec
        .given([])
        .when(
          merge('g-2', [
            { line: small, quantity: 1, product: { ...monstera, status: 'archived' } },
            { line: large, quantity: 1, product: { ...monstera, stockStatus: 'out_of_stock' } },
            { line: { ...small, variantId: 'v-gone' }, quantity: 1, product: monstera },
            { line: snake, quantity: 0, product: snakePlant },
            { line: snake, quantity: 2, product: snakePlant },
          ]),
        )
        .thenEvents([
          {
            type: 'GuestCartMerged',
            data: { customerId, mergeId: 'g-2', lines: [{ ...snake, quantity: 2 }] },
          },
        ]);
      spec
        .given([])
        .when(merge('g-3', [{ line: small, quantity: 1, product: null }]))
        .thenNothingHappens();
    });

    it('tops a line up to 99, no further, and combines repeated guest lines', () => {
      spec
        .given([added(small, 95)])
        .when(
          merge('g-4', [
            { line: small, quantity: 3, product: monstera },
            { line: small, quantity: 3, product: monstera },
            { line: large, quantity: 1, product: monstera },
            { line: large, quantity: 1, product: monstera },
          ]),
        )
        .thenEvents([
          {
            type: 'GuestCartMerged',
            data: {
              customerId,
              mergeId: 'g-4',
              lines: [
                { ...small, quantity: 4 },
                { ...large, quantity: 2 },
              ],
            },
          },
        ]);
    });
  });

  it('folds every event into the lines the customer sees', () => {
    const history: CartEvent[] = [
      added(small, 2),
      added(snake, 1),
      added(small, 1),
      { type: 'CartItemQuantityChanged', data: { customerId, ...snake, quantity: 4 } },
      {
        type: 'GuestCartMerged',
        data: {
          customerId,
          mergeId: 'g-1',
          lines: [
            { ...large, quantity: 1 },
            { ...small, quantity: 1 },
          ],
        },
      },
      { type: 'CartItemRemoved', data: { customerId, ...snake } },
    ];
    const state = history.reduce(cartDecider.evolve, cartDecider.initialState());
    expect(state).toEqual({
      lines: [
        { ...small, quantity: 4 },
        { ...large, quantity: 1 },
      ],
      mergedGuestCarts: ['g-1'],
      couponCode: null,
      checkedOut: [],
    });
    expect(cartDecider.evolve(state, { type: 'CartCleared', data: { customerId } }).lines).toEqual([]);
  });

  it('records every event type with every field its schema keeps', () => {
    const commands: CartCommand[] = [
      add(small, 2, monstera),
      setQuantity(small, 3),
      {
        type: 'MergeGuestCart',
        data: { customerId, mergeId: 'g-1', lines: [{ ...snake, quantity: 1, product: snakePlant }] },
      },
      { type: 'ApplyCoupon', data: { customerId, code: 'WELCOME10', problem: null } },
      { type: 'RemoveCoupon', data: { customerId, reason: 'This coupon has expired.' } },
      { type: 'RemoveCartItem', data: { customerId, ...small } },
      {
        type: 'CheckOut',
        data: { customerId, orderId: 'o-1', lines: [{ ...snake, quantity: 1 }], couponCode: null },
      },
      add(small, 1, monstera),
      { type: 'ClearCart', data: { customerId } },
    ];
    let state = cartDecider.initialState();
    const recorded: CartEvent[] = [];
    for (const command of commands) {
      const events = cartDecider.decide(command, state);
      recorded.push(...events);
      state = events.reduce(cartDecider.evolve, state);
    }
    expect(new Set(recorded.map((event) => event.type))).toEqual(new Set(cartEvents.map((e) => e.type)));
    for (const event of recorded) {
      const definition = cartEvents.find((candidate) => candidate.type === event.type);
      expect(definition?.schema.parse(event.data)).toEqual(event.data);
    }
  });
});
