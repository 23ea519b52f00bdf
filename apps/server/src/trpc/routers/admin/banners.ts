import { bannerEditRules, bannerRules } from '@verdant/domain/catalog/banner-rules';
import { bannersProjection } from '@verdant/projections/catalog/banners';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

const bannerId = z.string().trim().min(1).max(100);

/** Admin > Banners: every banner by display order; add, edit, delete. */
export const adminBannersRouter = router({
  list: adminProcedure
    .use(waitForReadModels(bannersProjection.name))
    .query(({ ctx }) => ctx.shop.catalogue.queries.banners.allBanners()),

  create: adminProcedure.input(bannerRules).mutation(async ({ ctx, input }) => {
    const { bannerId: id, position } = await ctx.shop.catalogue.banners.create(input, commandContext(ctx));
    return { id, ...written(position) };
  }),

  update: adminProcedure
    .input(bannerEditRules.extend({ id: bannerId, active: z.boolean() }))
    .mutation(async ({ ctx, input: { id, ...banner } }) => {
      const { position } = await ctx.shop.catalogue.banners.edit(id, banner, commandContext(ctx));
      return written(position);
    }),

  delete: adminProcedure.input(z.object({ id: bannerId })).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.catalogue.banners.delete(input.id, commandContext(ctx));
    return written(position);
  }),
});
