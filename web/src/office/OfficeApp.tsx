import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { officeRoutes } from './app/router';
import { officeStore } from './app/store';
import './app/i18n';

const router = createBrowserRouter(officeRoutes, { basename: '/office' });

/** The back office at /office: its own store, api slice, texts and routes (nothing of the storefront's state). */
export function OfficeApp() {
  return (
    <Provider store={officeStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
