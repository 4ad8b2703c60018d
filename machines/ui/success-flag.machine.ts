import { setup } from 'xstate';

export interface SuccessFlagInput {
  /** The flag a finished flow left in the navigation state ('' for none). */
  flag: string;
  /** Its text under the title, if any. */
  description?: string;
}

export interface SuccessFlagContext {
  flag: string;
  description: string;
}

export type SuccessFlagEvent = { type: 'DISMISS' };

/**
 * The success flag a page shows when a wizard sent its request and came back to it (SPEC §9): shown on
 * arrival and read once (the navigation state is forgotten, so a reload does not show it again), gone
 * five seconds later or when the person closes it.
 *
 * The "submit failed" flag of four charts (onboarding, request wizard, contract action, vacation approval:
 * a `failed` sub-state tagged `submitFailed`, left after `submitFailureFlag` (10 s) or on DISMISS_FLAG) is
 * not this machine run as a child (the charts share pieces where Studio's literal allows it). The literal would
 * allow it (`invoke: { src: 'failureFlag' }`, a named forwarding action), but each chart would then show
 * 'responde failureFlag' where its diagram, its Stately import and its model-based path tests now show
 * 'tras 10 s' and 'Cerrar'; the close would be forwarded by a `sendTo` action; and what this machine adds
 * (forgetting the landing flag of the navigation state, 5 s) does not apply to a failure. The repetition
 * is three lines per chart, each with its own SPEC text, so each chart keeps its sub-state.
 */
export const successFlagMachine = setup({
  types: {
    context: {} as SuccessFlagContext,
    events: {} as SuccessFlagEvent,
    input: {} as SuccessFlagInput,
  },
  actions: {
    /** Replaces the navigation state, so a reload of the list does not show the flag again. */
    forgetLandingFlag: () => {
      throw new Error('forgetLandingFlag not provided');
    },
  },
  guards: {
    hasFlag: ({ context }) => context.flag !== '',
  },
  delays: {
    flagClear: 5000,
  },
}).createMachine({
  id: 'successFlag',
  description: 'The flag a list shows after a sent request: five seconds, or until it is closed.',
  context: ({ input }) => ({ flag: input.flag, description: input.description ?? '' }),
  initial: 'arriving',
  states: {
    arriving: {
      always: [{ guard: 'hasFlag', target: 'shown' }, { target: 'hidden' }],
    },
    shown: {
      description: 'The flag with its close control.',
      entry: 'forgetLandingFlag',
      after: {
        flagClear: { target: 'hidden' },
      },
      on: {
        DISMISS: { target: 'hidden' },
      },
    },
    hidden: {
      type: 'final',
    },
  },
});
