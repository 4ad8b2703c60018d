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
