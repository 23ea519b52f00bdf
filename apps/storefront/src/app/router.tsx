import { Spinner } from '@verdant/web-kit';
import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../shared/components/not-found-page';
import { informationRoutes } from './information-routes';
import { PublicLayout } from './layout/public-layout';
import { RequireSignIn } from './require-sign-in';
import { RouteError } from './route-error';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    // Shown only while a lazy page's code loads when the shopper opens it directly.
    hydrateFallbackElement: <Spinner label="Loading…" className="min-h-screen" />,
    children: [
      {
        // Inside the layout, so a page that fails still shows the shop's header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'auth',
            // The account pages are loaded on first visit: they bring the domain's form rules (and zod).
            lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
          },
          {
            path: 'auth/verify',
            lazy: async () => ({
              Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage,
            }),
          },
          {
            path: 'auth/reset',
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            element: <RequireSignIn />,
            children: [
              {
                path: 'account',
                lazy: async () => ({
                  Component: (await import('../features/account/account-page')).AccountPage,
                }),
              },
              {
                path: 'checkout',
                lazy: async () => ({
                  Component: (await import('../features/checkout/checkout-page')).CheckoutPage,
                }),
              },
              {
                path: 'order/:orderId',
                lazy: async () => ({ Component: (await import('../features/order/order-page')).OrderPage }),
              },
            ],
          },
          {
            path: 'cart',
            lazy: async () => ({ Component: (await import('../features/cart/cart-page')).CartPage }),
          },
          {
            path: 'wishlist',
            lazy: async () => ({
              Component: (await import('../features/wishlist/wishlist-page')).WishlistPage,
            }),
          },
          {
            path: 'shop',
            lazy: async () => ({ Component: (await import('../features/shop/shop-page')).ShopPage }),
          },
          {
            path: 'product/:slug',
            lazy: async () => ({ Component: (await import('../features/product/product-page')).ProductPage }),
          },
          ...informationRoutes,
          {
            path: 'plant-finder',
            lazy: async () => ({
              Component: (await import('../features/plant-finder/plant-finder-page')).PlantFinderPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
