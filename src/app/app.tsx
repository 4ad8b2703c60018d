// The app: the identity provider's client and the toast store around the router. Everything a signed-in
// person needs (query cache, React Aria's locale, the session) is loaded with the signed-in routes
// (session/signed-in-root.tsx), and the toast region with the first toast, so the first screen stays
// small.

import type { UserManager } from 'oidc-client-ts';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router-dom';
import { UserManagerProvider } from './auth/user-manager-context';
import type { createAppRouter } from './router';
import { newToastStore, ToastProvider, type ToastStore } from './session/toasts';
import { savedSubjectOf } from './storage/saved-state-key';
import { forgetSessionData } from './storage/session-data';

export interface AppProps {
  /** The identity provider's client (main.tsx builds it before the first render). */
  userManager: UserManager;
  /** The browser router (main.tsx builds it, and starts its first navigation, before the first render). */
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The provider returned to redirect_uri with ?code&state: someone has just signed in. Nothing another
 * person left (saved state, wizard drafts, kept CVs) is theirs: a state saved under another `sub` is
 * forgotten and the login flow goes on at /login. The same person signing in again — a new tab opened
 * from a signed-in one ('Vincular nuevo empleado', 'Agregar vinculación'), whose session storage starts
 * empty — keeps what they saved (everything is bound to `sub`): with a unit already chosen, app loading
 * opens the route the tab was opened on.
 * @internal
 */
export function continueAfterSignIn<T>(
  sub: string,
  navigate: (path: string) => T,
  storage: Storage = window.localStorage,
): T {
  const saved = savedSubjectOf(storage);
  if (!sub || saved.sub !== sub) {
    forgetSessionData();
    return navigate('/login');
  }
  return navigate(saved.hasUnit ? '/login/loading-app' : '/login');
}

const ToastLayer = lazy(async () => ({ default: (await import('./session/toast-layer')).ToastLayer }));

/** The toast region, loaded when the first toast is shown and kept from then on. */
function Toasts({ store }: { store: ToastStore }) {
  const showing = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot).length > 0;
  const [loaded, setLoaded] = useState(false);
  if (showing && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer store={store} />
    </Suspense>
  );
}

export function App({ userManager, router }: AppProps) {
  const [toasts] = useState(newToastStore);
  return (
    <AuthProvider
      userManager={userManager}
      // The provider client waits for this navigation before it settles.
      onSigninCallback={(user) =>
        continueAfterSignIn(user?.profile.sub ?? '', (path) => router.navigate(path, { replace: true }))
      }
    >
      <UserManagerProvider value={userManager}>
        <ToastProvider store={toasts}>
          <RouterProvider router={router} />
          <Toasts store={toasts} />
        </ToastProvider>
      </UserManagerProvider>
    </AuthProvider>
  );
}
