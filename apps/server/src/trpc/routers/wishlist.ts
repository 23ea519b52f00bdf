import { wishlistItemRules } from '@verdant/domain/shopping/wishlist';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { type WishlistView, wishlistsProjection } from '@verdant/projections/shopping/wishlists';
import { PRODUCT_CARD_FIELDS, storefrontProducts, toProductCard } from '../../catalog/product-queries';
import { commandContext } from '../command-context';
import { customerProcedure, router, waitForReadModels, written } from '../init';

/** The signed-in customer's wishlist (SPEC.md section 6: visitors are asked to sign in). */
export const wishlistRouter = router({
  /**
   * The wishlisted plants still on sale, the most recently added first, each with the size Add to Cart
   * puts in the cart (the first, as on the product page).
   */
  get: customerProcedure
    .use(waitForReadModels(wishlistsProjection.name, productCatalogProjection.name))
    .query(async ({ ctx }) => {
      const wishlists = await ctx.shop.readModels.collection<WishlistView>(wishlistsProjection, 'wishlists');
      const productIds = (await wishlists.findOne({ _id: ctx.account.accountId }))?.productIds ?? [];
      const products = await (await storefrontProducts(ctx.shop.readModels)).find(
        { _id: { $in: productIds } },
        { projection: { ...PRODUCT_CARD_FIELDS, variants: 1 } },
      );
      const byId = new Map(products.map((product) => [product._id, product]));
      return productIds.toReversed().flatMap((productId) => {
        const product = byId.get(productId);
        if (!product) return [];
        const size = product.variants[0] ?? null;
        return [{ ...toProductCard(product), size: size && { id: size.variantId, name: size.name } }];
      });
    }),

  toggle: customerProcedure.input(wishlistItemRules).mutation(async ({ ctx, input }) => {
    const { position, inWishlist } = await ctx.shop.wishlists.toggle(
      ctx.account.accountId,
      input.productId,
      commandContext(ctx),
    );
    return { inWishlist, ...written(position) };
  }),
});
