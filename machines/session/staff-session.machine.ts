import type { StaffUser } from '@src/domain/entities';
import { errorCodes } from '@src/domain/errors';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

export interface StaffSessionInput {
  /** The token's identification_document_number claim (call 4). */
  documentNumber: string;
  /** The signed-in user's account, sent as X-User-Name (call 5). */
  userAccount: string;
  /** A business unit already selected (saved state). */
  businessUnit?: string | undefined;
}

export type StaffSessionErrorCode = 500 | 1004;

export interface StaffSessionContext {
  documentNumber: string;
  userAccount: string;
  businessUnit: string | undefined;
  staffUser: StaffUser | undefined;
  useCases: string[];
  errorCode: StaffSessionErrorCode | undefined;
}

export type StaffSessionEvent = { type: 'UNIT_SELECTED'; businessUnit: string };

export interface StaffSessionOutput {
  errorCode: StaffSessionErrorCode | undefined;
}

/** A notification of this flow: which call failed (the adapter gives it its text) and the error. */
export interface StaffSessionNotice {
  notice: 'staffUserFailed' | 'useCasesFailed';
  error: unknown;
}

/**
 * The staff session (SPEC §3, §7 calls 4–5, §8): the staff user of the signed-in person (call 4; none
 * → 1004) and, for the selected business unit, the use cases (call 5 with X-User-Name). A failure of
 * either call → 500 with a notification. Both are written to the app-wide saved state.
 */
export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    input: {} as StaffSessionInput,
    events: {} as StaffSessionEvent,
    output: {} as StaffSessionOutput,
    tags: {} as 'busy' | 'staffKnown' | 'ready',
  },
  actors: {
    fetchStaffUser: fromPromise<StaffUser | undefined, { documentNumber: string }>(async () => {
      throw new Error('fetchStaffUser not provided');
    }),
    fetchUseCases: fromPromise<
      string[],
      { businessManagerCode: string; businessUnitCode: string; userName: string }
    >(async () => {
      throw new Error('fetchUseCases not provided');
    }),
  },
  actions: {
    // The output of call 4, present once `isPresent` let the transition through (typed as the actor's).
    rememberStaffUser: assign((_, params: { staffUser: StaffUser | undefined }) => ({
      staffUser: params.staffUser,
    })),
    rememberUseCases: assign((_, params: { useCases: string[] }) => ({ useCases: params.useCases })),
    rememberUnit: assign((_, params: { businessUnit: string }) => ({ businessUnit: params.businessUnit })),
    rememberError: assign((_, params: { code: StaffSessionErrorCode }) => ({ errorCode: params.code })),
    saveStaffUser: (_, _params: { staffUser: StaffUser | undefined }) => {
      throw new Error('saveStaffUser not provided');
    },
    saveUseCases: (_, _params: { useCases: string[] }) => {
      throw new Error('saveUseCases not provided');
    },
    notify: (_, _params: StaffSessionNotice) => {
      throw new Error('notify not provided');
    },
    goToErrorPage: (_, _params: { code: number }) => {
      throw new Error('goToErrorPage not provided');
    },
  },
  guards: {
    hasUnit: ({ context }) => Boolean(context.businessUnit),
    isPresent: (_, params: { value: unknown }) => params.value !== undefined && params.value !== null,
  },
}).createMachine({
  id: 'staffSession',
  description:
    'The staff member behind the signed-in account (call 4) and their use cases in the selected business unit (call 5), kept in the saved state.',
  context: ({ input }) => ({
    documentNumber: input.documentNumber,
    userAccount: input.userAccount,
    businessUnit: input.businessUnit || undefined,
    staffUser: undefined,
    useCases: [],
    errorCode: undefined,
  }),
  initial: 'loadingStaffUser',
  states: {
    loadingStaffUser: {
      description: 'Call 4 by the document number of the token.',
      tags: 'busy',
      invoke: {
        id: 'fetchStaffUser',
        src: 'fetchStaffUser',
        input: ({ context }) => ({ documentNumber: context.documentNumber }),
        onDone: [
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ value: event.output }) },
            target: 'waitingForUnit',
            actions: [
              {
                type: 'rememberStaffUser',
                params: ({ event }) => ({ staffUser: event.output }),
              },
              { type: 'saveStaffUser', params: ({ event }) => ({ staffUser: event.output }) },
            ],
          },
          { target: 'failed', actions: { type: 'rememberError', params: { code: 1004 } } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: { code: 500 } },
            {
              type: 'notify',
              params: ({ event }) => ({ notice: 'staffUserFailed', error: event.error }),
            },
          ],
        },
      },
      on: {
        UNIT_SELECTED: {
          description: 'A unit chosen while the staff user loads is kept for the use cases.',
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    waitingForUnit: {
      description: 'The staff user is known; the use cases wait for the selected business unit.',
      tags: 'staffKnown',
      always: { guard: 'hasUnit', target: 'loadingUseCases' },
      on: {
        UNIT_SELECTED: {
          target: 'loadingUseCases',
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    loadingUseCases: {
      description: 'Call 5 for the staff member in the selected unit, with X-User-Name.',
      tags: ['busy', 'staffKnown'],
      invoke: {
        id: 'fetchUseCases',
        src: 'fetchUseCases',
        input: ({ context }) => ({
          businessManagerCode: context.staffUser?.businessManagerCode ?? '',
          businessUnitCode: context.businessUnit ?? '',
          userName: context.userAccount,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'rememberUseCases', params: ({ event }) => ({ useCases: event.output }) },
            { type: 'saveUseCases', params: ({ event }) => ({ useCases: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: { code: 500 } },
            {
              type: 'notify',
              params: ({ event }) => ({ notice: 'useCasesFailed', error: event.error }),
            },
          ],
        },
      },
      on: {
        UNIT_SELECTED: {
          target: 'loadingUseCases',
          reenter: true,
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    ready: {
      description: 'Staff user and use cases known: guards and actions can check privileges.',
      tags: ['staffKnown', 'ready'],
      on: {
        UNIT_SELECTED: {
          target: 'loadingUseCases',
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    failed: {
      description: 'The error page with the code (1004 not a staff member, 500 a failed call).',
      type: 'final',
      entry: {
        type: 'goToErrorPage',
        params: ({ context }) => ({ code: context.errorCode ?? errorCodes.serverError }),
      },
    },
  },
  output: ({ context }) => ({ errorCode: context.errorCode }),
});

type StaffSessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

/**
 * What the session reads of the running staff session (app-session.tsx): the staff member, and their use
 * cases once loaded for the selected unit (until then the saved ones stand). The path tests read it the
 * same way and compare it with what they state by hand (`reads`).
 */
export const staffSessionReads = {
  staffUser: (snapshot: StaffSessionSnapshot): StaffUser | undefined => snapshot.context.staffUser,
  useCases: (snapshot: StaffSessionSnapshot): string[] | undefined =>
    snapshot.hasTag('ready') ? snapshot.context.useCases : undefined,
};
