import type { NewHumanResourceRequest } from '@src/domain/entities';
import type { UseCase } from '@src/domain/permissions';
import { keysOf } from '@src/domain/records';
import { autoSelectedContract } from '@src/domain/rules/contracts';
import type { Requester } from '@src/domain/rules/new-requests';
import {
  emptyWizardValues,
  type RequestKind,
  requestBody,
  validateWizard,
  type WizardContract,
  type WizardField,
  type WizardValues,
} from '@src/domain/rules/request-wizard';
import { assign, fromPromise, setup } from 'xstate';

export type {
  RequestKind,
  WizardContract,
  WizardField,
  WizardValues,
} from '@src/domain/rules/request-wizard';

export interface RequestWizardInput {
  kind: RequestKind;
  employeeId: string;
  /** The employee's contracts to choose from (a single one is chosen automatically). */
  contracts: WizardContract[];
  /** The signed-in staff member, sent as the requester. */
  requester: Requester;
  /** The instant the wizard started (ISO): validation's "today" and the request date. */
  today: string;
  /** Idempotency-Key of this submission; kept so a retry after a failure creates one request only. */
  idempotencyKey: string;
  /** The staff member's use cases (permission guards). */
  useCases: string[];
}

/** JSON-serialisable (the app persists the snapshot in sessionStorage to survive a reload). */
export interface RequestWizardContext extends RequestWizardInput {
  values: WizardValues;
  /** The first message per invalid field, recomputed on every change. */
  errors: Partial<Record<WizardField, string>>;
  /** Fields the person has changed (their messages are shown). */
  touched: WizardField[];
  requestNumber: string;
  /** The step the screen shows (1 to 3), kept under the confirmation and sent modals. */
  step: WizardStep;
  /**
   * Set when a wizard resumed on a later day was checked against the new day: that day (ISO) and the
   * fields the new day made invalid (the view says what changed); '' and [] otherwise.
   */
  resumedOn: string;
  invalidatedFields: WizardField[];
  /** How the wizard ended (set on entering `done`; the output reads it). */
  result: 'sent' | 'abandoned';
}

/** The wizard's steps: 1 unmet requirements, 2 the form, 3 the verification summary. */
export type WizardStep = 1 | 2 | 3;

export type RequestWizardEvent =
  | { type: 'CHANGE'; values: Partial<WizardValues> }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO_STEP'; step: 1 | 2 }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS_FLAG' }
  | { type: 'CLOSE_SUCCESS' }
  | { type: 'ABANDON' }
  /** The app resumed a persisted wizard on another day: validation's "today" moves to it. */
  | { type: 'TODAY_CHANGED'; today: string };

export interface RequestWizardOutput {
  result: 'sent' | 'abandoned';
  kind: RequestKind;
  requestNumber: string;
}

/** What the saveRequest actor receives: call 11's body and the submission's Idempotency-Key. */
export interface SaveRequestInput {
  request: NewHumanResourceRequest;
  idempotencyKey: string;
}

/** What call 11 answers. */
export interface SaveRequestOutput {
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
}

/**
 * The three-step request wizard (vacation enjoyment, vacation payment, certification; the kind comes
 * from the input): step 1 unmet requirements, step 2 the form (validated on every change, moving on
 * blocked while invalid), step 3 the verification summary, then confirmation, call 11 and the success
 * modal with the request number. A failed submission keeps every value and shows the error flag for
 * 10 s; the same Idempotency-Key is sent again, so a retry creates exactly one request.
 * The 10 s failure flag stays this chart's own sub-state, not the success-flag machine as a child: see
 * machines/ui/success-flag.machine.ts for why.
 */
export const requestWizardMachine = setup({
  types: {
    context: {} as RequestWizardContext,
    events: {} as RequestWizardEvent,
    input: {} as RequestWizardInput,
    output: {} as RequestWizardOutput,
    tags: {} as 'busy' | 'submitFailed',
  },
  actors: {
    saveRequest: fromPromise<SaveRequestOutput, SaveRequestInput>(async () => {
      throw new Error('saveRequest not provided');
    }),
  },
  actions: {
    markSent: assign({ result: 'sent' as const }),
    showStep: assign((_, params: { step: WizardStep }) => ({ step: params.step })),
    changeValues: assign(({ context }, params: { values: Partial<WizardValues> }) => {
      const values = { ...context.values, ...params.values };
      const changed = keysOf(params.values);
      return {
        values,
        touched: [...new Set([...context.touched, ...changed])],
        errors: validateWizard({ ...context, values }),
      };
    }),
    moveToToday: assign(({ context }, params: { today: string }) => {
      const moved = { ...context, today: params.today };
      const errors = validateWizard(moved);
      const invalidated = keysOf(errors).filter((field) => context.errors[field] === undefined);
      return {
        today: params.today,
        errors,
        // The fields the new day made invalid are shown at once (as if touched).
        touched: [...new Set([...context.touched, ...invalidated])],
        resumedOn: params.today,
        invalidatedFields: invalidated,
      };
    }),
    rememberSavedRequest: assign((_, params: { saved: SaveRequestOutput }) => ({
      requestNumber: params.saved.humanResourceRequestNumber,
    })),
    goToListWithSuccess: (_, _params: { kind: RequestKind }) => {
      throw new Error('goToListWithSuccess not provided');
    },
    goToList: () => {
      throw new Error('goToList not provided');
    },
    forgetProgress: () => {
      throw new Error('forgetProgress not provided');
    },
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateWizard(context)).length === 0,
    /** The form stays valid when "today" moves to the given day. */
    staysValidOn: ({ context }, params: { today: string }) =>
      Object.keys(validateWizard({ ...context, today: params.today })).length === 0,
    /** 'Regresar a este paso' of the summary of `step` (`chosen`: the step the event names). */
    choseStep: (_, params: { chosen: 1 | 2; step: 1 | 2 }) => params.chosen === params.step,
    /** The kind's privilege: the wizard is of `forKind` and the staff member holds `useCase`. */
    hasUseCase: ({ context }, params: { useCase: UseCase; forKind: RequestKind }) =>
      context.kind === params.forKind && context.useCases.includes(params.useCase),
  },
  delays: {
    submitFailureFlag: 10_000,
  },
}).createMachine({
  id: 'requestWizard',
  description:
    'Three steps (requirements, form, verification), confirmation, call 11, success modal with the request number; a failure keeps the values and shows the error flag for 10 s.',
  context: ({ input }) => {
    const values = { ...emptyWizardValues, contract: autoSelectedContract(input.contracts) };
    return {
      ...input,
      values,
      errors: validateWizard({ ...input, values }),
      touched: [],
      requestNumber: '',
      step: 1 as const,
      resumedOn: '',
      invalidatedFields: [],
      result: 'abandoned' as const,
    };
  },
  initial: 'requirements',
  states: {
    requirements: {
      description:
        'Step 1: unmet requirements (90 days of seniority; being up to date on obligations is informational).',
      entry: { type: 'showStep', params: { step: 1 } },
      on: {
        NEXT: { target: 'form' },
        ABANDON: { target: 'abandoned' },
        TODAY_CHANGED: {
          actions: { type: 'moveToToday', params: ({ event }) => ({ today: event.today }) },
        },
      },
    },
    form: {
      description: 'Step 2: the general information form, validated on every change.',
      entry: { type: 'showStep', params: { step: 2 } },
      on: {
        CHANGE: {
          actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) },
        },
        NEXT: { guard: 'formIsValid', target: 'verification' },
        PREVIOUS: { target: 'requirements' },
        ABANDON: { target: 'abandoned' },
        TODAY_CHANGED: {
          actions: { type: 'moveToToday', params: ({ event }) => ({ today: event.today }) },
        },
      },
    },
    verification: {
      description: "Step 3: the summary, with 'Regresar a este paso' per step.",
      entry: { type: 'showStep', params: { step: 3 } },
      initial: 'ready',
      states: {
        ready: {},
        failed: {
          description:
            "'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.' for 10 s.",
          tags: 'submitFailed',
          after: {
            submitFailureFlag: { target: 'ready' },
          },
          on: {
            DISMISS_FLAG: { target: 'ready' },
          },
        },
      },
      on: {
        PREVIOUS: { target: 'form' },
        GO_TO_STEP: [
          {
            guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 1 }) },
            target: 'requirements',
          },
          {
            guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 2 }) },
            target: 'form',
          },
        ],
        SUBMIT: [
          {
            guard: {
              type: 'hasUseCase',
              params: { forKind: 'enjoyment', useCase: 'RequestToEnjoyVacationDays' },
            },
            target: 'confirming',
          },
          {
            guard: {
              type: 'hasUseCase',
              params: { forKind: 'payment', useCase: 'RequestPaymentForVacationDays' },
            },
            target: 'confirming',
          },
          {
            guard: {
              type: 'hasUseCase',
              params: { forKind: 'certification', useCase: 'RequestCertificate' },
            },
            target: 'confirming',
          },
        ],
        ABANDON: { target: 'abandoned' },
        TODAY_CHANGED: [
          {
            guard: { type: 'staysValidOn', params: ({ event }) => ({ today: event.today }) },
            actions: { type: 'moveToToday', params: ({ event }) => ({ today: event.today }) },
          },
          {
            description: 'The new day made a value invalid: back to the form to correct it.',
            target: 'form',
            actions: { type: 'moveToToday', params: ({ event }) => ({ today: event.today }) },
          },
        ],
      },
    },
    confirming: {
      description: 'The confirmation modal.',
      on: {
        CONFIRM: { target: 'submitting' },
        CANCEL: { target: 'verification' },
        TODAY_CHANGED: [
          {
            guard: { type: 'staysValidOn', params: ({ event }) => ({ today: event.today }) },
            actions: { type: 'moveToToday', params: ({ event }) => ({ today: event.today }) },
          },
          {
            target: 'form',
            actions: { type: 'moveToToday', params: ({ event }) => ({ today: event.today }) },
          },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'saveRequest',
        src: 'saveRequest',
        input: ({ context }) => ({ request: requestBody(context), idempotencyKey: context.idempotencyKey }),
        onDone: {
          target: 'sent',
          actions: { type: 'rememberSavedRequest', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: { target: 'verification.failed' },
      },
    },
    sent: {
      description: 'The success modal with the request number.',
      entry: 'forgetProgress',
      on: {
        CLOSE_SUCCESS: { target: 'done' },
      },
    },
    done: {
      type: 'final',
      entry: ['markSent', { type: 'goToListWithSuccess', params: ({ context }) => ({ kind: context.kind }) }],
    },
    abandoned: {
      type: 'final',
      entry: ['forgetProgress', 'goToList'],
    },
  },
  output: ({ context }) => ({
    // Set on entering `done` (a saved request may come back with an empty number).
    result: context.result,
    kind: context.kind,
    requestNumber: context.requestNumber,
  }),
});
