import type { PathTestConfig } from '../support/path-model';

const anyRoute = 'abierta en cualquier ruta';
const logout = 'abierta en /logout';

/** Inputs, events and actor outcomes that reach every state, transition and guard branch of authentication. */
export const authenticationPaths: PathTestConfig = {
  inputs: [
    { label: anyRoute, input: { signOutRequested: false } },
    { label: logout, input: { signOutRequested: true } },
  ],
  // SPEC §4 Authentication and §2 (unauthenticated → sign-in, /logout signs out); §8 the generic error
  // page when the provider cannot be reached; Decisión 0012: revocation, then the provider session ends;
  // another tab's sign-out shows 'Sesión cerrada'.
  reaches: {
    [anyRoute]: [
      'loading',
      'authenticated',
      'redirectingToSignIn',
      'failed',
      'revokingTokens',
      'signingOut',
      'signedOut',
      'signedOutElsewhere',
    ],
    [logout]: ['loading', 'revokingTokens', 'signingOut', 'signedOut', 'failed'],
  },
  takes: [
    // Decisión 0012: a failed revocation (or end-session call) does not stop the sign-out.
    'on error revokeRefreshToken → signingOut',
    'on error endProviderSession → signedOut',
    // A lost session goes back to the sign-in (SPEC §2); the error page's 'Regresar' tries again.
    'on AUTH_LOST → redirectingToSignIn',
    'on RETRY → redirectingToSignIn',
    'on error signInRedirect → failed',
    // SPEC §8: a provider that cannot be reached on load is the error page; no session, the sign-in page.
    'on AUTH_LOADED → failed',
    'on AUTH_LOADED → redirectingToSignIn',
    // Decisión 0012: a signed-in tab told of a sign-out elsewhere; 'Iniciar sesión' signs in again.
    'authenticated → signedOutElsewhere',
    'on SIGN_IN → redirectingToSignIn',
    'on SIGN_OUT → revokingTokens',
  ],
  // The tags the screen reads (hasTag), stated by hand: the sign-in gate renders the app only while
  // authenticated, and treats a signed-out tab as gone (auth-gate.tsx).
  tags: {
    authenticated: ['authenticated'],
    signedOut: ['revokingTokens', 'signingOut', 'signedOutElsewhere', 'signedOut'],
  },
  // Signed out at the provider: its page takes over, the machine ends.
  stopsIn: ['signedOut'],
  ends: () => ({ result: 'signedOut' }),
  events: {
    AUTH_LOADED: [
      { type: 'AUTH_LOADED', label: 'con sesión', authenticated: true, failed: false },
      { type: 'AUTH_LOADED', label: 'sin sesión', authenticated: false, failed: false },
      { type: 'AUTH_LOADED', label: 'proveedor inaccesible', authenticated: false, failed: true },
    ],
  },
  actors: {
    signInRedirect: [{ label: 'proveedor inaccesible', error: 'Failed to fetch' }],
    revokeRefreshToken: [
      { label: 'se revoca el token de renovación', output: undefined },
      { label: 'proveedor inaccesible', error: 'Failed to fetch' },
    ],
    endProviderSession: [
      { label: 'se abre la página del proveedor', output: undefined },
      { label: 'proveedor inaccesible', error: 'Failed to fetch' },
    ],
  },
  screen: {
    screen: 'Sesión (sin pantalla propia: el cliente del proveedor de identidad)',
    opening: () => 'Abre la aplicación',
    controls: {
      AUTH_LOADED: {
        offScreen: 'El cliente del proveedor de identidad termina de leer la sesión guardada',
      },
      AUTH_LOST: { offScreen: 'El proveedor de identidad informa que la sesión se perdió' },
      SIGN_OUT: { offScreen: 'La persona cierra la sesión (/logout o el menú de usuario)' },
      RETRY: { offScreen: 'La persona pulsa «Regresar» en la página de error' },
      SIGNED_OUT_ELSEWHERE: { offScreen: 'Otra pestaña cerró la sesión (aviso por BroadcastChannel)' },
      SIGN_IN: { offScreen: 'La persona pulsa «Iniciar sesión» en la página «Sesión cerrada»' },
    },
    shows: {},
  },
  effects: {
    rememberInitialRoute: {
      says: 'Se guarda la ruta pedida como ruta inicial',
      on: ['→ redirectingToSignIn'],
    },
    clearLocalStorage: {
      says: 'Se borra el almacenamiento local',
      on: ['→ revokingTokens', '→ signedOutElsewhere'],
    },
    announceSignOut: {
      says: 'Se avisa a las demás pestañas que la sesión se cerró',
      on: ['→ revokingTokens'],
    },
    stopRenewal: {
      says: 'Se detiene la renovación silenciosa del token',
      on: ['→ revokingTokens', '→ signedOutElsewhere'],
    },
    forgetSessionData: {
      says: 'Se olvidan la caché de datos y los borradores',
      on: ['→ revokingTokens', '→ signedOutElsewhere'],
    },
    dropUser: { says: 'Se descarta el usuario de esta pestaña', on: ['→ signedOutElsewhere'] },
  },
  spec: {
    '→ revokingTokens': 'REQ-LOGIN-03 (Decisión 0012): /logout clears local storage, revokes, then signs out',
    '→ signingOut': 'REQ-LOGIN-03 (Decisión 0012): the provider session ends even when the revocation failed',
    '→ signedOutElsewhere': "REQ-LOGIN-03 (Decisión 0012): another tab's sign-out shows 'Sesión cerrada'",
    '→ failed': 'REQ-LOGIN-02: the provider cannot be reached: the generic error page, Regresar tries again',
    '→ redirectingToSignIn':
      'REQ-LOGIN-01 (Decisión 0004): unauthenticated users go to the sign-in; the initial route survives it',
    '*': 'REQ-LOGIN-01: the stored session is read; signed in, the app renders',
  },
};
