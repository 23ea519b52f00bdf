import { LINE_LIMIT_REACHED, MAX_LINE_QUANTITY, sameLine } from '@verdant/domain/shopping/cart-line';
import { useSyncExternalStore } from 'react';

/** A visitor's cart lives in browser storage under a key named for the shop. */
export const CART_STORAGE_KEY = 'verdant-cart';

/** A guest's line: which plant, which size, how many. Prices are always the server's. */
export interface GuestCartLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export type CartLineKey = Omit<GuestCartLine, 'quantity'>;

export interface GuestCart {
  items: GuestCartLine[];
  /** True once this sign-in's first synchronisation ran; reset on sign-out. */
  isInitialized: boolean;
  /** Sent with the merge, so the same guest cart is merged once however often it is sent. */
  guestCartId: string;
  /** The coupon the guest applied, as the server read it; judged again whenever the server prices it. */
  couponCode: string | null;
}

const newCart = (isInitialized = false): GuestCart => ({
  items: [],
  isInitialized,
  guestCartId: crypto.randomUUID(),
  couponCode: null,
});
const listeners = new Set<() => void>();
let current: GuestCart | null = null;

function isLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, variantId, quantity } = value as Record<string, unknown>;
  return (
    typeof productId === 'string' &&
    productId !== '' &&
    (variantId === null || typeof variantId === 'string') &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_LINE_QUANTITY
  );
}

/** Whatever an older version of the shop or a hand-edited storage left behind is dropped, never trusted. */
function read(): GuestCart {
  try {
    const stored: Partial<GuestCart> | null = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return newCart();
    return {
      items: Array.isArray(stored.items) ? stored.items.filter(isLine) : [],
      isInitialized: stored.isInitialized === true,
      guestCartId: typeof stored.guestCartId === 'string' ? stored.guestCartId : crypto.randomUUID(),
      couponCode:
        typeof stored.couponCode === 'string' && stored.couponCode !== '' ? stored.couponCode : null,
    };
  } catch {
    return newCart();
  }
}

export function guestCart(): GuestCart {
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

/**
 * Throws when the browser refuses to store (private mode, quota): the caller reports the failure.
 * A coupon needs plants in the cart: emptied, the cart lets go of its coupon, as the server's cart does.
 */
function write(next: GuestCart) {
  const kept = next.items.length === 0 ? { ...next, couponCode: null } : next;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(kept));
  current = kept;
  for (const listener of listeners) listener();
}

export type AddOutcome = 'added' | 'updated';

/**
 * A line with the same product and variant gets its quantity added; otherwise a new line.
 * Past the line limit it throws a RangeError with the shop's message, as the server would refuse it.
 */
export function addGuestLine(line: GuestCartLine): AddOutcome {
  const cart = guestCart();
  const existing = cart.items.find((item) => sameLine(item, line));
  if ((existing?.quantity ?? 0) + line.quantity > MAX_LINE_QUANTITY) throw new RangeError(LINE_LIMIT_REACHED);
  const { productId, variantId, quantity } = line;
  const items = existing
    ? cart.items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item))
    : [...cart.items, { productId, variantId, quantity }];
  write({ ...cart, items });
  return existing ? 'updated' : 'added';
}

/** A quantity of 0 or less removes the line. */
export function setGuestQuantity(line: CartLineKey, quantity: number) {
  if (quantity > MAX_LINE_QUANTITY) throw new RangeError(LINE_LIMIT_REACHED);
  const cart = guestCart();
  const items =
    quantity <= 0
      ? cart.items.filter((item) => !sameLine(item, line))
      : cart.items.map((item) => (sameLine(item, line) ? { ...item, quantity } : item));
  write({ ...cart, items });
}

export const removeGuestLine = (line: CartLineKey) => setGuestQuantity(line, 0);

export const clearGuestCart = () => write({ ...guestCart(), items: [] });

/** After a merge the lines live on the server: the next guest cart starts empty, with an id of its own. */
export const startNewGuestCart = () => write(newCart(true));

/** Null takes the coupon off. */
export const setGuestCoupon = (couponCode: string | null) => write({ ...guestCart(), couponCode });

export function setCartInitialized(isInitialized: boolean) {
  if (guestCart().isInitialized !== isInitialized) write({ ...guestCart(), isInitialized });
}

export function useGuestCart(): GuestCart {
  return useSyncExternalStore(subscribe, guestCart);
}

export const totalQuantity = (lines: readonly GuestCartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
