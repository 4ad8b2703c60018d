import type { BusinessManager, PortalData, PortalOption } from '@src/domain/entities';
import { errorCodes } from '@src/domain/errors';
import { hasOperator, isPortalCodeWellFormed } from '@src/domain/rules/portal';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

export interface PortalInput {
  /**
   * The `portal` query parameter of the current address or of the remembered initial route: '' when
   * present but empty (error 1000), undefined when absent (the stored code is used).
   */
  portalCodeFromUrl?: string | undefined;
  /** A business unit already selected (saved state), whose options are loaded once the portal is known. */
  businessUnit?: string | undefined;
}

/** The error page codes this flow can end on (SPEC §8). */
export type PortalErrorCode = 500 | 1000 | 1001 | 1002 | 1005 | 1006 | 1007;

export interface PortalContext {
  portalCode: string | undefined;
  /** Whether the code came from the address (an unknown one is 1000) or from storage (1001). */
  codeFromUrl: boolean;
  businessUnit: string | undefined;
  portal: PortalData | undefined;
  businessManager: BusinessManager | undefined;
  options: PortalOption[];
  errorCode: PortalErrorCode | undefined;
}

export type PortalEvent = { type: 'UNIT_SELECTED'; businessUnit: string };

export interface PortalOutput {
  errorCode: PortalErrorCode | undefined;
}

/** What a toast of this flow says, as a code: the adapter gives it its text (a failed call's with its error). */
export type PortalNotice =
  | 'portalFailed'
  | 'businessManagerMissing'
  | 'businessManagerFailed'
  | 'optionsFailed';

/** A toast of this flow: its code and, for a failed call, the error (whose final text the toast shows). */
export interface PortalToast {
  notice: PortalNotice;
  error?: unknown;
}

/**
 * The portal (SPEC §1, §7 calls 1–3, §8): the portal code from the address (empty, malformed or
 * unknown → 1000) or the stored encrypted code (none or unknown → 1001); call 1 (first item; on
 * success the code is stored encrypted; a portal without operator → 1002; failure → 500 with the
 * toast); call 2 (empty → 1006, failure → 1007, each with a toast); then, once a business unit is
 * selected, call 3 (empty → 1005, failure → 500). Every error code opens the error page.
 */
export const portalMachine = setup({
  types: {
    context: {} as PortalContext,
    input: {} as PortalInput,
    events: {} as PortalEvent,
    output: {} as PortalOutput,
    tags: {} as 'busy' | 'portalKnown' | 'ready',
  },
  actors: {
    readStoredCode: fromPromise<string | undefined, void>(async () => {
      throw new Error('readStoredCode not provided');
    }),
    fetchPortal: fromPromise<PortalData | undefined, { portalCode: string }>(async () => {
      throw new Error('fetchPortal not provided');
    }),
    fetchBusinessManager: fromPromise<BusinessManager | undefined, { businessManagerId: string }>(
      async () => {
        throw new Error('fetchBusinessManager not provided');
      },
    ),
    fetchOptions: fromPromise<PortalOption[], { portalCode: string; businessUnit: string }>(async () => {
      throw new Error('fetchOptions not provided');
    }),
  },
  actions: {
    rememberCode: assign((_, params: { portalCode: string | undefined }) => ({
      portalCode: params.portalCode || undefined,
    })),
    // Calls 1 and 2 answer nothing for an unknown id; these run once a guard found their output present.
    rememberPortal: assign((_, params: { portal: PortalData | undefined }) => ({ portal: params.portal })),
    rememberBusinessManager: assign((_, params: { businessManager: BusinessManager | undefined }) => ({
      businessManager: params.businessManager,
    })),
    rememberUnit: assign((_, params: { businessUnit: string }) => ({ businessUnit: params.businessUnit })),
    rememberOptions: assign((_, params: { options: PortalOption[] }) => ({ options: params.options })),
    rememberError: assign((_, params: { code: PortalErrorCode }) => ({ errorCode: params.code })),
    storeCode: (_, _params: { portalCode: string }) => {
      throw new Error('storeCode not provided');
    },
    showToast: (_, _params: PortalToast) => {
      throw new Error('showToast not provided');
    },
    goToErrorPage: (_, _params: { code: number }) => {
      throw new Error('goToErrorPage not provided');
    },
  },
  guards: {
    hasCode: ({ context }) => Boolean(context.portalCode),
    hasMalformedUrlCode: ({ context }) => context.codeFromUrl && !isPortalCodeWellFormed(context.portalCode),
    codeCameFromUrl: ({ context }) => context.codeFromUrl,
    portalHasOperator: (_, params: { portal: PortalData | undefined }) => hasOperator(params.portal),
    hasUnit: ({ context }) => Boolean(context.businessUnit),
    isPresent: (_, params: { value: unknown }) => params.value !== undefined && params.value !== null,
    isEmptyList: (_, params: { list: readonly unknown[] }) => params.list.length === 0,
  },
}).createMachine({
  id: 'portal',
  description:
    'Portal code, portal data (call 1), operator (call 2) and, per selected business unit, the portal options (call 3) that build the navigation and the home cards.',
  context: ({ input }) => ({
    portalCode: input.portalCodeFromUrl,
    codeFromUrl: input.portalCodeFromUrl !== undefined,
    businessUnit: input.businessUnit || undefined,
    portal: undefined,
    businessManager: undefined,
    options: [],
    errorCode: undefined,
  }),
  initial: 'choosingCode',
  states: {
    choosingCode: {
      tags: 'busy',
      always: [
        {
          guard: 'hasMalformedUrlCode',
          target: 'failed',
          actions: { type: 'rememberError', params: { code: 1000 } },
        },
        { guard: 'hasCode', target: 'fetchingPortal' },
        { target: 'readingStoredCode' },
      ],
    },
    readingStoredCode: {
      description: 'No `portal` parameter: the code stored encrypted on an earlier visit.',
      tags: 'busy',
      invoke: {
        id: 'readStoredCode',
        src: 'readStoredCode',
        onDone: [
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ value: event.output || undefined }) },
            target: 'fetchingPortal',
            actions: { type: 'rememberCode', params: ({ event }) => ({ portalCode: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'rememberError', params: { code: 1001 } },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: { code: 1001 } },
        },
      },
    },
    fetchingPortal: {
      description: 'Call 1: the first portal of the public code.',
      tags: 'busy',
      invoke: {
        id: 'fetchPortal',
        src: 'fetchPortal',
        input: ({ context }) => ({ portalCode: context.portalCode ?? '' }),
        onDone: [
          {
            guard: { type: 'portalHasOperator', params: ({ event }) => ({ portal: event.output }) },
            target: 'fetchingBusinessManager',
            actions: [
              {
                type: 'rememberPortal',
                params: ({ event }) => ({ portal: event.output }),
              },
              { type: 'storeCode', params: ({ context }) => ({ portalCode: context.portalCode ?? '' }) },
            ],
          },
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ value: event.output }) },
            target: 'failed',
            actions: { type: 'rememberError', params: { code: 1002 } },
          },
          {
            guard: 'codeCameFromUrl',
            target: 'failed',
            actions: { type: 'rememberError', params: { code: 1000 } },
          },
          {
            target: 'failed',
            actions: { type: 'rememberError', params: { code: 1001 } },
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: { code: 500 } },
            {
              type: 'showToast',
              params: ({ event }) => ({ notice: 'portalFailed', error: event.error }),
            },
          ],
        },
      },
    },
    fetchingBusinessManager: {
      description: 'Call 2: the operator of the portal.',
      tags: ['busy', 'portalKnown'],
      invoke: {
        id: 'fetchBusinessManager',
        src: 'fetchBusinessManager',
        input: ({ context }) => ({ businessManagerId: context.portal?.businessManagerId ?? '' }),
        onDone: [
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ value: event.output }) },
            target: 'waitingForUnit',
            actions: {
              type: 'rememberBusinessManager',
              params: ({ event }) => ({ businessManager: event.output }),
            },
          },
          {
            target: 'failed',
            actions: [
              { type: 'rememberError', params: { code: 1006 } },
              {
                type: 'showToast',
                params: { notice: 'businessManagerMissing' },
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: { code: 1007 } },
            {
              type: 'showToast',
              params: ({ event }) => ({ notice: 'businessManagerFailed', error: event.error }),
            },
          ],
        },
      },
      on: {
        UNIT_SELECTED: {
          description: 'A unit chosen while the operator loads is kept for the options.',
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    waitingForUnit: {
      description: 'The portal is known; the options wait for the business unit the person works with.',
      tags: 'portalKnown',
      always: { guard: 'hasUnit', target: 'fetchingOptions' },
      on: {
        UNIT_SELECTED: {
          target: 'fetchingOptions',
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    fetchingOptions: {
      description: 'Call 3: the options of the portal for the selected business unit.',
      tags: ['busy', 'portalKnown'],
      invoke: {
        id: 'fetchOptions',
        src: 'fetchOptions',
        input: ({ context }) => ({
          portalCode: context.portal?.publicCode || context.portalCode || '',
          businessUnit: context.businessUnit ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isEmptyList', params: ({ event }) => ({ list: event.output }) },
            target: 'failed',
            actions: { type: 'rememberError', params: { code: 1005 } },
          },
          {
            target: 'ready',
            actions: { type: 'rememberOptions', params: ({ event }) => ({ options: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: { code: 500 } },
            {
              type: 'showToast',
              params: ({ event }) => ({ notice: 'optionsFailed', error: event.error }),
            },
          ],
        },
      },
      on: {
        UNIT_SELECTED: {
          target: 'fetchingOptions',
          reenter: true,
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    ready: {
      description: 'Portal, operator and options known: navigation and home cards can be built.',
      tags: ['portalKnown', 'ready'],
      on: {
        UNIT_SELECTED: {
          target: 'fetchingOptions',
          actions: { type: 'rememberUnit', params: ({ event }) => ({ businessUnit: event.businessUnit }) },
        },
      },
    },
    failed: {
      description: 'The error page with the code (REQ-PORTAL-03).',
      type: 'final',
      entry: {
        type: 'goToErrorPage',
        params: ({ context }) => ({ code: context.errorCode ?? errorCodes.serverError }),
      },
    },
  },
  output: ({ context }) => ({ errorCode: context.errorCode }),
});

type PortalSnapshot = SnapshotFrom<typeof portalMachine>;

/**
 * What the session reads of the running portal (app-session.tsx, the approval page's brand): the options
 * of the selected unit, the portal's public code once the portal is known, and its operator. The path
 * tests read it the same way and compare it with what they state by hand (`reads`).
 */
export const portalReads = {
  options: (snapshot: PortalSnapshot): PortalOption[] => snapshot.context.options,
  portalCode: (snapshot: PortalSnapshot): string | undefined =>
    snapshot.hasTag('portalKnown')
      ? snapshot.context.portal?.publicCode || snapshot.context.portalCode
      : undefined,
  businessManager: (snapshot: PortalSnapshot): BusinessManager | undefined =>
    snapshot.context.businessManager,
};
