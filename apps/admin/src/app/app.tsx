import { ApiProvider, AppToaster, AuthProvider } from '@verdant/web-kit';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  return (
    <ApiProvider>
      <AuthProvider app="back-office">
        <RouterProvider router={router} />
      </AuthProvider>
      <AppToaster />
    </ApiProvider>
  );
}
