import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConfirmEmailPage, RequestPasswordResetPage, SetPasswordPage } from '../features/account/AccountPages';
import { ErrorPage } from '../features/errors/ErrorPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { Layout } from '../features/layout/Layout';
import { SearchPage } from '../features/search/SearchPage';

// Routes of spec section 2 built so far; the rest arrive with their features.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // Errors render inside the layout, so app bar and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 's', element: <SearchPage /> },
          { path: 'c/:regionName/:cityName/:cityId', element: <SearchPage /> },
          // Targets of the account mails (confirmation, password reset).
          { path: 'account/confirm', element: <ConfirmEmailPage /> },
          { path: 'account/password', element: <SetPasswordPage /> },
          { path: 'account/password-reset', element: <RequestPasswordResetPage /> },
          { path: '404', element: <ErrorPage code={404} /> },
          { path: '500', element: <ErrorPage code={500} /> },
          { path: '*', element: <ErrorPage code={404} /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
