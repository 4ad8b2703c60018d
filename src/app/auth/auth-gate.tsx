// The authentication machine with the provider client of react-oidc-context: loading; not signed in →
// the initial route is remembered and the sign-in page opens; signed in → the session and the app.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { authenticationMachine } from '../../../machines/session/authentication.machine';
import { Spinner } from '../../../src-ui/spinner';
import { guardTexts } from '../../domain/texts';
import { ErrorPage } from '../../features/errors/error-page';
import * as styles from '../layout/layout.css';
import { rememberInitialRoute } from './initial-route';
import { logoutCallbackPath } from './user-manager';

export interface SignOutControls {
  signOut(): void;
  signOutTo(path: string): void;
}

const SignOutContext = createContext<SignOutControls | undefined>(undefined);

/** Sign-out controls of the authenticated part of the app. */
export function useSignOut(): SignOutControls {
  const controls = useContext(SignOutContext);
  if (!controls) throw new Error('useSignOut: fuera de AuthGate.');
  return controls;
}

/** Clears the app's local storage (saved state, encrypted portal code, remembered route). */
export function clearLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
}

export interface AuthGateProps {
  children: ReactNode;
  inspect?: Observer<InspectionEvent> | undefined;
}

/** Renders its children only for a signed-in person. */
export function AuthGate({ children, inspect }: AuthGateProps) {
  const auth = useAuth();
  const authRef = useRef(auth);
  authRef.current = auth;
  const followUp = useRef<string | undefined>(undefined);

  const actorRef = useActorRef(
    authenticationMachine.provide({
      actors: {
        signInRedirect: fromPromise(() => authRef.current.signinRedirect()),
        endProviderSession: fromPromise(async () => {
          const path = followUp.current;
          if (path) {
            await authRef.current.signoutRedirect({
              post_logout_redirect_uri: `${window.location.origin}${logoutCallbackPath}`,
              state: { returnTo: path },
            });
          } else {
            await authRef.current.signoutRedirect();
          }
        }),
      },
      actions: {
        rememberInitialRoute: () => {
          const { pathname, search } = window.location;
          if (pathname !== '/logout' && pathname !== logoutCallbackPath)
            rememberInitialRoute(`${pathname}${search}`);
        },
        clearLocalStorage,
      },
    }),
    { input: { signOutRequested: window.location.pathname === '/logout' }, inspect },
  );

  useEffect(() => {
    if (auth.isLoading) return;
    if (auth.isAuthenticated) {
      actorRef.send({ type: 'auth.loaded', authenticated: true, failed: false });
    } else {
      actorRef.send({ type: 'auth.loaded', authenticated: false, failed: Boolean(auth.error) });
      actorRef.send({ type: 'auth.lost' });
    }
  }, [auth.isLoading, auth.isAuthenticated, auth.error, actorRef]);

  const controls = useRef<SignOutControls>({
    signOut: () => {
      followUp.current = undefined;
      actorRef.send({ type: 'signOut' });
    },
    signOutTo: (path: string) => {
      followUp.current = path;
      actorRef.send({ type: 'signOut' });
    },
  });

  const authenticated = useSelector(actorRef, (snapshot) => snapshot.hasTag('authenticated'));
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches('failed'));

  if (failed) return <ErrorPage code="401" onBack={() => actorRef.send({ type: 'retry' })} />;
  if (!authenticated)
    return (
      <div aria-busy="true" className={styles.waitingPage}>
        <Spinner size="large" label={guardTexts.loading} />
      </div>
    );
  return <SignOutContext.Provider value={controls.current}>{children}</SignOutContext.Provider>;
}
