import { type CategoryView, categoriesProjection } from '@verdant/projections/catalog/categories';
import { readModelQuery, router } from '../init';

/** The public catalogue. */
export const catalogRouter = router({
  /** Every category, in the order the shop created them ('Shop by Category'). */
  categories: readModelQuery(categoriesProjection.name).query(async ({ ctx }) => {
    const categories = await ctx.shop.readModels.collection<CategoryView>(categoriesProjection, 'categories');
    const views = await categories.find({}, { sort: { createdSequence: 1 } });
    return views.map((view) => ({
      id: view._id,
      name: view.name,
      slug: view.slug,
      description: view.description,
      imageUrl: view.imageUrl,
    }));
  }),
});
