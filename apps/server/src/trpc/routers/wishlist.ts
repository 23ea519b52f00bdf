import { wishlistItemRules } from '@verdant/domain/shopping/wishlist';
import { wishlistsProjection } from '@verdant/projections/shopping/wishlists';
import { commandContext } from '../command-context';
import { customerProcedure, router, waitForReadModels, written } from '../init';
import { SHOWN_PRODUCTS } from '../shown-products';

/** The signed-in customer's wishlist; visitors are asked to sign in first. */
export const wishlistRouter = router({
  get: customerProcedure
    .use(waitForReadModels(wishlistsProjection.name, ...SHOWN_PRODUCTS))
    .query(({ ctx }) => ctx.shop.shopping.queries.wishlists.wishlistedPlants(ctx.account.accountId)),

  toggle: customerProcedure.input(wishlistItemRules).mutation(async ({ ctx, input }) => {
    const { position, inWishlist } = await ctx.shop.shopping.wishlists.toggle(
      ctx.account.accountId,
      input.productId,
      commandContext(ctx),
    );
    return { inWishlist, ...written(position) };
  }),
});
