import { couponEntryRule } from '@verdant/domain/sales/coupon-rules';
import { DomainError } from '@verdant/domain/shared/domain-error';
import {
  addToCartRules,
  cartLineKeyRules,
  guestLinesRules,
  setQuantityRules,
} from '@verdant/domain/shopping/cart-rules';
import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { couponsProjection } from '@verdant/projections/sales/coupons';
import { cartsProjection } from '@verdant/projections/shopping/carts';
import { z } from 'zod';
import type { CommandContext } from '../../command-handling/handle-command';
import { latestPosition } from '../../command-handling/unique-value';
import type { Shop } from '../../shop';
import { customerCart, quotedCart } from '../../shopping/cart-queries';
import { commandContext } from '../command-context';
import { customerProcedure, readModelQuery, router, waitForReadModels, written } from '../init';

/**
 * The cart. A signed-in customer's lives on the server; a guest's lives in the browser and is priced here
 * through `quote`. Either way every price, the shipping and the total are the server's.
 */
export const cartRouter = router({
  get: customerProcedure
    .use(waitForReadModels(cartsProjection.name, productCatalogProjection.name, couponsProjection.name))
    .query(({ ctx }) => customerCart(ctx.shop.readModels, ctx.account.accountId)),

  /** A guest's browser cart (and the coupon it holds), priced from the catalogue as it is now. */
  quote: readModelQuery(productCatalogProjection.name, couponsProjection.name)
    .input(z.object({ lines: guestLinesRules, couponCode: couponEntryRule.nullish() }))
    .query(({ ctx, input }) => quotedCart(ctx.shop.readModels, input.lines, input.couponCode ?? null)),

  add: customerProcedure.input(addToCartRules).mutation(async ({ ctx, input }) => {
    const context = commandContext(ctx);
    const added = await ctx.shop.carts.add(ctx.account.accountId, input, context);
    return { outcome: added.outcome, ...(await afterChange(ctx, added, context)) };
  }),

  setQuantity: customerProcedure.input(setQuantityRules).mutation(async ({ ctx, input }) => {
    const context = commandContext(ctx);
    const changed = await ctx.shop.carts.setQuantity(ctx.account.accountId, input, context);
    return afterChange(ctx, changed, context);
  }),

  remove: customerProcedure.input(cartLineKeyRules).mutation(async ({ ctx, input }) => {
    const context = commandContext(ctx);
    const removed = await ctx.shop.carts.remove(ctx.account.accountId, input, context);
    return afterChange(ctx, removed, context);
  }),

  /** 'Coupon "{CODE}" applied! You saved ₹{amount}.' needs the code and the amount. */
  applyCoupon: customerProcedure
    .input(z.object({ code: couponEntryRule }))
    .mutation(async ({ ctx, input }) => {
      const applied = await ctx.shop.cartCoupons.apply(
        ctx.account.accountId,
        input.code,
        commandContext(ctx),
      );
      return { code: applied.code, discount: applied.discount, ...written(applied.position) };
    }),

  removeCoupon: customerProcedure.mutation(async ({ ctx }) => {
    const { position } = await ctx.shop.cartCoupons.remove(ctx.account.accountId, commandContext(ctx));
    return written(position);
  }),

  clear: customerProcedure.mutation(async ({ ctx }) => {
    const { position } = await ctx.shop.carts.clear(ctx.account.accountId, commandContext(ctx));
    return written(position);
  }),

  /**
   * At sign-in, the guest cart joins the server cart in one command; the guest's coupon is then judged again
   * with what the shop knows of this customer, and `couponProblem` says why when it does not apply.
   */
  mergeGuestCart: customerProcedure
    .input(
      z.object({
        mergeId: z.uuid('The guest cart needs an id'),
        lines: guestLinesRules,
        couponCode: couponEntryRule.nullish(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const context = commandContext(ctx);
      const merged = await ctx.shop.carts.mergeGuestCart(
        ctx.account.accountId,
        input.mergeId,
        input.lines,
        context,
      );
      let position = merged.position;
      let couponProblem: string | null = null;
      if (input.couponCode) {
        try {
          position = latestPosition(
            position,
            (await ctx.shop.cartCoupons.apply(ctx.account.accountId, input.couponCode, context)).position,
          );
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          couponProblem = error.message;
        }
      }
      return { leftOut: merged.leftOut, couponProblem, ...written(position) };
    }),
});

/**
 * After the cart changed, its coupon is judged again: when it no longer applies it is taken off, and
 * `couponDropped` says why, for the shopper to be told.
 */
async function afterChange(
  ctx: { shop: Shop; account: { accountId: string } },
  changed: { position: bigint | null; holdsCoupon: boolean },
  context: CommandContext,
) {
  if (!changed.holdsCoupon) return { couponDropped: null, ...written(changed.position) };
  const { dropped, position } = await ctx.shop.cartCoupons.recheck(ctx.account.accountId, context);
  return { couponDropped: dropped, ...written(latestPosition(changed.position, position)) };
}
