import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConfirmEmailPage, RequestPasswordResetPage, SetPasswordPage } from '../features/account/AccountPages';
import { ContentPage, HeadlessContentPage } from '../features/content/ContentPage';
import { ErrorPage } from '../features/errors/ErrorPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { LookupPage } from '../features/lookup/LookupPage';
import { BankTransferResultPage } from '../features/result/BankTransferResultPage';
import { ResultPage } from '../features/result/ResultPage';
import { Layout } from '../features/layout/Layout';
import { DiscoveryPage } from '../features/search/DiscoveryPage';
import { WidgetLandingOr } from '../features/widget/WidgetLanding';

// Routes of spec section 2 built so far; the rest arrive with their features.
export const routes: RouteObject[] = [
  // The same static texts without the app frame (for the app and vendor sites); other pages are a 404 (spec 2).
  { path: 'static/headless/:page', element: <HeadlessContentPage />, errorElement: <RouteErrorPage /> },
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
          { path: 'account/confirm', element: <ConfirmEmailPage /> },
          { path: 'account/password', element: <SetPasswordPage /> },
          { path: 'account/password-reset', element: <RequestPasswordResetPage /> },
          // Static pages (spec 2): markdown in the app frame with a close button.
          { path: 'content/:page', element: <ContentPage /> },
          // Checkout results and the booking lookup (issue 8, items 1-3).
          { path: 'result/:kind', element: <ResultPage /> },
          { path: 'booking/result_bank_transfer', element: <BankTransferResultPage /> },
          { path: 'bookings', element: <LookupPage /> },
          { path: '404', element: <ErrorPage code={404} /> },
          { path: '500', element: <ErrorPage code={500} /> },
          { path: '*', element: <ErrorPage code={404} /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
