import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { type CartCommand, type CartEvent, cartDecider, type ProductForCart } from './cart';
import { addOutcome, guestLinesLeftOut } from './cart-answers';

const customerId = 'c-1';
const monstera: ProductForCart = {
  productId: 'p-monstera',
  status: 'active',
  stockStatus: 'in_stock',
  variantIds: ['v-small'],
};
const archived: ProductForCart = { ...monstera, productId: 'p-archived', status: 'archived' };
const small = { productId: monstera.productId, variantId: 'v-small' };
const gone = { productId: archived.productId, variantId: 'v-small' };
const addedSmall = (quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, ...small, quantity },
});

/** The command decided on the cart the past events leave, as the command handler would. */
function decide(past: readonly CartEvent[], command: CartCommand) {
  const before = foldEvents(cartDecider, past);
  const events = cartDecider.decide(command, before);
  return { events, cartAfter: events.reduce(cartDecider.evolve, before) };
}

describe('what Add to Cart tells the shopper', () => {
  const addSmall = (quantity: number): CartCommand => ({
    type: 'AddCartItem',
    data: { customerId, ...small, quantity, product: monstera },
  });

  it('says added for a new line', () => {
    expect(addOutcome(decide([], addSmall(2)).cartAfter, { ...small, quantity: 2 })).toBe('added');
  });

  it('says updated when the line was already in the cart', () => {
    expect(addOutcome(decide([addedSmall(1)], addSmall(2)).cartAfter, { ...small, quantity: 2 })).toBe(
      'updated',
    );
  });
});

describe('the guest lines a merge left out', () => {
  const smallLine = { ...small, quantity: 1, product: monstera };
  const goneLine = { ...gone, quantity: 1, product: archived };
  const merge = (lines: (typeof smallLine)[]): CartCommand => ({
    type: 'MergeGuestCart',
    data: { customerId, mergeId: 'm-1', lines },
  });

  it('counts the lines of plants that can no longer be bought', () => {
    const { events, cartAfter } = decide([], merge([smallLine, goneLine]));
    expect(guestLinesLeftOut([smallLine, goneLine], 'm-1', events, cartAfter)).toBe(1);
  });

  it('counts every line when none could be brought in, though nothing was recorded', () => {
    const { events, cartAfter } = decide([], merge([goneLine]));
    expect(events).toEqual([]);
    expect(guestLinesLeftOut([goneLine], 'm-1', events, cartAfter)).toBe(1);
  });

  it('counts none for a guest cart merged before', () => {
    const first = decide([], merge([smallLine, goneLine]));
    const { events, cartAfter } = decide(first.events, merge([smallLine, goneLine]));
    expect(events).toEqual([]);
    expect(guestLinesLeftOut([smallLine, goneLine], 'm-1', events, cartAfter)).toBe(0);
  });
});
