import { router } from './init';
import { adminCategoriesRouter } from './routers/admin/categories';
import { catalogRouter } from './routers/catalog';

export const appRouter = router({
  catalog: catalogRouter,
  admin: router({
    categories: adminCategoriesRouter,
  }),
});

/** The whole API's type: the storefront and admin clients are typed from it end to end. */
export type AppRouter = typeof appRouter;
