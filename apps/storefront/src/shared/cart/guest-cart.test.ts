import { LINE_LIMIT_REACHED } from '@verdant/domain/shopping/cart-line';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const small = { productId: 'p-fern', variantId: 'v-small' };
const plain = { productId: 'p-jade', variantId: null };

function fakeStorage(initial: Record<string, string> = {}, refuseWrites = false) {
  const values = new Map(Object.entries(initial));
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
  return import('./guest-cart');
}

const stored = (storage: ReturnType<typeof fakeStorage>) =>
  JSON.parse(storage.values.get('verdant-cart') ?? '{}');

describe('guest cart', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('adds a new line, then adds to the quantity of the same product and variant', async () => {
    const storage = fakeStorage();
    const { addGuestLine } = await freshStore(storage);

    expect(addGuestLine({ ...small, quantity: 2 })).toBe('added');
    expect(addGuestLine({ ...small, quantity: 3 })).toBe('updated');
    expect(addGuestLine({ ...plain, quantity: 1 })).toBe('added');

    expect(stored(storage)).toMatchObject({
      isInitialized: false,
      items: [
        { ...small, quantity: 5 },
        { ...plain, quantity: 1 },
      ],
    });
    expect(stored(storage).guestCartId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps no prices: the server prices every line', async () => {
    const storage = fakeStorage();
    const { addGuestLine } = await freshStore(storage);
    addGuestLine({ ...small, quantity: 1 });
    expect(Object.keys(stored(storage).items[0]).sort()).toEqual(['productId', 'quantity', 'variantId']);
  });

  it('refuses to go past 99 of a line, changing nothing', async () => {
    const storage = fakeStorage();
    const { addGuestLine, setGuestQuantity } = await freshStore(storage);
    addGuestLine({ ...small, quantity: 98 });

    expect(() => addGuestLine({ ...small, quantity: 2 })).toThrow(LINE_LIMIT_REACHED);
    expect(() => setGuestQuantity(small, 100)).toThrow(LINE_LIMIT_REACHED);
    expect(stored(storage).items).toEqual([{ ...small, quantity: 98 }]);
  });

  it('sets quantities, removes a line at 0, removes and clears', async () => {
    const storage = fakeStorage();
    const store = await freshStore(storage);
    store.addGuestLine({ ...small, quantity: 1 });
    store.addGuestLine({ ...plain, quantity: 1 });

    store.setGuestQuantity(small, 4);
    expect(store.totalQuantity(store.guestCart().items)).toBe(5);
    store.setGuestQuantity(small, 0);
    expect(store.guestCart().items).toEqual([{ ...plain, quantity: 1 }]);
    store.addGuestLine({ ...small, quantity: 1 });
    store.removeGuestLine(plain);
    expect(store.guestCart().items).toEqual([{ ...small, quantity: 1 }]);
    store.clearGuestCart();
    expect(stored(storage).items).toEqual([]);
  });

  it('starts a new, empty guest cart with a new id after a merge', async () => {
    const storage = fakeStorage();
    const store = await freshStore(storage);
    store.addGuestLine({ ...small, quantity: 1 });
    const mergedId = store.guestCart().guestCartId;

    store.startNewGuestCart();

    expect(store.guestCart()).toMatchObject({ items: [], isInitialized: true });
    expect(store.guestCart().guestCartId).not.toBe(mergedId);
    store.setCartInitialized(false);
    expect(stored(storage).isInitialized).toBe(false);
  });

  it('drops what it cannot trust from storage and keeps the rest', async () => {
    const storage = fakeStorage({
      'verdant-cart': JSON.stringify({
        items: [
          { ...small, quantity: 2 },
          { ...plain, quantity: 0 },
          { ...plain, quantity: 1.5 },
          { productId: '', variantId: null, quantity: 1 },
          { productId: 'p-x', variantId: 7, quantity: 1 },
          'nonsense',
        ],
        isInitialized: 'yes',
        guestCartId: 'g-1',
      }),
    });
    const { guestCart } = await freshStore(storage);
    expect(guestCart()).toEqual({
      items: [{ ...small, quantity: 2 }],
      isInitialized: false,
      guestCartId: 'g-1',
      couponCode: null,
    });
  });

  it('keeps the coupon with the lines, and lets it go when the cart empties or is merged', async () => {
    const storage = fakeStorage();
    const store = await freshStore(storage);
    store.addGuestLine({ ...small, quantity: 1 });
    store.addGuestLine({ ...plain, quantity: 1 });

    store.setGuestCoupon('WELCOME10');
    store.setGuestQuantity(small, 3);
    expect(stored(storage).couponCode).toBe('WELCOME10');
    store.setGuestCoupon(null);
    expect(stored(storage).couponCode).toBeNull();

    store.setGuestCoupon('WELCOME10');
    store.removeGuestLine(small);
    store.removeGuestLine(plain);
    expect(stored(storage).couponCode).toBeNull();

    store.addGuestLine({ ...small, quantity: 1 });
    store.setGuestCoupon('WELCOME10');
    store.clearGuestCart();
    expect(stored(storage).couponCode).toBeNull();

    store.addGuestLine({ ...small, quantity: 1 });
    store.setGuestCoupon('WELCOME10');
    store.startNewGuestCart();
    expect(store.guestCart().couponCode).toBeNull();
  });

  it('reads back a stored coupon code, and drops one that is not a code', async () => {
    const cart = (couponCode: unknown) =>
      fakeStorage({
        'verdant-cart': JSON.stringify({
          items: [{ ...small, quantity: 1 }],
          guestCartId: 'g-1',
          couponCode,
        }),
      });
    expect((await freshStore(cart('SAVE5'))).guestCart().couponCode).toBe('SAVE5');
    expect((await freshStore(cart(''))).guestCart().couponCode).toBeNull();
    expect((await freshStore(cart(42))).guestCart().couponCode).toBeNull();
  });

  it('reports a browser that refuses to store, and keeps the cart it had', async () => {
    const { addGuestLine, guestCart } = await freshStore(fakeStorage({}, true));
    expect(() => addGuestLine({ ...small, quantity: 1 })).toThrow('QuotaExceededError');
    expect(guestCart().items).toEqual([]);
  });
});
