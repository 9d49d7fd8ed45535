import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { Layout } from '../features/layout/Layout';
import { DiscoveryPage } from '../features/search/DiscoveryPage';
import { WidgetLandingOr } from '../features/widget/WidgetLanding';

// Landing and discovery (where guests arrive, e.g. a section's address on a phone) are in the entry chunk; the other
// pages load with their route, so their code is not parsed and run before a section page's first paint (issue 17).
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
const content = () => import('../features/content/ContentPage');
const account = () => import('../features/account/AccountPages');

// Routes of spec section 2 built so far; the rest arrive with their features.
export const routes: RouteObject[] = [
  // The same static texts without the app frame (for the app and vendor sites); other pages are a 404 (spec 2).
  {
    path: 'static/headless/:page',
    lazy: page(content, (m) => m.HeadlessContentPage),
    errorElement: <RouteErrorPage />,
  },
  {
    element: <Layout />,
    children: [
      {
        // Errors render inside the layout, so app bar and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            element: (
              <WidgetLandingOr>
                <LandingPage />
              </WidgetLandingOr>
            ),
          },
          // Discovery routes (spec section 2); each restores its view from the address.
          { path: 's', element: <DiscoveryPage /> },
          { path: 'r/:regionName/:regionId', element: <DiscoveryPage route="region" /> },
          { path: 'c/:regionName/:cityName/:cityId', element: <DiscoveryPage route="city" /> },
          { path: 'b/:regionName/:cityName/:beachName/:beachId', element: <DiscoveryPage route="beach" /> },
          { path: 's/:regionName/:cityName/:sectionName/:sectionId', element: <DiscoveryPage route="section" /> },
          {
            path: 's/:regionName/:cityName/:sectionName/:sectionId/extras',
            element: <DiscoveryPage route="sectionExtras" />,
          },
          {
            path: 's/strandkorb/:cityName/:sectionName/:sectionId/:beachChairId',
            element: <DiscoveryPage route="chair" />,
          },
          {
            path: 's/:regionName/:cityName/:sectionName/:sectionId/:rowId',
            element: <DiscoveryPage route="sectionRow" />,
          },
          // Targets of the account mails (confirmation, password reset).
          { path: 'account/confirm', lazy: page(account, (m) => m.ConfirmEmailPage) },
          { path: 'account/password', lazy: page(account, (m) => m.SetPasswordPage) },
          { path: 'account/password-reset', lazy: page(account, (m) => m.RequestPasswordResetPage) },
          // Static pages (spec 2): markdown in the app frame with a close button.
          { path: 'content/:page', lazy: page(content, (m) => m.ContentPage) },
          // Checkout results and the booking lookup (issue 8, items 1-3).
          {
            path: 'result/:kind',
            lazy: page(
              () => import('../features/result/ResultPage'),
              (m) => m.ResultPage,
            ),
          },
          {
            path: 'booking/result_bank_transfer',
            lazy: page(
              () => import('../features/result/BankTransferResultPage'),
              (m) => m.BankTransferResultPage,
            ),
          },
          {
            path: 'bookings',
            lazy: page(
              () => import('../features/lookup/LookupPage'),
              (m) => m.LookupPage,
            ),
          },
          { path: '404', element: <ErrorPage code={404} /> },
          { path: '500', element: <ErrorPage code={500} /> },
          { path: '*', element: <ErrorPage code={404} /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
