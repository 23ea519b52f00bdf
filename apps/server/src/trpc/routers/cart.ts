import {
  addToCartRules,
  cartLineKeyRules,
  guestLinesRules,
  setQuantityRules,
} from '@verdant/domain/shopping/cart-rules';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { cartsProjection } from '@verdant/projections/shopping/carts';
import { z } from 'zod';
import { customerCart, pricedCart } from '../../shopping/cart-queries';
import { commandContext } from '../command-context';
import { customerProcedure, readModelQuery, router, waitForReadModels, written } from '../init';

/**
 * The cart. A signed-in customer's lives on the server; a guest's lives in the browser and is priced here
 * through `quote`. Either way every price, the shipping and the total are the server's.
 */
export const cartRouter = router({
  get: customerProcedure
    .use(waitForReadModels(cartsProjection.name, productCatalogProjection.name))
    .query(({ ctx }) => customerCart(ctx.shop.readModels, ctx.account.accountId)),

  /** A guest's browser cart, priced from the catalogue as it is now. */
  quote: readModelQuery(productCatalogProjection.name)
    .input(z.object({ lines: guestLinesRules }))
    .query(({ ctx, input }) => pricedCart(ctx.shop.readModels, input.lines)),

  add: customerProcedure.input(addToCartRules).mutation(async ({ ctx, input }) => {
    const { position, outcome } = await ctx.shop.carts.add(ctx.account.accountId, input, commandContext(ctx));
    return { outcome, ...written(position) };
  }),

  setQuantity: customerProcedure.input(setQuantityRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.carts.setQuantity(ctx.account.accountId, input, commandContext(ctx));
    return written(position);
  }),

  remove: customerProcedure.input(cartLineKeyRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.carts.remove(ctx.account.accountId, input, commandContext(ctx));
    return written(position);
  }),

  clear: customerProcedure.mutation(async ({ ctx }) => {
    const { position } = await ctx.shop.carts.clear(ctx.account.accountId, commandContext(ctx));
    return written(position);
  }),

  /** At sign-in, the guest cart joins the server cart in one command. */
  mergeGuestCart: customerProcedure
    .input(z.object({ mergeId: z.uuid('The guest cart needs an id'), lines: guestLinesRules }))
    .mutation(async ({ ctx, input }) => {
      const { position, leftOut } = await ctx.shop.carts.mergeGuestCart(
        ctx.account.accountId,
        input.mergeId,
        input.lines,
        commandContext(ctx),
      );
      return { leftOut, ...written(position) };
    }),
});
