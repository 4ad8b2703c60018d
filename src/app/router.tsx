// The routes of SPEC §2. The first screen (authentication, login layout, checking credentials) is in the
// entry chunk; every other route is lazy-loaded.
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Navigate,
  Outlet,
  type RouteObject,
  useRouteError,
} from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import { RouterFallback } from '../features/errors/router-fallback';
import { AuthGate, useSignOut } from './auth/auth-gate';
import { RequireClient, RequireEmployee } from './guards';
import { LoginLayout } from './layout/login-layout';
import { CheckingCredentialsRoute, LoginIndexRoute } from './routes/login-routes';
import { SessionRoot } from './session/app-session';

export interface RouterOptions {
  inspect?: Observer<InspectionEvent> | undefined;
}

function SignedInRoot({ inspect }: RouterOptions) {
  const { signOut, signOutTo } = useSignOut();
  return (
    <SessionRoot signOut={signOut} signOutTo={signOutTo} inspect={inspect}>
      <Outlet />
    </SessionRoot>
  );
}

const errorRoutes = () => import('./routes/error-routes');
const loginNext = () => import('./routes/login-next-routes');
const layouts = () => import('./layout/main-layout');

/** The route table (exported for tests with a memory router). */
export function appRoutes({ inspect }: RouterOptions = {}): RouteObject[] {
  return [
    {
      path: '/error',
      hydrateFallbackElement: <div aria-busy="true" />,
      lazy: async () => ({ Component: (await errorRoutes()).ErrorRoute }),
    },
    {
      path: '/logout/callback',
      hydrateFallbackElement: <div aria-busy="true" />,
      lazy: async () => ({ Component: (await errorRoutes()).LogoutCallbackRoute }),
    },
    {
      path: '/',
      element: (
        <AuthGate inspect={inspect}>
          <SignedInRoot inspect={inspect} />
        </AuthGate>
      ),
      errorElement: <RootErrorBoundary />,
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        { path: 'logout', lazy: async () => ({ Component: (await errorRoutes()).LogoutRoute }) },
        {
          path: 'login',
          element: <LoginLayout />,
          children: [
            { index: true, element: <LoginIndexRoute /> },
            { path: ':userId/checking-credentials', element: <CheckingCredentialsRoute /> },
            { path: ':userId/clients', lazy: async () => ({ Component: (await loginNext()).ClientsRoute }) },
            { path: 'loading-app', lazy: async () => ({ Component: (await loginNext()).LoadingAppRoute }) },
            {
              path: 'error/not-available',
              lazy: async () => ({ Component: (await loginNext()).NotAvailableRoute }),
            },
            { path: '*', lazy: async () => ({ Component: (await loginNext()).LoginNotFoundRoute }) },
          ],
        },
        {
          path: 'employees',
          element: (
            <RequireClient>
              <Outlet />
            </RequireClient>
          ),
          children: [
            {
              lazy: async () => ({ Component: (await layouts()).EmployeesLayout }),
              children: [
                { index: true, element: <Navigate to="/employees/select-employee" replace /> },
                {
                  path: 'select-employee',
                  lazy: async () => ({
                    Component: (await import('./routes/employees-routes')).SelectEmployeeRoute,
                  }),
                },
                {
                  path: 'new-employee',
                  lazy: async () => ({
                    Component: (await import('./routes/onboarding-route')).NewEmployeeRoute,
                  }),
                },
                { path: '*', lazy: async () => ({ Component: (await errorRoutes()).NotFoundRoute }) },
              ],
            },
          ],
        },
        {
          path: 'approvals',
          element: (
            <RequireClient>
              <Outlet />
            </RequireClient>
          ),
          children: [
            {
              lazy: async () => ({ Component: (await layouts()).ApprovalsLayout }),
              children: [
                {
                  path: 'vacation-approval',
                  lazy: async () => ({
                    Component: (await import('./routes/approvals-routes')).VacationApprovalRoute,
                  }),
                },
                { path: '*', lazy: async () => ({ Component: (await errorRoutes()).NotFoundRoute }) },
              ],
            },
          ],
        },
        {
          element: (
            <RequireClient>
              <RequireEmployee>
                <Outlet />
              </RequireEmployee>
            </RequireClient>
          ),
          children: [
            {
              lazy: async () => ({ Component: (await layouts()).MainLayout }),
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
                },
                {
                  path: 'holidays/*',
                  lazy: async () => ({
                    Component: (await import('./routes/holidays-routes')).HolidaysRoutes,
                  }),
                },
                {
                  path: 'certifications/*',
                  lazy: async () => ({
                    Component: (await import('./routes/certifications-routes')).CertificationsRoutes,
                  }),
                },
                {
                  path: 'contracts',
                  lazy: async () => ({
                    Component: (await import('./routes/contracts-routes')).ContractsRoute,
                  }),
                },
                {
                  path: 'requests/*',
                  lazy: async () => ({
                    Component: (await import('./routes/requests-routes')).RequestsRoutes,
                  }),
                },
                { path: '*', lazy: async () => ({ Component: (await errorRoutes()).NotFoundRoute }) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error))
    return <RouterFallback status={error.status} message={error.statusText || String(error.data ?? '')} />;
  return <RouterFallback message={error instanceof Error ? error.message : String(error)} />;
}

/** The browser router of the app. */
export function createAppRouter(options: RouterOptions = {}) {
  return createBrowserRouter(appRoutes(options));
}
