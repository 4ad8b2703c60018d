// The app: the identity provider's client around the router. Everything a signed-in person needs (query
// cache, toasts, React Aria's locale, the session) is loaded with the signed-in routes
// (session/signed-in-root.tsx), so the first screen stays small (issue 17).
import { useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import { config } from '../config';
import { createUserManager } from './auth/user-manager';
import { UserManagerProvider } from './auth/user-manager-context';
import { createAppRouter } from './router';
import { forgetSessionData } from './storage/session-data';

export interface AppProps {
  /** The Stately inspector's observer (development with ?inspect). */
  inspect?: Observer<InspectionEvent> | undefined;
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
  const [router] = useState(() => createAppRouter({ inspect }));
  return (
    <AuthProvider
      userManager={userManager}
      onSigninCallback={() => continueAfterSignIn((path) => router.navigate(path, { replace: true }))}
    >
      <UserManagerProvider value={userManager}>
        <RouterProvider router={router} />
      </UserManagerProvider>
    </AuthProvider>
  );
}
