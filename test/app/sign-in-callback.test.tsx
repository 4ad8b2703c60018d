// A tab that comes back from the provider (`/?code&state`) goes on to app loading, whatever loads first:
// the provider client holds the user before the app's navigation to app loading has loaded its route, and
// the routes under `/` must not move the person elsewhere meanwhile (a new tab opened on
// /employees/new-employee landed on the employee search).

import { continueAfterSignIn } from '@src/app/app';
import { AfterSignInCallback, AuthGate } from '@src/app/auth/auth-gate';
import type { SessionChannel } from '@src/app/auth/session-channel';
import { RequireClient, RequireEmployee } from '@src/app/guards';
import { AppSessionProvider } from '@src/app/session/app-session';
import { savedStateStorageKey } from '@src/app/storage/saved-state-key';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, expect, test, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { andina, fakeSession } from './fake-session';

const channel: SessionChannel = { post: () => undefined, subscribe: () => () => undefined };

/** The provider client once it has exchanged the code: it holds the user. */
const signedIn = {
  events: { addUserLoaded: () => () => undefined },
  stopSilentRenew: vi.fn(),
  isLoading: false,
  isAuthenticated: true,
  error: undefined,
  user: { profile: { sub: 'ana.admin' }, access_token: 'token' },
  signinRedirect: vi.fn(async () => {}),
  signoutRedirect: vi.fn(async () => {}),
  revokeTokens: vi.fn(async () => {}),
  removeUser: vi.fn(async () => {}),
} as unknown as AuthContextProps;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The tab's person chose a unit in another tab and has no employee chosen here.
  localStorage.setItem(
    savedStateStorageKey,
    JSON.stringify({ sub: 'ana.admin', selectedClient: andina, businessUnits: [andina] }),
  );
});

test('the answer from the provider goes on to app loading, though its route loads after the user is held', async () => {
  let loadAppLoading: () => void = () => undefined;
  const appLoadingLoaded = new Promise<void>((resolve) => {
    loadAppLoading = resolve;
  });
  let authenticated = false;
  const inspect = {
    next: (event: InspectionEvent) => {
      if (event.type === '@xstate.snapshot' && 'hasTag' in event.snapshot)
        authenticated ||= (event.snapshot as { hasTag(tag: string): boolean }).hasTag('authenticated');
    },
  };
  const session = fakeSession({ selectedClient: andina, selectedEmployeeId: undefined });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthGate channel={channel} inspect={inspect}>
            <AfterSignInCallback>
              <AppSessionProvider value={session}>
                <Outlet />
              </AppSessionProvider>
            </AfterSignInCallback>
          </AuthGate>
        ),
        children: [
          {
            index: true,
            element: (
              <RequireClient>
                <RequireEmployee>
                  <p>Inicio</p>
                </RequireEmployee>
              </RequireClient>
            ),
          },
          { path: 'employees/select-employee', element: <p>Selecciona un empleado</p> },
          {
            path: 'login/loading-app',
            lazy: async () => {
              await appLoadingLoaded;
              return { element: <p>Cargando la aplicación</p> };
            },
          },
        ],
      },
    ],
    { initialEntries: ['/?code=abc&state=xyz'] },
  );
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  render(
    <AuthContext.Provider value={signedIn}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );

  // What app.tsx does with the provider's answer, while the provider client already holds the user.
  const navigation = continueAfterSignIn('ana.admin', (path) => router.navigate(path, { replace: true }));
  await waitFor(() => expect(authenticated).toBe(true));
  // The signed-in tree's render (deferred by the gate) has had its turn before the route arrives.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('Selecciona un empleado')).not.toBeInTheDocument();

  loadAppLoading();
  await act(() => navigation);
  expect(await screen.findByText('Cargando la aplicación')).toBeInTheDocument();
  expect(visited).not.toContain('/employees/select-employee');
  expect(router.state.location.pathname).toBe('/login/loading-app');
});
