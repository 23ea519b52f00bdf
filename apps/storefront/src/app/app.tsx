import { ApiProvider, AppToaster } from '@verdant/web-kit';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  return (
    <ApiProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </ApiProvider>
  );
}
