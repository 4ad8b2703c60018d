// The sign-in gate: it runs the authentication machine (its adapter: src/app/wiring/session/authentication.ts)
// with the provider client of react-oidc-context and renders by its state: loading; not signed in (the
// sign-in page opens); signed in → the session and the app; failed → error 401; signed out in another
// tab → 'Sesión cerrada'. It also gives the signed-in part its sign-out controls.

import { config } from '@src/config';
import { guardTexts } from '@src/domain/gate-texts';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import * as styles from '../layout/layout.css';
import { InactivityGuard } from '../session/inactivity-guard';
import { useAuthenticationActor } from '../wiring/session/authentication';
import { createSessionChannel, type SessionChannel } from './session-channel';

// Pages of rare moments, loaded when they are due: the first screen stays without React Aria.
const ErrorPage = lazy(async () => ({
  default: (await import('@src/features/errors/error-page')).ErrorPage,
}));
const SignedOutPage = lazy(async () => ({ default: (await import('./signed-out-page')).SignedOutPage }));

export interface SignOutControls {
  signOut(): void;
  signOutTo(path: string): void;
}

const SignOutContext = createContext<SignOutControls | undefined>(undefined);

/** What the signed-in part registers to be forgotten at a sign-out (its query cache). */
type Forgetters = Set<() => void>;
const ForgettersContext = createContext<Forgetters | undefined>(undefined);

/** Runs `forget` when this tab signs out or hears of a sign-out elsewhere (e.g. clears the query cache). */
export function useForgetOnSignOut(forget: () => void): void {
  const forgetters = useContext(ForgettersContext);
  const latest = useRef(forget);
  latest.current = forget;
  useEffect(() => {
    if (!forgetters) return;
    const entry = () => latest.current();
    forgetters.add(entry);
    return () => void forgetters.delete(entry);
  }, [forgetters]);
}

/** Sign-out controls of the authenticated part of the app. */
export function useSignOut(): SignOutControls {
  const controls = useContext(SignOutContext);
  if (!controls) throw new Error('useSignOut: fuera de AuthGate.');
  return controls;
}

export interface AuthGateProps {
  children: ReactNode;
  inspect?: Observer<InspectionEvent> | undefined;
  /** Test seam: the channel to the other tabs (BroadcastChannel by default). */
  channel?: SessionChannel;
  /** The inactivity limit and its warning (src/config.ts by default). */
  inactivity?: { idleMs: number; warningMs: number };
}

function Waiting() {
  return (
    <div aria-busy="true" className={styles.waitingPage}>
      <Spinner size="large" label={guardTexts.loading} />
    </div>
  );
}

/**
 * Holds the signed-in routes while the address is still the provider's answer (`?code&state`). The
 * provider client holds the user as soon as it has exchanged the code, before the app goes on from the
 * answer (app.tsx: app loading, which opens the route a new tab was opened on): the routes under `/`
 * rendered meanwhile sent a person without a chosen employee to the employee search, and that navigation
 * overtook the one to app loading whenever its lazy route was still loading.
 */
export function AfterSignInCallback({ children }: { children: ReactNode }) {
  const { search, hash } = useLocation();
  if (hasAuthParams({ search, hash } as Location)) return <Waiting />;
  return children;
}

/** Renders its children only for a signed-in person. */
export function AuthGate({
  children,
  inspect,
  channel: givenChannel,
  inactivity = config.inactivity,
}: AuthGateProps) {
  const auth = useAuth();
  const authRef = useRef(auth);
  authRef.current = auth;
  const [forgetters] = useState<Forgetters>(() => new Set());
  const [channel] = useState(() => givenChannel ?? createSessionChannel());
  const followUp = useRef<string | undefined>(undefined);
  const signedInAs = useRef('');
  const sub = auth.user?.profile.sub;
  if (auth.isAuthenticated && sub) signedInAs.current = sub;

  const actorRef = useAuthenticationActor({ auth, channel, forgetters, followUp, signedInAs }, inspect);

  // A renewal already on its way when the sign-out began stores its user when it answers: drop it again,
  // or the tab would come back from the provider's sign-out page still holding a user.
  useEffect(
    () =>
      auth.events.addUserLoaded(() => {
        if (actorRef.getSnapshot().hasTag('signedOut'))
          void authRef.current.removeUser().catch(() => undefined);
      }),
    [auth.events, actorRef],
  );

  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type === 'signedOut') actorRef.send({ type: 'SIGNED_OUT_ELSEWHERE' });
      }),
    [channel, actorRef],
  );

  useEffect(() => {
    if (auth.isLoading) return;
    if (auth.isAuthenticated) {
      actorRef.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    } else {
      actorRef.send({ type: 'AUTH_LOADED', authenticated: false, failed: Boolean(auth.error) });
      actorRef.send({ type: 'AUTH_LOST' });
    }
  }, [auth.isLoading, auth.isAuthenticated, auth.error, actorRef]);

  const controls = useRef<SignOutControls>({
    signOut: () => {
      followUp.current = undefined;
      actorRef.send({ type: 'SIGN_OUT' });
    },
    signOutTo: (path: string) => {
      followUp.current = path;
      actorRef.send({ type: 'SIGN_OUT' });
    },
  });

  const authenticatedNow = useSelector(actorRef, (snapshot) => snapshot.hasTag('authenticated'));
  // The signed-in tree (session, layout, page) mounts in a deferred render: the machine's snapshot arrives
  // through useSyncExternalStore, whose updates React renders synchronously, so mounting the whole tree
  // on it was one long task (about 200 ms at 4× CPU, Lighthouse's total blocking time); a
  // deferred value renders it as a transition, which React splits into short tasks. Losing the session
  // hides the tree at once.
  const revealed = useDeferredValue(authenticatedNow);
  const authenticated = authenticatedNow && revealed;
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches('failed'));
  const signedOutElsewhere = useSelector(actorRef, (snapshot) => snapshot.matches('signedOutElsewhere'));

  const waiting = <Waiting />;
  if (failed)
    return (
      <Suspense fallback={waiting}>
        <ErrorPage code="401" onBack={() => actorRef.send({ type: 'RETRY' })} />
      </Suspense>
    );
  if (signedOutElsewhere)
    return (
      <Suspense fallback={waiting}>
        <SignedOutPage onSignIn={() => actorRef.send({ type: 'SIGN_IN' })} />
      </Suspense>
    );
  if (!authenticated) return waiting;
  return (
    <SignOutContext.Provider value={controls.current}>
      <ForgettersContext.Provider value={forgetters}>{children}</ForgettersContext.Provider>
      <InactivityGuard
        idleMs={inactivity.idleMs}
        warningMs={inactivity.warningMs}
        channel={channel}
        onSignOut={controls.current.signOut}
        inspect={inspect}
      />
    </SignOutContext.Provider>
  );
}
