import { TRPCError } from '@trpc/server';
import { couponCodeRule, couponFormRules } from '@verdant/domain/sales/coupon-rules';
import { couponsProjection } from '@verdant/projections/sales/coupons';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, pastMoment, router, waitForReadModels, written } from '../../init';

const readsCoupons = waitForReadModels(couponsProjection.name);

/** Admin > Coupons: search by code; add, edit (the code names a coupon for good), delete. */
export const adminCouponsRouter = router({
  list: adminProcedure
    .use(readsCoupons)
    .input(z.object({ search: z.string().trim().max(30).default('') }))
    .query(({ ctx, input }) => ctx.shop.sales.queries.coupons.couponsForAdmin(input.search)),

  get: adminProcedure
    .use(readsCoupons)
    .input(z.object({ code: couponCodeRule }))
    .query(async ({ ctx, input }) => {
      const coupon = await ctx.shop.sales.queries.coupons.couponForAdmin(input.code);
      if (!coupon) throw new TRPCError({ code: 'NOT_FOUND', message: 'Coupon not found' });
      return coupon;
    }),

  /** The coupon's terms as they stood at a past moment, folded from its stream. */
  asOf: adminProcedure
    .input(z.object({ code: couponCodeRule, at: pastMoment }))
    .query(({ ctx, input }) =>
      ctx.shop.sales.queries.couponHistory.couponAsOf(input.code, new Date(input.at)),
    ),

  create: adminProcedure.input(couponFormRules).mutation(async ({ ctx, input }) => {
    const { code, position } = await ctx.shop.sales.coupons.create(input, commandContext(ctx));
    return { code, ...written(position) };
  }),

  update: adminProcedure.input(couponFormRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.sales.coupons.save(input, commandContext(ctx));
    return written(position);
  }),

  delete: adminProcedure.input(z.object({ code: couponCodeRule })).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.sales.coupons.delete(input.code, commandContext(ctx));
    return written(position);
  }),
});
