import { Spinner } from '@verdant/web-kit';
import { createBrowserRouter } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { NotAvailablePage } from '../features/not-available/not-available-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AdminLayout } from './layout/admin-layout';
import { RouteError } from './route-error';

export const router = createBrowserRouter(
  [
    {
      element: <AdminLayout />,
      // Shown only while the first screen's code loads when the admin opens a lazy screen directly.
      hydrateFallbackElement: <Spinner label="Loading…" className="min-h-screen" />,
      children: [
        {
          // Inside the shell, so a screen that fails still leaves the navigation usable.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <DashboardPage /> },
            { path: 'products', element: <NotAvailablePage title="Products" /> },
            { path: 'orders', element: <NotAvailablePage title="Orders" /> },
            { path: 'customers', element: <NotAvailablePage title="Customers" /> },
            {
              path: 'categories',
              // Loaded on first visit: it brings the domain's form rules (and zod) with it.
              lazy: async () => ({
                Component: (await import('../features/categories/categories-page')).CategoriesPage,
              }),
            },
            { path: 'coupons', element: <NotAvailablePage title="Coupons" /> },
            { path: 'banners', element: <NotAvailablePage title="Banners" /> },
            { path: 'settings', element: <NotAvailablePage title="Settings" /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
