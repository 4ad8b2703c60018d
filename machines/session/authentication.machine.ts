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
  | { type: 'auth.loaded'; authenticated: boolean; failed: boolean }
  | { type: 'auth.lost' }
  | { type: 'signOut' }
  | { type: 'retry' };

export interface AuthenticationOutput {
  result: 'signedOut';
}

/**
 * Authentication (SPEC §4): loading; not authenticated → the initial route is remembered and the
 * provider's sign-in page is opened; authenticated → the app renders. Sign-out (also the /logout
 * route) clears local storage and ends the provider session, which returns to the configured address.
 */
export const authenticationMachine = setup({
  types: {
    context: {} as AuthenticationContext,
    input: {} as AuthenticationInput,
    events: {} as AuthenticationEvent,
    output: {} as AuthenticationOutput,
    tags: {} as 'busy' | 'authenticated',
  },
  actors: {
    signInRedirect: fromPromise<void, void>(async () => {
      throw new Error('signInRedirect not provided');
    }),
    endProviderSession: fromPromise<void, void>(async () => {
      throw new Error('endProviderSession not provided');
    }),
  },
  actions: {
    rememberInitialRoute: () => {
      throw new Error('rememberInitialRoute not provided');
    },
    clearLocalStorage: () => {
      throw new Error('clearLocalStorage not provided');
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
        'auth.loaded': [
          {
            guard: { type: 'loadFailed', params: ({ event }) => ({ failed: event.failed }) },
            target: 'failed',
          },
          { guard: 'signOutRequested', target: 'signingOut' },
          {
            guard: {
              type: 'isAuthenticated',
              params: ({ event }) => ({ authenticated: event.authenticated }),
            },
            target: 'authenticated',
          },
          { target: 'redirectingToSignIn' },
        ],
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
        signOut: { target: 'signingOut' },
        'auth.lost': { target: 'redirectingToSignIn' },
      },
    },
    signingOut: {
      description:
        'Local storage is cleared and the provider session ends (its page returns to the configured address).',
      tags: 'busy',
      entry: 'clearLocalStorage',
      invoke: {
        id: 'endProviderSession',
        src: 'endProviderSession',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
    failed: {
      description: 'The provider could not be reached: the generic error page with a way to try again.',
      on: {
        retry: { target: 'redirectingToSignIn' },
      },
    },
    signedOut: {
      type: 'final',
      output: { result: 'signedOut' },
    },
  },
  output: { result: 'signedOut' },
});
