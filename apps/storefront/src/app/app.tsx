import { HydrationBoundary } from '@tanstack/react-query';
import { ApiProvider, AppToaster, AuthProvider } from '@verdant/web-kit';
import { RouterProvider } from 'react-router-dom';
import { CartSynchroniser } from '../shared/cart/cart-synchroniser';
import { firstScreenData } from './first-screen';
import { router } from './router';

const firstScreen = firstScreenData();

export function App() {
  return (
    <ApiProvider>
      <HydrationBoundary state={firstScreen}>
        <AuthProvider app="storefront">
          <CartSynchroniser />
          <RouterProvider router={router} />
        </AuthProvider>
      </HydrationBoundary>
      <AppToaster />
    </ApiProvider>
  );
}
