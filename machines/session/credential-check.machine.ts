import type { SelectableClient } from '@src/domain/entities';
import { assign, fromPromise, setup } from 'xstate';

/** A business unit as the user selects it ({ id, name, sigla, logo }; call 6 mapped by src/domain). */

export interface CredentialCheckInput {
  /** The signed-in user's account (route login/{user_id}/checking-credentials); absent when nobody is signed in. */
  userId?: string;
  /** Deployment flag: use the built-in sample units instead of call 6. */
  useSampleUnits: boolean;
}

/** 1006: the business-units result was empty; 1008: the business-units fetch failed (SPEC §4, §8). */
type UnitsErrorCode = 1006 | 1008;

export interface CredentialCheckContext {
  userId: string | undefined;
  useSampleUnits: boolean;
  units: SelectableClient[];
  unitsErrorCode: UnitsErrorCode | undefined;
  /** How the check ended and the error page's code (set on entering a final state; the output reads it). */
  ending: { result: CredentialCheckResult; errorCode?: 1003 | 1008 };
}

export type CredentialCheckResult = 'userMissing' | 'fetchFailed' | 'noUnits' | 'oneUnit' | 'severalUnits';

export interface CredentialCheckOutput {
  result: CredentialCheckResult;
  units: SelectableClient[];
  /** The unit chosen automatically when there is exactly one. */
  selectedUnit: SelectableClient | undefined;
  /** The code of the error page the flow ends on (1003 no units, 1008 fetch failure). */
  errorCode: 1003 | 1008 | undefined;
  /** The business-units flag of SPEC §4 (1006 empty result, 1008 failure). */
  unitsErrorCode: UnitsErrorCode | undefined;
}

/**
 * login/{user_id}/checking-credentials: fetches the user's business units (call 6, or the built-in
 * sample units under the deployment flag), waits one second once fetching ends, then routes.
 * A fetch failure ends on the error page with code 1008 (the catalogue explains it), not on
 * login/error/not-available, which is kept for a missing user.
 */
export const credentialCheckMachine = setup({
  types: {
    context: {} as CredentialCheckContext,
    input: {} as CredentialCheckInput,
    output: {} as CredentialCheckOutput,
    tags: 'busy',
  },
  actors: {
    fetchBusinessUnits: fromPromise<SelectableClient[], { userId: string }>(async () => {
      throw new Error('fetchBusinessUnits not provided');
    }),
    loadSampleUnits: fromPromise<SelectableClient[], { userId: string }>(async () => {
      throw new Error('loadSampleUnits not provided');
    }),
  },
  actions: {
    recordEnding: assign((_, params: { result: CredentialCheckResult; errorCode?: 1003 | 1008 }) => ({
      ending: params,
    })),
    rememberUnits: assign((_, params: { units: SelectableClient[] }) => ({
      units: params.units,
      unitsErrorCode: params.units.length === 0 ? (1006 as const) : undefined,
    })),
    rememberFetchFailure: assign({ unitsErrorCode: 1008 as const }),
    selectUnit: (_, _params: { unit: SelectableClient | undefined }) => {
      throw new Error('selectUnit not provided');
    },
    signOutToErrorPage: (_, _params: { code: number }) => {
      throw new Error('signOutToErrorPage not provided');
    },
    goToErrorPage: (_, _params: { code: number }) => {
      throw new Error('goToErrorPage not provided');
    },
    goToNotAvailable: () => {
      throw new Error('goToNotAvailable not provided');
    },
    goToLoadingApp: () => {
      throw new Error('goToLoadingApp not provided');
    },
    goToClients: (_, _params: { userId: string }) => {
      throw new Error('goToClients not provided');
    },
  },
  guards: {
    hasNoUser: ({ context }) => !context.userId,
    usesSampleUnits: ({ context }) => context.useSampleUnits,
    fetchFailed: ({ context }) => context.unitsErrorCode === 1008,
    hasUnitCount: ({ context }, params: { count: number }) => context.units.length === params.count,
  },
  delays: {
    credentialCheck: 1000,
  },
}).createMachine({
  id: 'credentialCheck',
  description:
    'Validando credenciales: business units of the signed-in user, then the next login screen. A fetch failure ends on the error page with code 1008 (its catalogue text explains it); login/error/not-available is kept for a missing user.',
  context: ({ input }) => ({
    userId: input.userId,
    useSampleUnits: input.useSampleUnits,
    units: [],
    unitsErrorCode: undefined,
    ending: { result: 'userMissing' as const },
  }),
  initial: 'starting',
  states: {
    starting: {
      tags: 'busy',
      always: [
        { guard: 'hasNoUser', target: 'settling' },
        { guard: 'usesSampleUnits', target: 'loadingSampleUnits' },
        { target: 'fetchingUnits' },
      ],
    },
    fetchingUnits: {
      tags: 'busy',
      invoke: {
        id: 'fetchBusinessUnits',
        src: 'fetchBusinessUnits',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: {
          target: 'settling',
          actions: { type: 'rememberUnits', params: ({ event }) => ({ units: event.output }) },
        },
        onError: {
          target: 'settling',
          actions: 'rememberFetchFailure',
        },
      },
    },
    loadingSampleUnits: {
      tags: 'busy',
      invoke: {
        id: 'loadSampleUnits',
        src: 'loadSampleUnits',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: {
          target: 'settling',
          actions: { type: 'rememberUnits', params: ({ event }) => ({ units: event.output }) },
        },
        onError: {
          target: 'settling',
          actions: 'rememberFetchFailure',
        },
      },
    },
    settling: {
      description: 'One second once fetching ends, still showing the spinner.',
      tags: 'busy',
      after: {
        credentialCheck: [
          { guard: 'hasNoUser', target: 'userMissing' },
          { guard: 'fetchFailed', target: 'fetchFailed' },
          { guard: { type: 'hasUnitCount', params: { count: 0 } }, target: 'noUnits' },
          { guard: { type: 'hasUnitCount', params: { count: 1 } }, target: 'oneUnit' },
          { target: 'severalUnits' },
        ],
      },
    },
    userMissing: {
      type: 'final',
      entry: [{ type: 'recordEnding', params: { result: 'userMissing' } }, 'goToNotAvailable'],
    },
    fetchFailed: {
      type: 'final',
      entry: [
        { type: 'recordEnding', params: { result: 'fetchFailed', errorCode: 1008 } },
        { type: 'goToErrorPage', params: { code: 1008 } },
      ],
    },
    noUnits: {
      type: 'final',
      entry: [
        { type: 'recordEnding', params: { result: 'noUnits', errorCode: 1003 } },
        { type: 'signOutToErrorPage', params: { code: 1003 } },
      ],
    },
    oneUnit: {
      type: 'final',
      entry: [
        { type: 'recordEnding', params: { result: 'oneUnit' } },
        { type: 'selectUnit', params: ({ context }) => ({ unit: context.units[0] }) },
        'goToLoadingApp',
      ],
    },
    severalUnits: {
      type: 'final',
      entry: [
        { type: 'recordEnding', params: { result: 'severalUnits' } },
        { type: 'goToClients', params: ({ context }) => ({ userId: context.userId ?? '' }) },
      ],
    },
  },
  output: ({ context }) => ({
    result: context.ending.result,
    units: context.units,
    selectedUnit: context.ending.result === 'oneUnit' ? context.units[0] : undefined,
    errorCode: context.ending.errorCode,
    unitsErrorCode: context.unitsErrorCode,
  }),
});
