import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      {
        // Inside the layout, so a page that fails still shows the shop's header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
