import type { PathTestConfig } from '../support/path-model';

/** Inputs, events and actor outcomes that reach every state, transition and guard branch of authentication. */
export const authenticationPaths: PathTestConfig = {
  inputs: [
    { label: 'abierta en cualquier ruta', input: { signOutRequested: false } },
    { label: 'abierta en /logout', input: { signOutRequested: true } },
  ],
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
    '→ revokingTokens': '§2 Route table: /logout clears local storage and signs out',
    '→ signingOut': '§2 Route table: /logout clears local storage and signs out',
    '→ redirectingToSignIn':
      '§2 Unauthenticated users are redirected to login; Decisión 0004: the initial route survives the sign-in',
    '*': '§4 Authentication',
  },
};
