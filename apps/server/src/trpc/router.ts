import { router } from './init';
import { accountRouter } from './routers/account';
import { adminAccountRouter } from './routers/admin/account';
import { adminAuthRouter } from './routers/admin/auth';
import { adminBannersRouter } from './routers/admin/banners';
import { adminCategoriesRouter } from './routers/admin/categories';
import { adminClaimsRouter } from './routers/admin/claims';
import { adminCouponsRouter } from './routers/admin/coupons';
import { adminCustomersRouter } from './routers/admin/customers';
import { adminDashboardRouter } from './routers/admin/dashboard';
import { adminInvoicingRouter } from './routers/admin/invoicing';
import { adminMailRouter } from './routers/admin/mail';
import { adminOrdersRouter } from './routers/admin/orders';
import { adminProductsRouter } from './routers/admin/products';
import { adminReportsRouter } from './routers/admin/reports';
import { adminReturnsRouter } from './routers/admin/returns';
import { adminStockRouter } from './routers/admin/stock';
import { adminTwoFactorRouter } from './routers/admin/two-factor';
import { adminUsersRouter } from './routers/admin/users';
import { authRouter } from './routers/auth';
import { bannersRouter } from './routers/banners';
import { cartRouter } from './routers/cart';
import { catalogRouter } from './routers/catalog';
import { claimsRouter } from './routers/claims';
import { couponsRouter } from './routers/coupons';
import { backInStockRouter, contactRouter, newsletterRouter, siteRouter } from './routers/engagement';
import { ordersRouter } from './routers/orders';
import { paymentsRouter } from './routers/payments';
import { productsRouter } from './routers/products';
import { returnsRouter } from './routers/returns';
import { wishlistRouter } from './routers/wishlist';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  catalog: catalogRouter,
  products: productsRouter,
  banners: bannersRouter,
  cart: cartRouter,
  wishlist: wishlistRouter,
  coupons: couponsRouter,
  orders: ordersRouter,
  claims: claimsRouter,
  returns: returnsRouter,
  payments: paymentsRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  backInStock: backInStockRouter,
  site: siteRouter,
  admin: router({
    auth: adminAuthRouter,
    account: adminAccountRouter,
    twoFactor: adminTwoFactorRouter,
    categories: adminCategoriesRouter,
    products: adminProductsRouter,
    stock: adminStockRouter,
    invoicing: adminInvoicingRouter,
    banners: adminBannersRouter,
    users: adminUsersRouter,
    customers: adminCustomersRouter,
    coupons: adminCouponsRouter,
    orders: adminOrdersRouter,
    claims: adminClaimsRouter,
    returns: adminReturnsRouter,
    dashboard: adminDashboardRouter,
    reports: adminReportsRouter,
    mail: adminMailRouter,
  }),
});

/** The whole API's type: the storefront and admin clients are typed from it end to end. */
export type AppRouter = typeof appRouter;
