import { couponEntryRule } from '@verdant/domain/sales/coupon-rules';
import {
  addToCartRules,
  cartLineKeyRules,
  guestLinesRules,
  setQuantityRules,
} from '@verdant/domain/shopping/cart-rules';
import { couponsProjection } from '@verdant/projections/sales/coupons';
import { cartsProjection } from '@verdant/projections/shopping/carts';
import { z } from 'zod';
import { commandContext } from '../command-context';
import { customerProcedure, readModelQuery, router, waitForReadModels, written } from '../init';
import { SHOWN_PRODUCTS } from '../shown-products';

/**
 * The cart. A signed-in customer's lives on the server; a guest's lives in the browser and is priced here
 * through `quote`. Either way every price, the shipping and the total are the server's.
 */
export const cartRouter = router({
  get: customerProcedure
    .use(waitForReadModels(cartsProjection.name, ...SHOWN_PRODUCTS, couponsProjection.name))
    .query(({ ctx }) => ctx.shop.shopping.queries.carts.customerCart(ctx.account.accountId)),

  /** A guest's browser cart (and the coupon it holds), priced from the catalogue as it is now. */
  quote: readModelQuery(...SHOWN_PRODUCTS, couponsProjection.name)
    .input(z.object({ lines: guestLinesRules, couponCode: couponEntryRule.nullish() }))
    .query(({ ctx, input }) =>
      ctx.shop.shopping.queries.carts.quotedCart(input.lines, input.couponCode ?? null),
    ),

  add: customerProcedure.input(addToCartRules).mutation(async ({ ctx, input }) => {
    const { position, ...added } = await ctx.shop.shopping.carts.add(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return { ...added, ...written(position) };
  }),

  setQuantity: customerProcedure.input(setQuantityRules).mutation(async ({ ctx, input }) => {
    const { position, couponDropped } = await ctx.shop.shopping.carts.setQuantity(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return { couponDropped, ...written(position) };
  }),

  remove: customerProcedure.input(cartLineKeyRules).mutation(async ({ ctx, input }) => {
    const { position, couponDropped } = await ctx.shop.shopping.carts.remove(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return { couponDropped, ...written(position) };
  }),

  /** 'Coupon "{CODE}" applied! You saved ₹{amount}.' needs the code and the amount. */
  applyCoupon: customerProcedure
    .input(z.object({ code: couponEntryRule }))
    .mutation(async ({ ctx, input }) => {
      const applied = await ctx.shop.shopping.cartCoupons.apply(
        ctx.account.accountId,
        input.code,
        commandContext(ctx),
      );
      return { code: applied.code, discount: applied.discount, ...written(applied.position) };
    }),

  removeCoupon: customerProcedure.mutation(async ({ ctx }) => {
    const { position } = await ctx.shop.shopping.cartCoupons.remove(
      ctx.account.accountId,
      commandContext(ctx),
    );
    return written(position);
  }),

  clear: customerProcedure.mutation(async ({ ctx }) => {
    const { position } = await ctx.shop.shopping.carts.clear(ctx.account.accountId, commandContext(ctx));
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
      const { position, leftOut, couponProblem } = await ctx.shop.shopping.carts.mergeGuestCart(
        ctx.account.accountId,
        { mergeId: input.mergeId, lines: input.lines, couponCode: input.couponCode ?? null },
        commandContext(ctx),
      );
      return { leftOut, couponProblem, ...written(position) };
    }),
});
