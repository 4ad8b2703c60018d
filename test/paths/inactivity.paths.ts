import type { PathTestConfig } from '../support/path-model';
import { inactivityScreen } from './inactivity.screen';

/** Inputs that reach every state and transition of the inactivity limit. */
export const inactivityPaths: PathTestConfig = {
  inputs: [{ label: '15 minutos, aviso 1 minuto antes', input: { idleMs: 900_000, warningMs: 60_000 } }],
  screen: inactivityScreen,
  // The warning at 14 minutes, the sign-out a minute later.
  delays: { warning: 840_000, signOut: 60_000 },
  // By hand, from Decisión 0012 (an unattended tab signs out): activity here or in another tab starts the 14 minutes over (the
  // warning then comes 14 minutes after the last activity); the person comes back after 10 minutes.
  // 'Seguir conectado' is no restart: it is pressed in the warning, where this count no longer runs, and
  // it starts a new one by going back to work.
  restarts: { warning: { on: ['on ACTIVITY', 'on ACTIVITY_ELSEWHERE'], waits: 600_000 } },
  // By hand, not from the chart: working, the warning, then signed out by the limit or by
  // 'Cerrar sesión'.
  reaches: { '15 minutos, aviso 1 minuto antes': ['active', 'warning', 'timedOut', 'signedOut'] },
  // The tags the screen reads (hasTag), stated by hand: the warning modal.
  tags: { warning: ['warning'] },
  // Signed out either way, the session is over: the machine ends there.
  stopsIn: ['timedOut', 'signedOut'],
  // The warning at 14 minutes, the sign-out a minute later; 'Seguir conectado' takes the person back to
  // work (a chart that kept the warning open would still reach every state).
  takes: ['on after warning → warning', 'on after signOut → timedOut', 'on KEEP_WORKING → active'],
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
    'on ACTIVITY_ELSEWHERE':
      'REQ-SESSION-02 (Decisión 0012): inactivity counts every tab (activity announced to the others)',
    '→ warning': 'REQ-SESSION-01 (Decisión 0012): the warning a minute before the limit',
    '→ timedOut': 'REQ-SESSION-01 (Decisión 0012): sign out after 15 minutes without activity',
    '*': 'REQ-SESSION-01 (Decisión 0012): inactivity limit (sign out after 15 minutes, warning a minute before)',
  },
};
