import { setup } from 'xstate';

export interface InactivityInput {
  /** Milliseconds without interaction after which the session ends (default 15 minutes). */
  idleMs: number;
  /** How long before that the warning shows (default 1 minute). */
  warningMs: number;
}

export type InactivityContext = InactivityInput;

export type InactivityEvent =
  /** A key, click, touch, scroll or pointer move in this tab. */
  | { type: 'ACTIVITY' }
  /** Another tab of the browser was used (the session channel). */
  | { type: 'ACTIVITY_ELSEWHERE' }
  /** 'Seguir conectado' in the warning (also its close control and Escape). */
  | { type: 'KEEP_WORKING' }
  /** 'Cerrar sesión' in the warning. */
  | { type: 'SIGN_OUT' };

/**
 * The inactivity limit of a signed-in tab: after `idleMs` without interaction in any tab of the browser
 * the session ends (the authentication machine's sign-out), with a warning `warningMs` before. Activity
 * in this tab is announced to the others; while the warning shows, only its buttons (or activity in
 * another tab) count, so a stray pointer move does not dismiss it unseen.
 */
export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    input: {} as InactivityInput,
    events: {} as InactivityEvent,
    tags: {} as 'warning',
  },
  actions: {
    announceActivity: () => {
      throw new Error('announceActivity not provided');
    },
    signOut: (_, _params: { reason: 'inactivity' | 'requested' }) => {
      throw new Error('signOut not provided');
    },
  },
  delays: {
    warning: ({ context }) => Math.max(0, context.idleMs - context.warningMs),
    signOut: ({ context }) => Math.max(0, Math.min(context.warningMs, context.idleMs)),
  },
}).createMachine({
  id: 'inactivity',
  description:
    'Signs the session out after a period without interaction in any tab, warning the person shortly before.',
  context: ({ input }) => ({ idleMs: input.idleMs, warningMs: input.warningMs }),
  initial: 'active',
  states: {
    active: {
      description:
        'The person is working: each interaction, here or in another tab, starts the period again.',
      after: {
        warning: { target: 'warning' },
      },
      on: {
        ACTIVITY: { target: 'active', reenter: true, actions: 'announceActivity' },
        ACTIVITY_ELSEWHERE: { target: 'active', reenter: true },
      },
    },
    warning: {
      description:
        "'Tu sesión está por cerrarse': 'Seguir conectado' or 'Cerrar sesión'; otherwise the session ends.",
      tags: 'warning',
      after: {
        signOut: { target: 'timedOut' },
      },
      on: {
        KEEP_WORKING: { target: 'active', actions: 'announceActivity' },
        ACTIVITY_ELSEWHERE: { target: 'active' },
        SIGN_OUT: { target: 'signedOut' },
      },
    },
    timedOut: {
      description: 'No interaction for the whole period: the session is signed out.',
      type: 'final',
      entry: { type: 'signOut', params: { reason: 'inactivity' } },
    },
    signedOut: {
      description: "The person chose 'Cerrar sesión' in the warning.",
      type: 'final',
      entry: { type: 'signOut', params: { reason: 'requested' } },
    },
  },
});
