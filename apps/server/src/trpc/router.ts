import { router } from './init';
import { accountRouter } from './routers/account';
import { adminAuthRouter } from './routers/admin/auth';
import { adminCategoriesRouter } from './routers/admin/categories';
import { adminUsersRouter } from './routers/admin/users';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { contactRouter, newsletterRouter, siteRouter } from './routers/engagement';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  catalog: catalogRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  site: siteRouter,
  admin: router({
    auth: adminAuthRouter,
    categories: adminCategoriesRouter,
    users: adminUsersRouter,
  }),
});

/** The whole API's type: the storefront and admin clients are typed from it end to end. */
export type AppRouter = typeof appRouter;
