import type { PathTestConfig } from '../support/path-model';
import { inactivityScreen } from './inactivity.screen';

/** Inputs that reach every state and transition of the inactivity limit. */
export const inactivityPaths: PathTestConfig = {
  inputs: [{ label: '15 minutos, aviso 1 minuto antes', input: { idleMs: 900_000, warningMs: 60_000 } }],
  screen: inactivityScreen,
  // Issue 11: the warning at 14 minutes, the sign-out a minute later.
  delays: { warning: 840_000, signOut: 60_000 },
  effects: {
    announceActivity: {
      says: 'Se avisa a las demás pestañas que la persona sigue trabajando',
      on: ['on ACTIVITY', 'on KEEP_WORKING'],
    },
    signOut: [
      {
        says: 'Se cierra la sesión por inactividad',
        on: ['→ timedOut'],
        params: () => ({ reason: 'inactivity' }),
      },
      {
        says: 'Se cierra la sesión a pedido de la persona',
        on: ['→ signedOut'],
        params: () => ({ reason: 'requested' }),
      },
    ],
  },
  spec: {
    'on ACTIVITY_ELSEWHERE': 'Decisión 0012: inactivity counts every tab (activity announced to the others)',
    '→ warning': 'Issue 11: the warning a minute before the limit',
    '→ timedOut': 'Issue 11: sign out after 15 minutes without activity',
    '*': 'Issue 11: inactivity limit (sign out after 15 minutes, warning a minute before)',
  },
};
