// The authentication machine's adapter: the provider client of react-oidc-context signs in, revokes the
// refresh token and ends the provider session; a sign-out is announced to the other tabs and forgets the
// session's data (query cache, drafts) and local storage.
import { authenticationMachine } from '@machines/session/authentication.machine';
import { useActorRef } from '@xstate/react';
import type { AuthContextProps } from 'react-oidc-context';
import type { InspectionEvent, Observer } from 'xstate';
import { rememberInitialRoute } from '../../auth/initial-route';
import type { SessionChannel } from '../../auth/session-channel';
import { logoutCallbackPath } from '../../auth/user-manager';
import { forgetSessionData } from '../../storage/session-data';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

export interface AuthenticationDeps {
  auth: AuthContextProps;
  channel: SessionChannel;
  /** What the signed-in part registered to be forgotten at a sign-out (its query cache). */
  forgetters: ReadonlySet<() => void>;
  /** Where the provider's sign-out returns to ('' or undefined: the provider's own page). */
  followUp: { current: string | undefined };
  /** The `sub` of the account last signed in in this tab ('' before any): a lost session's route is its. */
  signedInAs: { current: string };
}

/** Clears the app's local storage (saved state, encrypted portal code, remembered route). */
function clearLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
}

/** The authentication machine with its real actors and actions. */
function provideAuthentication(deps: () => AuthenticationDeps) {
  return authenticationMachine.provide({
    actors: {
      signInRedirect: fromCall(() => deps().auth.signinRedirect()),
      // Only the refresh token: the access tokens are JWTs, which the provider cannot revoke (they
      // expire within 5 minutes). Revoking the refresh token revokes its grant, so every tab's.
      revokeRefreshToken: fromCall(() => deps().auth.revokeTokens(['refresh_token'])),
      endProviderSession: fromCall(async () => {
        const { auth, followUp } = deps();
        const path = followUp.current;
        if (path) {
          await auth.signoutRedirect({
            post_logout_redirect_uri: `${window.location.origin}${logoutCallbackPath}`,
            state: { returnTo: path },
          });
        } else {
          await auth.signoutRedirect();
        }
      }),
    },
    actions: {
      rememberInitialRoute: () => {
        const { pathname, search } = window.location;
        if (pathname !== '/logout' && pathname !== logoutCallbackPath)
          rememberInitialRoute(`${pathname}${search}`, deps().signedInAs.current);
      },
      announceSignOut: () => deps().channel.post({ type: 'signedOut' }),
      stopRenewal: () => deps().auth.stopSilentRenew(),
      forgetSessionData: () => {
        for (const forget of deps().forgetters) forget();
        forgetSessionData();
      },
      clearLocalStorage,
      dropUser: () => {
        void deps()
          .auth.removeUser()
          .catch(() => undefined);
      },
    },
  });
}

/** The running authentication actor of the app (`/logout` asks for a sign-out on arrival). */
export function useAuthenticationActor(
  deps: AuthenticationDeps,
  inspect: Observer<InspectionEvent> | undefined,
) {
  return useActorRef(useProvided(deps, provideAuthentication), {
    input: { signOutRequested: window.location.pathname === '/logout' },
    inspect,
  });
}
