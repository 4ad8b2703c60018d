// The app: providers (OIDC, TanStack Query, toasts) around the router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import { ToastRegion } from '../../src-ui/toast';
import { config } from '../config';
import { createUserManager } from './auth/user-manager';
import { UserManagerProvider } from './auth/user-manager-context';
import { createAppRouter } from './router';
import { newToastStore, ToastProvider } from './session/toasts';
import { forgetSessionData } from './storage/session-data';

export interface AppProps {
  /** The Stately inspector's observer (development with ?inspect). */
  inspect?: Observer<InspectionEvent> | undefined;
}

/** Retries and time-outs live in the API client only, so TanStack Query never retries. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
  });
}

/**
 * The provider returned to redirect_uri with ?code&state: someone has just signed in, so nothing the
 * previous person left (saved state, wizard drafts) is theirs; then the login flow goes on at /login.
 */
export function continueAfterSignIn(navigate: (path: string) => unknown): void {
  forgetSessionData();
  void navigate('/login');
}

export function App({ inspect }: AppProps) {
  const [userManager] = useState(() => createUserManager(config));
  const [queryClient] = useState(createAppQueryClient);
  const [toasts] = useState(newToastStore);
  const [router] = useState(() => createAppRouter({ inspect }));
  return (
    <AuthProvider
      userManager={userManager}
      onSigninCallback={() => continueAfterSignIn((path) => router.navigate(path, { replace: true }))}
    >
      <UserManagerProvider value={userManager}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider store={toasts}>
            {/* React Aria's own hidden texts (e.g. its dismiss controls) in Spanish, whatever the browser's language. */}
            <I18nProvider locale="es-CO">
              <RouterProvider router={router} />
              <ToastRegion store={toasts} />
            </I18nProvider>
          </ToastProvider>
        </QueryClientProvider>
      </UserManagerProvider>
    </AuthProvider>
  );
}
