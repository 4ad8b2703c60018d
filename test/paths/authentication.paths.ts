import type { PathTestConfig } from '../support/path-model';

/** Inputs, events and actor outcomes that reach every state and transition of authentication. */
export const authenticationPaths: PathTestConfig = {
  inputs: [
    { label: 'opened at any route', input: { signOutRequested: false } },
    { label: 'opened at /logout', input: { signOutRequested: true } },
  ],
  events: {
    'auth.loaded': [
      { type: 'auth.loaded', label: 'signed in', authenticated: true, failed: false },
      { type: 'auth.loaded', label: 'no session', authenticated: false, failed: false },
      { type: 'auth.loaded', label: 'provider unreachable', authenticated: false, failed: true },
    ],
  },
  actors: {
    signInRedirect: [{ label: 'provider unreachable', error: 'Failed to fetch' }],
    revokeRefreshToken: [
      { label: 'refresh token revoked', output: undefined },
      { label: 'provider unreachable', error: 'Failed to fetch' },
    ],
    endProviderSession: [
      { label: 'provider page opened', output: undefined },
      { label: 'provider unreachable', error: 'Failed to fetch' },
    ],
  },
};
