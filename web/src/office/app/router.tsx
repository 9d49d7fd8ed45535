import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { InvitationPage } from '../auth/InvitationPage';
import { LoginPage } from '../auth/LoginPage';
import { RequireSession } from '../auth/RequireSession';
import { OfficeLayout } from '../layout/OfficeLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import { OwnersOnly } from '../layout/OwnersOnly';

// Each screen is its own chunk: the hut's tablet loads Today first and the calendar's grid only when it is opened.
const TodayPage = lazy(() => import('../today/TodayPage').then((m) => ({ default: m.TodayPage })));
const CalendarPage = lazy(() => import('../calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })));
const BookingsPage = lazy(() => import('../bookings/BookingsPage').then((m) => ({ default: m.BookingsPage })));
const CounterPage = lazy(() => import('../counter/CounterPage').then((m) => ({ default: m.CounterPage })));
const PricesPage = lazy(() => import('../prices/PricesPage').then((m) => ({ default: m.PricesPage })));
const CustomersPage = lazy(() => import('../customers/CustomersPage').then((m) => ({ default: m.CustomersPage })));
const LocksPage = lazy(() => import('../locks/LocksPage').then((m) => ({ default: m.LocksPage })));
const LocationsPage = lazy(() => import('../locations/LocationsPage').then((m) => ({ default: m.LocationsPage })));
// The sections screen brings maplibre and terra-draw: only its chunk loads them.
const SectionsPage = lazy(() => import('../sections/SectionsPage').then((m) => ({ default: m.SectionsPage })));
const ExtrasPage = lazy(() => import('../extras/ExtrasPage').then((m) => ({ default: m.ExtrasPage })));
// recharts loads with the reports chunk only.
const ReportsPage = lazy(() => import('../reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const CompanyPage = lazy(() => import('../company/CompanyPage').then((m) => ({ default: m.CompanyPage })));
const StaffPage = lazy(() => import('../staff/StaffPage').then((m) => ({ default: m.StaffPage })));
// The till's set-up: each location's TSE, and the notice of the tills to the tax office (§ 146a (4) AO).
const TillsPage = lazy(() => import('../till/TillsPage').then((m) => ({ default: m.TillsPage })));
const RegistersPage = lazy(() => import('../till/RegistersPage').then((m) => ({ default: m.RegistersPage })));

const screen = (element: ReactNode) => (
  <Suspense fallback={<p className="office-state" role="status" />}>{element}</Suspense>
);
/** A screen whose data only OWNERs may read (the server answers STAFF 403): STAFF who type its address are told why. */
const ownersScreen = (element: ReactNode) => <OwnersOnly>{screen(element)}</OwnersOnly>;

/** The office's routes under /office (the router's basename). */
export const officeRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'invitation', element: <InvitationPage /> },
  {
    element: (
      <RequireSession>
        <OfficeLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to="/today" replace /> },
      { path: 'today', element: screen(<TodayPage />) },
      { path: 'calendar', element: screen(<CalendarPage />) },
      { path: 'bookings', element: screen(<BookingsPage />) },
      { path: 'counter', element: screen(<CounterPage />) },
      { path: 'customers', element: screen(<CustomersPage />) },
      { path: 'locks', element: ownersScreen(<LocksPage />) },
      { path: 'sections', element: screen(<SectionsPage />) },
      { path: 'prices', element: ownersScreen(<PricesPage />) },
      { path: 'extras', element: screen(<ExtrasPage />) },
      { path: 'reports', element: ownersScreen(<ReportsPage />) },
      { path: 'staff', element: ownersScreen(<StaffPage />) },
      { path: 'company', element: ownersScreen(<CompanyPage />) },
      { path: 'locations', element: screen(<LocationsPage />) },
      { path: 'tills', element: ownersScreen(<TillsPage />) },
      { path: 'tills/notice', element: ownersScreen(<RegistersPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
