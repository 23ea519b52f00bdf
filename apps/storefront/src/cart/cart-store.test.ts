import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from './cart-store';

const fern: CartItem = {
  productId: 'p-fern',
  variantId: 'v-large',
  quantity: 2,
  name: 'Boston Fern (Large)',
  slug: 'boston-fern',
  unitPrice: 64_900,
  imageUrl: null,
};

function fakeStorage(refuseWrites = false) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new Error('QuotaExceededError');
      values.set(key, value);
    },
  };
}

// The store keeps one snapshot per page: each test starts from a fresh module and a fresh storage.
async function freshStore(storage: ReturnType<typeof fakeStorage>) {
  vi.resetModules();
  vi.stubGlobal('localStorage', storage);
  return import('./cart-store');
}

describe('guest cart', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('adds a new line, then adds to the quantity of the same product and variant', async () => {
    const storage = fakeStorage();
    const { addToCart, CART_STORAGE_KEY } = await freshStore(storage);

    expect(addToCart(fern)).toBe('added');
    expect(addToCart({ ...fern, quantity: 3 })).toBe('updated');
    expect(addToCart({ ...fern, variantId: null, quantity: 1 })).toBe('added');

    const stored = JSON.parse(storage.values.get(CART_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ isInitialized: false, appliedCoupon: null, shippingCost: 0 });
    expect(stored.items.map((item: CartItem) => [item.variantId, item.quantity])).toEqual([
      ['v-large', 5],
      [null, 1],
    ]);
  });

  it('sums the quantities for the cart badge', async () => {
    const { cartQuantity } = await freshStore(fakeStorage());
    const cart = {
      items: [fern, { ...fern, variantId: null, quantity: 1 }],
      isInitialized: false,
      appliedCoupon: null,
      shippingCost: 0,
    };
    expect(cartQuantity(cart)).toBe(3);
  });

  it('reports a browser that refuses to store', async () => {
    const { addToCart } = await freshStore(fakeStorage(true));
    expect(() => addToCart(fern)).toThrow();
  });

  it('starts empty when the stored cart is unreadable', async () => {
    const storage = fakeStorage();
    storage.values.set('verdant-cart', '{not json');
    const { addToCart } = await freshStore(storage);
    expect(addToCart(fern)).toBe('added');
  });
});
