import { assign, fromPromise, setup } from 'xstate';
import type { NewHumanResourceRequest } from '../../src/domain/entities';
import { bogotaDay, calendarDayOf } from '../../src/domain/format';
import {
  newCertificationRequest,
  newEnjoymentRequest,
  newPaymentRequest,
  type Requester,
} from '../../src/domain/rules/new-requests';
import {
  certificationFormSchema,
  checkForm,
  enjoymentFormSchema,
  paymentFormSchema,
  validationMessages,
} from '../../src/domain/validation';

/** The three kinds of request the wizard creates. */
export type RequestKind = 'enjoyment' | 'payment' | 'certification';

/** A contract the request can be made for (the fields call 11's body carries, plus its start date). */
export interface WizardContract {
  contractId: string;
  contractNumber: string;
  businessName: string;
  contractType: string;
  startDate: string;
}

/** Every field of the three forms, as typed (text); a kind uses only its own fields. */
export interface WizardValues {
  contract: string;
  daysOff: string;
  startDateEnyoment: string;
  daysToPay: string;
  certificationType: string;
  addressee: string;
  observations: string;
}
export type WizardField = keyof WizardValues;

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
  /**
   * Set when a wizard resumed on a later day was checked against the new day: that day (ISO) and the
   * fields the new day made invalid (the view says what changed); '' and [] otherwise.
   */
  resumedOn: string;
  invalidatedFields: WizardField[];
}

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

/** Minimum seniority (days since the contract's start) for a vacation request. */
export const minimumSeniorityDays = 90;

const emptyValues: WizardValues = {
  contract: '',
  daysOff: '',
  startDateEnyoment: '',
  daysToPay: '',
  certificationType: '',
  addressee: '',
  observations: '',
};

/** Days from the contract's start to `today` (calendar days in Colombia); undefined without a start date. */
export function seniorityDays(startDate: string, today: string): number | undefined {
  const start = calendarDayOf(startDate);
  const now =
    calendarDayOf(today) ?? (Number.isNaN(Date.parse(today)) ? undefined : bogotaDay(new Date(today)));
  if (start === undefined || now === undefined) return undefined;
  return Math.floor((Date.parse(`${now}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** The contracts (of the chosen one, else all) that lack the minimum seniority; vacations only. */
export function contractsLackingSeniority(context: RequestWizardContext): WizardContract[] {
  if (context.kind === 'certification') return [];
  const chosen = context.contracts.filter((contract) => contract.contractId === context.values.contract);
  const considered = chosen.length > 0 ? chosen : context.contracts;
  return considered.filter((contract) => {
    const days = seniorityDays(contract.startDate, context.today);
    return days === undefined || days < minimumSeniorityDays;
  });
}

/** Validates the kind's form over the values; the first message per field. */
export function validateWizard(
  context: Pick<RequestWizardContext, 'kind' | 'values' | 'today' | 'contracts'>,
) {
  const { values } = context;
  const base =
    context.kind === 'enjoyment'
      ? checkForm(enjoymentFormSchema(new Date(context.today)), {
          contract: values.contract,
          daysOff: values.daysOff,
          startDateEnyoment: values.startDateEnyoment,
          observations: values.observations,
        })
      : context.kind === 'payment'
        ? checkForm(paymentFormSchema, {
            contract: values.contract,
            daysToPay: values.daysToPay,
            observations: values.observations,
          })
        : checkForm(certificationFormSchema, {
            contract: values.contract === '' ? undefined : values.contract,
            certificationType: values.certificationType,
            addressee: values.addressee,
            observations: values.observations,
          });
  const errors = { ...base.errors } as Partial<Record<WizardField, string>>;
  // A vacation request names one of the employee's valid contracts; a certification may name none
  // (SPEC §5: its contract is optional), but a named one must be listed.
  const listed = context.contracts.some((contract) => contract.contractId === values.contract);
  const optional = context.kind === 'certification' && values.contract === '';
  if (!listed && !optional) {
    errors.contract = errors.contract ?? validationMessages.required;
  }
  return errors;
}

/** Call 11's body for the wizard's kind and values. */
export function requestBody(context: RequestWizardContext): NewHumanResourceRequest {
  const contract = context.contracts.find((item) => item.contractId === context.values.contract) ?? {
    contractId: context.values.contract,
    contractNumber: '',
    businessName: '',
    contractType: '',
  };
  const common = {
    employeeId: context.employeeId,
    contract,
    requester: context.requester,
    now: new Date(context.today),
  };
  const observations = context.values.observations.trim();
  if (context.kind === 'enjoyment') {
    return newEnjoymentRequest({
      ...common,
      daysOff: Number(context.values.daysOff),
      startDateEnyoment: calendarDayOf(context.values.startDateEnyoment) ?? context.values.startDateEnyoment,
      observations,
    });
  }
  if (context.kind === 'payment') {
    return newPaymentRequest({ ...common, daysToPay: Number(context.values.daysToPay), observations });
  }
  return newCertificationRequest({
    ...common,
    certificationType: context.values.certificationType,
    addressee: context.values.addressee.trim(),
    observations,
  });
}

/**
 * The three-step request wizard (vacation enjoyment, vacation payment, certification; the kind comes
 * from the input): step 1 unmet requirements, step 2 the form (validated on every change, moving on
 * blocked while invalid), step 3 the verification summary, then confirmation, call 11 and the success
 * modal with the request number. A failed submission keeps every value and shows the error flag for
 * 10 s; the same Idempotency-Key is sent again, so a retry creates exactly one request.
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
    changeValues: assign(({ context }, params: { values: Partial<WizardValues> }) => {
      const values = { ...context.values, ...params.values };
      const changed = Object.keys(params.values) as WizardField[];
      return {
        values,
        touched: [...new Set([...context.touched, ...changed])],
        errors: validateWizard({ ...context, values }),
      };
    }),
    moveToToday: assign(({ context }, params: { today: string }) => {
      const moved = { ...context, today: params.today };
      const errors = validateWizard(moved);
      const invalidated = (Object.keys(errors) as WizardField[]).filter(
        (field) => context.errors[field] === undefined,
      );
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
    choseStep: ({ event }, params: { step: 1 | 2 }) =>
      event.type === 'GO_TO_STEP' && event.step === params.step,
    /** The kind's privilege: the wizard is of `forKind` and the staff member holds `useCase`. */
    hasUseCase: ({ context }, params: { useCase: string; forKind: RequestKind }) =>
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
    const single = input.contracts.length === 1 ? (input.contracts[0]?.contractId ?? '') : '';
    const values = { ...emptyValues, contract: single };
    return {
      ...input,
      values,
      errors: validateWizard({ ...input, values }),
      touched: [],
      requestNumber: '',
      resumedOn: '',
      invalidatedFields: [],
    };
  },
  initial: 'requirements',
  states: {
    requirements: {
      description:
        'Step 1: unmet requirements (90 days of seniority; being up to date on obligations is informational).',
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
          { guard: { type: 'choseStep', params: { step: 1 } }, target: 'requirements' },
          { guard: { type: 'choseStep', params: { step: 2 } }, target: 'form' },
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
      output: { result: 'sent' },
      entry: { type: 'goToListWithSuccess', params: ({ context }) => ({ kind: context.kind }) },
    },
    abandoned: {
      type: 'final',
      output: { result: 'abandoned' },
      entry: ['forgetProgress', 'goToList'],
    },
  },
  output: ({ context, event }) => ({
    // The final state reached says how it ended (a saved request may come back with an empty number).
    result: (event as { output?: { result?: 'sent' | 'abandoned' } }).output?.result ?? 'abandoned',
    kind: context.kind,
    requestNumber: context.requestNumber,
  }),
});
