import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { categoriesInShopOrder } from '../../catalog/category-queries';
import { readModelQuery, router } from '../init';

/** The public catalogue. */
export const catalogRouter = router({
  /** Every category, in the order the shop created them ('Shop by Category'). */
  categories: readModelQuery(categoriesProjection.name).query(({ ctx }) =>
    categoriesInShopOrder(ctx.shop.readModels),
  ),
});
