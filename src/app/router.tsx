// The routes of SPEC §2, in one table: every leaf is here, none nested in a component. The first screen (the entry chunk) is the sign-in gate: the identity provider's
// client, the authentication machine and its waiting spinner. Everything under it is lazy-loaded: the
// signed-in providers and session (session/signed-in-root.tsx), the guards, the layouts and every route
// (scripts/bundle-report.mjs fails when a route module lands on the first screen).
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
import { AfterSignInCallback, AuthGate } from './auth/auth-gate';

export interface RouterOptions {
  inspect?: Observer<InspectionEvent> | undefined;
}

const errorRoutes = () => import('./routes/error-routes');
const loginRoutes = () => import('./routes/login-routes');
const loginNext = () => import('./routes/login-next-routes');
const layouts = () => import('./layout/main-layout');
const guards = () => import('./guards');
const holidays = () => import('./routes/holidays-routes');
const certifications = () => import('./routes/certifications-routes');
const wizards = () => import('./routes/request-wizard-route');
const requests = () => import('./routes/requests-routes');
/** Any other path of an area: not found. */
const notFound = (): RouteObject => ({
  path: '*',
  lazy: async () => ({ Component: (await errorRoutes()).NotFoundRoute }),
});

/** A route that needs a selected unit (and, with `employee`, a selected employee). */
const guarded =
  ({ employee }: { employee: boolean }) =>
  async () => {
    const { RequireClient, RequireEmployee } = await guards();
    return {
      Component: employee
        ? () => (
            <RequireClient>
              <RequireEmployee>
                <Outlet />
              </RequireEmployee>
            </RequireClient>
          )
        : () => (
            <RequireClient>
              <Outlet />
            </RequireClient>
          ),
    };
  };

/**
 * The route table (exported for tests with a memory router).
 * @internal
 */
export function appRoutes({ inspect }: RouterOptions = {}): RouteObject[] {
  return [
    {
      path: '/error/*',
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
          <AfterSignInCallback>
            <Outlet />
          </AfterSignInCallback>
        </AuthGate>
      ),
      errorElement: <RootErrorBoundary />,
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        {
          lazy: async () => {
            const { SignedInRoot } = await import('./session/signed-in-root');
            return { element: <SignedInRoot inspect={inspect} /> };
          },
          children: signedInRoutes(),
        },
      ],
    },
  ];
}

/** The routes of a signed-in person (under the sign-in gate and session/signed-in-root.tsx). */
function signedInRoutes(): RouteObject[] {
  return [
    { path: 'logout', lazy: async () => ({ Component: (await errorRoutes()).LogoutRoute }) },
    {
      path: 'login',
      lazy: async () => ({ Component: (await import('./layout/login-layout')).LoginLayout }),
      children: [
        { index: true, lazy: async () => ({ Component: (await loginRoutes()).LoginIndexRoute }) },
        {
          path: ':userId/checking-credentials',
          lazy: async () => ({ Component: (await loginRoutes()).CheckingCredentialsRoute }),
        },
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
      lazy: guarded({ employee: false }),
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
      lazy: guarded({ employee: false }),
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
      lazy: guarded({ employee: true }),
      children: [
        {
          lazy: async () => ({ Component: (await layouts()).MainLayout }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
            },
            {
              path: 'holidays',
              children: [
                { index: true, lazy: async () => ({ Component: (await holidays()).HolidaysRoute }) },
                {
                  path: 'request-enjoyment',
                  lazy: async () => ({ Component: (await wizards()).EnjoymentWizardRoute }),
                },
                {
                  path: 'request-payment',
                  lazy: async () => ({ Component: (await wizards()).PaymentWizardRoute }),
                },
                notFound(),
              ],
            },
            {
              path: 'certifications',
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await certifications()).CertificationsRoute }),
                },
                {
                  path: 'new-certification',
                  lazy: async () => ({ Component: (await wizards()).CertificationWizardRoute }),
                },
                notFound(),
              ],
            },
            {
              path: 'contracts',
              lazy: async () => ({
                Component: (await import('./routes/contracts-routes')).ContractsRoute,
              }),
            },
            {
              path: 'requests',
              children: [
                { index: true, lazy: async () => ({ Component: (await requests()).RequestsBoardRoute }) },
                {
                  path: 'application-process/:requestId',
                  lazy: async () => ({ Component: (await requests()).RequestProcessRoute }),
                },
                notFound(),
              ],
            },
            { path: '*', lazy: async () => ({ Component: (await errorRoutes()).NotFoundRoute }) },
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
