import { Spinner } from '@verdant/web-kit';
import { createBrowserRouter } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AdminLayout } from './layout/admin-layout';
import { RequireAdmin } from './require-admin';
import { RouteError } from './route-error';

/** Shown only while a lazy screen's code loads when the admin opens it directly. */
const loadingScreen = <Spinner label="Loading..." className="min-h-screen" />;

export const router = createBrowserRouter(
  [
    {
      // Outside the guarded shell: the one admin page a signed-out visitor may see.
      path: '/auth',
      hydrateFallbackElement: loadingScreen,
      errorElement: <RouteError />,
      // Loaded on first visit, like every screen that brings the domain's form rules (and zod) with it.
      lazy: async () => ({
        Component: (await import('../features/auth/admin-sign-in-page')).AdminSignInPage,
      }),
    },
    {
      element: <RequireAdmin />,
      hydrateFallbackElement: loadingScreen,
      children: [
        {
          element: <AdminLayout />,
          children: [
            {
              // Inside the shell, so a screen that fails still leaves the navigation usable.
              errorElement: <RouteError />,
              children: [
                { index: true, element: <DashboardPage /> },
                {
                  path: 'products',
                  lazy: async () => ({
                    Component: (await import('../features/products/products-page')).ProductsPage,
                  }),
                },
                {
                  path: 'products/new',
                  lazy: async () => ({
                    Component: (await import('../features/products/product-editor-page')).NewProductPage,
                  }),
                },
                {
                  path: 'products/:id',
                  lazy: async () => ({
                    Component: (await import('../features/products/product-editor-page')).EditProductPage,
                  }),
                },
                {
                  path: 'orders',
                  lazy: async () => ({
                    Component: (await import('../features/orders/orders-page')).OrdersPage,
                  }),
                },
                {
                  path: 'orders/:id',
                  lazy: async () => ({
                    Component: (await import('../features/orders/order-page')).OrderPage,
                  }),
                },
                {
                  path: 'claims',
                  lazy: async () => ({
                    Component: (await import('../features/claims/claims-page')).ClaimsPage,
                  }),
                },
                {
                  path: 'claims/:id',
                  lazy: async () => ({
                    Component: (await import('../features/claims/claim-page')).ClaimPage,
                  }),
                },
                {
                  path: 'returns',
                  lazy: async () => ({
                    Component: (await import('../features/returns/returns-page')).ReturnsPage,
                  }),
                },
                {
                  path: 'returns/:id',
                  lazy: async () => ({
                    Component: (await import('../features/returns/return-page')).ReturnPage,
                  }),
                },
                {
                  path: 'customers',
                  lazy: async () => ({
                    Component: (await import('../features/customers/customers-page')).CustomersPage,
                  }),
                },
                {
                  path: 'categories',
                  lazy: async () => ({
                    Component: (await import('../features/categories/categories-page')).CategoriesPage,
                  }),
                },
                {
                  path: 'coupons',
                  lazy: async () => ({
                    Component: (await import('../features/coupons/coupons-page')).CouponsPage,
                  }),
                },
                {
                  path: 'banners',
                  lazy: async () => ({
                    Component: (await import('../features/banners/banners-page')).BannersPage,
                  }),
                },
                {
                  path: 'settings',
                  lazy: async () => ({
                    Component: (await import('../features/settings/settings-page')).SettingsPage,
                  }),
                },
                {
                  path: 'mail',
                  lazy: async () => ({
                    Component: (await import('../features/mail/mail-page')).MailPage,
                  }),
                },
                {
                  path: 'reports',
                  lazy: async () => ({
                    Component: (await import('../features/reports/reports-page')).ReportsPage,
                  }),
                },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
