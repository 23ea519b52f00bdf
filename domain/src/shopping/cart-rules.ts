import { z } from 'zod';
import { LINE_LIMIT_REACHED, MAX_LINE_QUANTITY } from './cart-line';

export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';
export const QUANTITY_TOO_SMALL = 'Quantity must be at least 1';
export const PLANT_REQUIRED = 'Please choose a plant';

const id = z.string().trim().min(1, PLANT_REQUIRED).max(100);

export const cartLineKeyRules = z.object({
  productId: id,
  variantId: z.string().trim().min(1).max(100).nullable().default(null),
});

const quantity = z.number({ error: QUANTITY_NOT_WHOLE }).int(QUANTITY_NOT_WHOLE);

/** Adding: a whole number from 1 to the line limit; 1 when no quantity is given. */
export const addToCartRules = cartLineKeyRules.extend({
  quantity: quantity.min(1, QUANTITY_TOO_SMALL).max(MAX_LINE_QUANTITY, LINE_LIMIT_REACHED).default(1),
});
export type AddToCartInput = z.input<typeof addToCartRules>;
export type AddToCartLine = z.output<typeof addToCartRules>;

/** Setting a line's quantity: 0 or less removes the line. */
export const setQuantityRules = cartLineKeyRules.extend({
  quantity: quantity.max(MAX_LINE_QUANTITY, LINE_LIMIT_REACHED),
});
export type SetQuantityInput = z.input<typeof setQuantityRules>;
export type SetQuantityLine = z.output<typeof setQuantityRules>;

/** The most lines a guest cart may bring to a merge; a cart of more distinct plants is not a shopper's. */
export const MAX_GUEST_LINES = 100;
export const guestLinesRules = z
  .array(addToCartRules)
  .max(MAX_GUEST_LINES, `A cart can hold at most ${MAX_GUEST_LINES} different items`);
