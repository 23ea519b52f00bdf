import { categoriesProjection } from '@verdant/projections/catalog/categories';
import { catalogueQuery, router } from '../init';

/** The public catalogue. */
export const catalogRouter = router({
  /** Every category, in the order the shop created them ('Shop by Category'). */
  categories: catalogueQuery(categoriesProjection.name).query(({ ctx }) =>
    ctx.shop.catalogue.queries.categories.categoriesInShopOrder(),
  ),
});
