import { useSyncExternalStore } from 'react';

/** SPEC.md 3: the cart state lives in browser storage under a key named for the shop. */
export const CART_STORAGE_KEY = 'verdant-cart';

export interface CartItem {
  productId: string;
  variantId: string | null;
  quantity: number;
  name: string;
  slug: string;
  /** Paise, for display only: the server prices every order itself. */
  unitPrice: number;
  imageUrl: string | null;
}

export interface CartState {
  items: CartItem[];
  isInitialized: boolean;
  appliedCoupon: null;
  shippingCost: number;
}

const emptyCart: CartState = { items: [], isInitialized: false, appliedCoupon: null, shippingCost: 0 };
const listeners = new Set<() => void>();
let current: CartState | null = null;

function read(): CartState {
  try {
    const stored = localStorage.getItem(CART_STORAGE_KEY);
    const parsed: Partial<CartState> | null = stored ? JSON.parse(stored) : null;
    return { ...emptyCart, ...parsed, items: Array.isArray(parsed?.items) ? parsed.items : [] };
  } catch {
    return emptyCart;
  }
}

function snapshot(): CartState {
  current ??= read();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: show its state here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Throws when the browser refuses to store (private mode, quota): the caller reports the failure. */
function write(next: CartState) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  current = next;
  for (const listener of listeners) listener();
}

export type AddOutcome = 'added' | 'updated';

/** SPEC.md 4: a line with the same product and variant gets its quantity added; otherwise a new line. */
export function addToCart(item: CartItem): AddOutcome {
  const { items, ...rest } = snapshot();
  const sameLine = (line: CartItem) => line.productId === item.productId && line.variantId === item.variantId;
  const existing = items.find(sameLine);
  const nextItems = existing
    ? items.map((line) => (sameLine(line) ? { ...line, quantity: line.quantity + item.quantity } : line))
    : [...items, item];
  write({ ...rest, items: nextItems });
  return existing ? 'updated' : 'added';
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, snapshot);
}

export const cartQuantity = (cart: CartState) => cart.items.reduce((sum, item) => sum + item.quantity, 0);
