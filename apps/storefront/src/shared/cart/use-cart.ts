import { keepPreviousData } from '@tanstack/react-query';
import { notify, type RouterOutputs, refusalOf, trpc, useAuth } from '@verdant/web-kit';
import {
  addGuestLine,
  type CartLineKey,
  clearGuestCart,
  type GuestCart,
  type GuestCartLine,
  removeGuestLine,
  setGuestQuantity,
  totalQuantity,
  useGuestCart,
} from './guest-cart';

export type PricedCart = RouterOutputs['cart']['get'];
export type PricedCartLine = PricedCart['lines'][number];

const EMPTY_CART: PricedCart = {
  lines: [],
  itemCount: 0,
  subtotal: 0,
  shipping: 0,
  total: 0,
  toFreeShipping: 0,
  coupon: null,
  discount: 0,
};

/** The message a failed cart action shows: the server's refusal when it gave one, else the fallback's. */
const failure = (error: unknown, fallback: string) =>
  refusalOf(error)?.message ?? (error instanceof RangeError ? error.message : fallback);

/**
 * The signed-in customer's server cart, loaded only once the cart synchroniser has merged the guest lines
 * into it: read any earlier, it would miss them (the merge and the read race, and the read can win).
 */
function useServerCart(signedIn: boolean, guest: GuestCart) {
  return trpc.cart.get.useQuery(undefined, { enabled: signedIn && guest.isInitialized });
}

/** The badge is the sum of the cart's quantities, the guest's or the customer's. */
export function useCartCount(): number {
  const { user } = useAuth();
  const guest = useGuestCart();
  const server = useServerCart(user !== null, guest);
  return user ? (server.data?.itemCount ?? 0) : totalQuantity(guest.items);
}

/**
 * The cart as the server prices it: the signed-in customer's server cart, or the guest's browser cart
 * priced through `cart.quote` with the coupon it holds. Prices and discounts never come from the browser.
 */
export function usePricedCart() {
  const { user, loading: authLoading } = useAuth();
  const guest = useGuestCart();
  const signedIn = user !== null;
  const server = useServerCart(signedIn, guest);
  const hasGuestLines = guest.items.length > 0;
  const quote = trpc.cart.quote.useQuery(
    { lines: guest.items, couponCode: guest.couponCode },
    { enabled: !authLoading && !signedIn && hasGuestLines, placeholderData: keepPreviousData },
  );
  if (authLoading) return { cart: undefined, isPending: true, error: null };
  if (signedIn) return { cart: server.data, isPending: server.isPending, error: server.error };
  if (!hasGuestLines) return { cart: EMPTY_CART, isPending: false, error: null };
  return { cart: quote.data, isPending: quote.isPending, error: quote.error };
}

/** What the shopper can do to the cart, each with its toast. */
export function useCartActions() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const add = trpc.cart.add.useMutation();
  const setQuantity = trpc.cart.setQuantity.useMutation();
  const remove = trpc.cart.remove.useMutation();
  const clear = trpc.cart.clear.useMutation();
  const refresh = () => utils.cart.get.invalidate();
  /** A change can make the coupon stop applying: the server then takes it off, and the shopper hears why. */
  const changed = async ({ couponDropped }: { couponDropped: string | null }) => {
    await refresh();
    if (couponDropped) notify.error(couponDropped);
  };

  return {
    pending: add.isPending || setQuantity.isPending || remove.isPending || clear.isPending,

    /** Resolves to true when the plant went into the cart. */
    async add(line: GuestCartLine, messages = { added: 'Added to cart', updated: 'Updated cart quantity' }) {
      try {
        if (user) {
          const added = await add.mutateAsync(line);
          await changed(added);
          notify.success(messages[added.outcome]);
        } else notify.success(messages[addGuestLine(line)]);
        return true;
      } catch (error) {
        notify.error(failure(error, 'Failed to add to cart'));
        return false;
      }
    },

    async setQuantity(line: CartLineKey, quantity: number) {
      try {
        if (user) await changed(await setQuantity.mutateAsync({ ...line, quantity }));
        else setGuestQuantity(line, quantity);
        if (quantity <= 0) notify.success('Removed from cart');
      } catch (error) {
        notify.error(failure(error, 'Failed to update quantity'));
      }
    },

    async remove(line: CartLineKey) {
      try {
        if (user) await changed(await remove.mutateAsync(line));
        else removeGuestLine(line);
        notify.success('Removed from cart');
      } catch (error) {
        notify.error(failure(error, 'Failed to remove from cart'));
      }
    },

    async clear() {
      try {
        if (user) {
          await clear.mutateAsync();
          await refresh();
        } else clearGuestCart();
        notify.success('Cart cleared');
      } catch (error) {
        notify.error(failure(error, 'Failed to clear cart'));
      }
    },
  };
}
