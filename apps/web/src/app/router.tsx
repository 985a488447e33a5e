import { isAdminRoleId } from '@kantor/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { accountMainRoutes, accountPublicRoutes } from '../features/accounts/index.ts';
import { adminMainRoutes } from '../features/admin/index.ts';
import { aiMainRoutes } from '../features/ai/index.ts';
import { attendanceMainRoutes } from '../features/attendance/index.ts';
import { chatMainRoutes } from '../features/chat/index.ts';
import { documentsMainRoutes } from '../features/documents/index.ts';
import { hostingMainRoutes } from '../features/hosting/index.ts';
import { inventoryMainRoutes } from '../features/inventory/index.ts';
import { invoicingMainRoutes } from '../features/invoicing/index.ts';
import { jobsMainRoutes } from '../features/jobs/index.ts';
import { maintenanceMainRoutes } from '../features/maintenance/index.ts';
import { mindmapMainRoutes } from '../features/mindmap/index.ts';
import { purchasingMainRoutes } from '../features/purchasing/index.ts';
import { reportsMainRoutes } from '../features/reports/index.ts';
import { rolesMainRoutes } from '../features/roles/index.ts';
import { rulesMainRoutes } from '../features/rules/index.ts';
import { spreadsheetMainRoutes } from '../features/spreadsheet/index.ts';
import { toolsMainRoutes } from '../features/tools/index.ts';
import { userTablesMainRoutes } from '../features/usertables/index.ts';
import { websiteMainRoutes } from '../features/website/index.ts';
import { worksheetsMainRoutes } from '../features/worksheets/index.ts';
import { loadAdminDashboard } from '../pages/admin-dashboard-chunk.ts';
import { LandingPage } from '../pages/LandingPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { WithProviders } from './deferred.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { ADMIN_DASHBOARD_CALLS } from './first-calls.ts';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RequireLogin } from './RequireLogin.tsx';
import { Spinner } from './Spinner.tsx';
import { loadShell, MAIN_ROUTE_ID, type ScreenHandle } from './screen-chunks.ts';

// Everything behind sign-in is split out, so the login route's first load stays small; the landing and
// sign-in pages render without PrimeReact's provider and the query client, every other screen inside
// `WithProviders`, which loads them.
// the layout, the guard and the page router share one chunk (signed-in-shell.ts): one request, not three in a row
const AccessGuard = lazy(() => loadShell().then((m) => ({ default: m.AccessGuard })));
const MainLayout = lazy(() => loadShell().then((m) => ({ default: m.MainLayout })));
const loadHome = () => import('../pages/HomePage.tsx');
const HomePage = lazy(() => loadHome().then((m) => ({ default: m.HomePage })));
const AccountPage = lazy(() => import('../pages/AccountPage.tsx').then((m) => ({ default: m.AccountPage })));
const PageRouter = lazy(() => loadShell().then((m) => ({ default: m.PageRouter })));
const LacakPage = lazy(() => import('../pages/LacakPage.tsx').then((m) => ({ default: m.LacakPage })));
const ErrorPages = lazy(() => import('./ErrorPages.tsx').then((m) => ({ default: m.ErrorPages })));
const AccountStatusPage = lazy(() =>
  import('../pages/AccountStatusPage.tsx').then((m) => ({ default: m.AccountStatusPage })),
);

const wait = (node: ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

export function createAppRouter(root: ReactNode) {
  return createBrowserRouter([
    {
      path: '/',
      element: root,
      errorElement: <ErrorScreen />,
      children: [
        {
          element: <PublicLayout />,
          errorElement: <ErrorScreen />,
          children: [
            { index: true, element: <LandingPage /> },
            { path: 'index', element: <LandingPage /> },
            { path: 'login', element: <LoginPage /> },
            {
              element: <WithProviders />,
              children: [
                { path: 'lacak/*', element: wait(<LacakPage />) },
                { path: 'accountpending', element: wait(<AccountStatusPage status="pending" />) },
                { path: 'accountblocked', element: wait(<AccountStatusPage status="blocked" />) },
                ...accountPublicRoutes(wait),
                { path: 'error/*', element: wait(<ErrorPages />) },
              ],
            },
          ],
        },
        {
          // the signed-in screens (screen-chunks.ts preloads their chunks on a load of one of them)
          id: MAIN_ROUTE_ID,
          element: (
            <RequireLogin>
              <WithProviders>{wait(<MainLayout />)}</WithProviders>
            </RequireLogin>
          ),
          errorElement: <ErrorScreen />,
          children: [
            {
              element: wait(
                <AccessGuard>
                  <Outlet />
                </AccessGuard>,
              ),
              errorElement: <ErrorScreen />,
              children: [
                {
                  path: 'home',
                  element: wait(<HomePage />),
                  // the admin's dashboard is a chunk of its own, which the home asked for once drawn;
                  // its figures with it (an admin by another role only: the dashboard asks once drawn)
                  handle: {
                    preload: () => Promise.all([loadHome(), loadAdminDashboard()]),
                    firstCalls: ({ roleId }) => (isAdminRoleId(roleId) ? ADMIN_DASHBOARD_CALLS : []),
                  } satisfies ScreenHandle,
                },
                { path: 'account/*', element: wait(<AccountPage />) },
                ...accountMainRoutes(wait),
                ...adminMainRoutes(wait),
                ...rolesMainRoutes(wait),
                ...rulesMainRoutes(wait),
                ...inventoryMainRoutes(wait),
                ...invoicingMainRoutes(wait),
                ...purchasingMainRoutes(wait),
                ...jobsMainRoutes(wait),
                ...worksheetsMainRoutes(wait),
                ...maintenanceMainRoutes(wait),
                ...attendanceMainRoutes(wait),
                ...chatMainRoutes(wait),
                ...reportsMainRoutes(wait),
                ...toolsMainRoutes(wait),
                ...websiteMainRoutes(wait),
                ...spreadsheetMainRoutes(wait),
                ...mindmapMainRoutes(wait),
                ...documentsMainRoutes(wait),
                ...aiMainRoutes(wait),
                ...userTablesMainRoutes(wait),
                ...hostingMainRoutes(wait),
                { path: '*', element: wait(<PageRouter />) },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
