import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { categoriesReadModel, toCategory } from '../../catalog/category-queries';
import { readModelQuery, router } from '../init';

/** The public catalogue. */
export const catalogRouter = router({
  /** Every category, in the order the shop created them ('Shop by Category'). */
  categories: readModelQuery(categoriesProjection.name).query(async ({ ctx }) => {
    const categories = await categoriesReadModel(ctx.shop.readModels);
    return (await categories.find({}, { sort: { createdSequence: 1 } })).map(toCategory);
  }),
});
