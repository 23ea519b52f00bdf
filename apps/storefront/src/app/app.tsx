import { ApiProvider, AppToaster, AuthProvider } from '@verdant/web-kit';
import { RouterProvider } from 'react-router-dom';
import { CartSynchroniser } from '../cart/cart-synchroniser';
import { router } from './router';

export function App() {
  return (
    <ApiProvider>
      <AuthProvider>
        <CartSynchroniser />
        <RouterProvider router={router} />
      </AuthProvider>
      <AppToaster />
    </ApiProvider>
  );
}
