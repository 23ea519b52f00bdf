import { notify, type RouterOutputs, refusalOf, trpc, useAuth } from '@verdant/web-kit';

export type WishlistItem = RouterOutputs['wishlist']['get'][number];

export const LOGIN_FOR_WISHLIST = 'Please login to add items to wishlist';

/** The signed-in customer's wishlist, and the toggle with its toasts; visitors are asked to log in. */
export function useWishlist() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const wishlist = trpc.wishlist.get.useQuery(undefined, { enabled: user !== null });
  const toggle = trpc.wishlist.toggle.useMutation();
  const items = user ? (wishlist.data ?? []) : [];

  return {
    items,
    isPending: user !== null && wishlist.isPending,
    error: wishlist.error,
    has: (productId: string) => items.some((item) => item.id === productId),
    toggling: toggle.isPending ? toggle.variables?.productId : undefined,

    /** Adds the plant when absent, removes it when present. */
    async toggle(productId: string) {
      if (!user) {
        notify.error(LOGIN_FOR_WISHLIST);
        return;
      }
      const wasListed = items.some((item) => item.id === productId);
      try {
        const { inWishlist } = await toggle.mutateAsync({ productId });
        await utils.wishlist.get.invalidate();
        notify.success(inWishlist ? 'Added to wishlist' : 'Removed from wishlist');
      } catch (error) {
        const fallback = wasListed ? 'Failed to remove from wishlist' : 'Failed to add to wishlist';
        notify.error(refusalOf(error)?.message ?? fallback);
      }
    },
  };
}
