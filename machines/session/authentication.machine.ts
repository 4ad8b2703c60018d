import { fromPromise, setup } from 'xstate';

export interface AuthenticationInput {
  /** True when the app was opened at /logout: sign out as soon as the session is known. */
  signOutRequested: boolean;
}

export interface AuthenticationContext {
  signOutRequested: boolean;
}

/** What the identity provider's client reports once it has read the stored session. */
export type AuthenticationEvent =
  | { type: 'AUTH_LOADED'; authenticated: boolean; failed: boolean }
  | { type: 'AUTH_LOST' }
  | { type: 'SIGN_OUT' }
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  | { type: 'SIGN_IN' }
  | { type: 'RETRY' };

export interface AuthenticationOutput {
  result: 'signedOut';
}

/**
 * Authentication (SPEC §4): loading; not authenticated → the initial route is remembered and the
 * provider's sign-in page is opened; authenticated → the app renders. Sign-out (also the /logout
 * route and the inactivity limit) tells every other tab, forgets this tab's data and local storage,
 * revokes the refresh token (and so its grant) and ends the provider session, which returns to the
 * configured address. A sign-out in another tab makes this one forget its user, data and storage too.
 */
export const authenticationMachine = setup({
  types: {
    context: {} as AuthenticationContext,
    input: {} as AuthenticationInput,
    events: {} as AuthenticationEvent,
    output: {} as AuthenticationOutput,
    /** signedOut: from the first sign-out step on, a user the provider client stores again is dropped. */
    tags: {} as 'busy' | 'authenticated' | 'signedOut',
  },
  actors: {
    signInRedirect: fromPromise<void, void>(async () => {
      throw new Error('signInRedirect not provided');
    }),
    revokeRefreshToken: fromPromise<void, void>(async () => {
      throw new Error('revokeRefreshToken not provided');
    }),
    endProviderSession: fromPromise<void, void>(async () => {
      throw new Error('endProviderSession not provided');
    }),
  },
  actions: {
    rememberInitialRoute: () => {
      throw new Error('rememberInitialRoute not provided');
    },
    announceSignOut: () => {
      throw new Error('announceSignOut not provided');
    },
    forgetSessionData: () => {
      throw new Error('forgetSessionData not provided');
    },
    stopRenewal: () => {
      throw new Error('stopRenewal not provided');
    },
    clearLocalStorage: () => {
      throw new Error('clearLocalStorage not provided');
    },
    dropUser: () => {
      throw new Error('dropUser not provided');
    },
  },
  guards: {
    isAuthenticated: (_, params: { authenticated: boolean }) => params.authenticated,
    loadFailed: (_, params: { failed: boolean }) => params.failed,
    signOutRequested: ({ context }) => context.signOutRequested,
  },
}).createMachine({
  id: 'authentication',
  description:
    'The signed-in session: the provider client loads the stored user; without one the initial route is remembered and the sign-in page opens.',
  context: ({ input }) => ({ signOutRequested: input.signOutRequested }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The provider client reads the stored session (session storage) or finishes a redirect.',
      tags: 'busy',
      on: {
        AUTH_LOADED: [
          {
            guard: { type: 'loadFailed', params: ({ event }) => ({ failed: event.failed }) },
            target: 'failed',
          },
          { guard: 'signOutRequested', target: 'revokingTokens' },
          {
            guard: {
              type: 'isAuthenticated',
              params: ({ event }) => ({ authenticated: event.authenticated }),
            },
            target: 'authenticated',
          },
          { target: 'redirectingToSignIn' },
        ],
        SIGNED_OUT_ELSEWHERE: { target: 'signedOutElsewhere' },
      },
    },
    redirectingToSignIn: {
      description: 'Remembers the route the person asked for, then leaves for the provider sign-in page.',
      tags: 'busy',
      entry: 'rememberInitialRoute',
      invoke: {
        id: 'signInRedirect',
        src: 'signInRedirect',
        onError: { target: 'failed' },
      },
    },
    authenticated: {
      description: 'The app renders.',
      tags: 'authenticated',
      on: {
        SIGN_OUT: { target: 'revokingTokens' },
        SIGNED_OUT_ELSEWHERE: { target: 'signedOutElsewhere' },
        AUTH_LOST: { target: 'redirectingToSignIn' },
      },
    },
    revokingTokens: {
      description:
        'Every other tab is told to sign out; this tab forgets its cached data, drafts and local storage; the refresh token is revoked at the provider (its grant with it). A failed revocation does not stop the sign-out.',
      tags: ['busy', 'signedOut'],
      entry: ['announceSignOut', 'stopRenewal', 'forgetSessionData', 'clearLocalStorage'],
      invoke: {
        id: 'revokeRefreshToken',
        src: 'revokeRefreshToken',
        onDone: { target: 'signingOut' },
        onError: { target: 'signingOut' },
      },
    },
    signingOut: {
      description:
        'The provider session ends (the grants bound to it too); its page returns to the configured address.',
      tags: ['busy', 'signedOut'],
      invoke: {
        id: 'endProviderSession',
        src: 'endProviderSession',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
    signedOutElsewhere: {
      description:
        'Another tab signed out: this tab drops its user, its cached data, its drafts and local storage, and offers to sign in again.',
      tags: 'signedOut',
      entry: ['stopRenewal', 'forgetSessionData', 'clearLocalStorage', 'dropUser'],
      on: {
        SIGN_IN: { target: 'redirectingToSignIn' },
      },
    },
    failed: {
      description: 'The provider could not be reached: the generic error page with a way to try again.',
      on: {
        RETRY: { target: 'redirectingToSignIn' },
      },
    },
    signedOut: {
      type: 'final',
      tags: 'signedOut',
      output: { result: 'signedOut' },
    },
  },
  output: { result: 'signedOut' },
});
