import { categoryDetailsRules } from '@verdant/domain/catalog/category-rules';
import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

const categoryId = z.string().trim().min(1, 'Category id is required').max(100);

/** Admin > Categories: search by name, newest first, create, edit and delete. */
export const adminCategoriesRouter = router({
  list: adminProcedure
    .use(waitForReadModels(categoriesProjection.name))
    .input(z.object({ search: z.string().trim().max(100).default('') }))
    .query(({ ctx, input }) => ctx.shop.catalogue.queries.categories.categoriesForAdmin(input.search)),

  create: adminProcedure.input(categoryDetailsRules).mutation(async ({ ctx, input }) => {
    const { categoryId: id, position } = await ctx.shop.catalogue.categories.create(
      input,
      commandContext(ctx),
    );
    return { id, ...written(position) };
  }),

  update: adminProcedure
    .input(categoryDetailsRules.extend({ id: categoryId }))
    .mutation(async ({ ctx, input: { id, ...details } }) => {
      const { position } = await ctx.shop.catalogue.categories.edit(id, details, commandContext(ctx));
      return written(position);
    }),

  delete: adminProcedure.input(z.object({ id: categoryId })).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.catalogue.categories.delete(input.id, commandContext(ctx));
    return written(position);
  }),
});
