import type { CartEvent } from '@verdant/domain/shopping/cart';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { type CartView, cartsProjection } from './carts';

const spec = projectionSpecification(cartsProjection);
const small = { productId: 'p-monstera', variantId: 'v-small' };
const jade = { productId: 'p-jade', variantId: null };
const added = (customerId: string, line: typeof small | typeof jade, quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { customerId, ...line, quantity },
});
const cart = (
  customerId: string,
  lines: CartView['lines'],
  lastIndex: number,
  couponCode: string | null = null,
): CartView => ({ _id: customerId, lines, couponCode, updatedAt: recordedAt(lastIndex) });

describe('carts read model', () => {
  it('keeps each customer’s lines apart, adding to the line of the same product and size', async () => {
    await spec
      .given([added('c-1', small, 2), added('c-2', jade, 1), added('c-1', jade, 1), added('c-1', small, 3)])
      .thenReadModel({
        carts: [
          cart(
            'c-1',
            [
              { ...small, quantity: 5 },
              { ...jade, quantity: 1 },
            ],
            3,
          ),
          cart('c-2', [{ ...jade, quantity: 1 }], 1),
        ],
      });
  });

  it('follows quantity changes, removals, a guest merge and clearing', async () => {
    await spec
      .given([
        added('c-1', small, 2),
        { type: 'CartItemQuantityChanged', data: { customerId: 'c-1', ...small, quantity: 7 } },
        {
          type: 'GuestCartMerged',
          data: {
            customerId: 'c-1',
            mergeId: 'g-1',
            lines: [
              { ...small, quantity: 1 },
              { ...jade, quantity: 2 },
            ],
          },
        },
        { type: 'CartItemRemoved', data: { customerId: 'c-1', ...small } },
      ])
      .thenReadModel({ carts: [cart('c-1', [{ ...jade, quantity: 2 }], 3)] });
    await spec
      .given([added('c-1', small, 2), { type: 'CartCleared', data: { customerId: 'c-1' } }])
      .thenReadModel({ carts: [cart('c-1', [], 1)] });
  });

  it('keeps the applied coupon until it is removed, and empties the cart at checkout', async () => {
    const applied: CartEvent = { type: 'CartCouponApplied', data: { customerId: 'c-1', code: 'WELCOME10' } };
    await spec
      .given([added('c-1', small, 2), applied])
      .thenReadModel({ carts: [cart('c-1', [{ ...small, quantity: 2 }], 1, 'WELCOME10')] });
    await spec
      .given([
        added('c-1', small, 2),
        applied,
        { type: 'CartCouponRemoved', data: { customerId: 'c-1', code: 'WELCOME10', reason: null } },
      ])
      .thenReadModel({ carts: [cart('c-1', [{ ...small, quantity: 2 }], 2)] });
    await spec
      .given([
        added('c-1', small, 2),
        applied,
        {
          type: 'CartCheckedOut',
          data: {
            customerId: 'c-1',
            orderId: 'o-1',
            lines: [{ ...small, quantity: 2 }],
            couponCode: 'WELCOME10',
          },
        },
      ])
      .thenReadModel({ carts: [cart('c-1', [], 2)] });
  });
});
