import { router } from './init';
import { accountRouter } from './routers/account';
import { adminAuthRouter } from './routers/admin/auth';
import { adminBannersRouter } from './routers/admin/banners';
import { adminCategoriesRouter } from './routers/admin/categories';
import { adminCustomersRouter } from './routers/admin/customers';
import { adminProductsRouter } from './routers/admin/products';
import { adminUsersRouter } from './routers/admin/users';
import { authRouter } from './routers/auth';
import { bannersRouter } from './routers/banners';
import { cartRouter } from './routers/cart';
import { catalogRouter } from './routers/catalog';
import { contactRouter, newsletterRouter, siteRouter } from './routers/engagement';
import { productsRouter } from './routers/products';
import { wishlistRouter } from './routers/wishlist';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  catalog: catalogRouter,
  products: productsRouter,
  banners: bannersRouter,
  cart: cartRouter,
  wishlist: wishlistRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  site: siteRouter,
  admin: router({
    auth: adminAuthRouter,
    categories: adminCategoriesRouter,
    products: adminProductsRouter,
    banners: adminBannersRouter,
    users: adminUsersRouter,
    customers: adminCustomersRouter,
  }),
});

/** The whole API's type: the storefront and admin clients are typed from it end to end. */
export type AppRouter = typeof appRouter;
