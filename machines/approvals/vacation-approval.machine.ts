import { type HumanResourceRequest, type LastChange, requestConflictOf } from '@src/domain/entities';
import {
  type ApprovalAnswer,
  type ApprovalChoice,
  type ApprovalField,
  type ApprovalKind,
  type ApprovalValues,
  answerRefusal,
  approvalAnswer,
  approvalErrors,
  approvalKindOfRequest,
  isRequestOfNumber,
  mayAnswerRequest,
} from '@src/domain/rules/approval';
import { assign, fromPromise, setup } from 'xstate';

export interface VacationApprovalInput {
  /** The request number of the address's `code` ('' when it has none). */
  requestNumber: string;
  /** The address's `type` read as a kind (payment by default); the loaded request's own type replaces it. */
  kind: ApprovalKind;
  /** The staff member's use cases (permission guard). */
  useCases: string[];
  /** Idempotency-Key of this answer; kept so a retry after a failure answers once. */
  idempotencyKey: string;
}

/** The employee the request is for, as the screen shows them. */
export interface ApprovalEmployee {
  employeeId: string;
  /** Names and surnames ('' when the employee could not be found). */
  name: string;
  identificationDocumentNumber: string;
}

/** What the loadApproval actor answers: the request of the number (undefined when none) and its employee. */
export interface LoadedApproval {
  request: HumanResourceRequest | undefined;
  employee: ApprovalEmployee | undefined;
}

export interface LoadApprovalInput {
  requestNumber: string;
}

/** What the sendAnswer actor receives: call 14's request id, the answer and the Idempotency-Key. */
export interface SendAnswerInput {
  requestId: string;
  /** The version of the request shown (If-Match). */
  version: number;
  answer: ApprovalAnswer;
  idempotencyKey: string;
}

export interface VacationApprovalContext extends VacationApprovalInput {
  request: HumanResourceRequest | undefined;
  employee: ApprovalEmployee | undefined;
  values: ApprovalValues;
  /** The first message per invalid field, recomputed on every change (SPEC §5). */
  errors: Partial<Record<ApprovalField, string>>;
  /** The person has changed the form: its messages are shown. */
  dirty: boolean;
  /** The answer the services accepted ('' until then). */
  answered: ApprovalChoice | '';
  /** Who changed the request since it was shown (call 14 answered 412), else undefined. */
  changedBy: LastChange | undefined;
}

export type VacationApprovalEvent =
  | { type: 'CHANGE'; values: Partial<ApprovalValues> }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_FLAG' }
  | { type: 'CLOSE' }
  /** 'Entendido' on the notice that someone else changed the request. */
  | { type: 'DISMISS_CHANGE' }
  /** Escape: refused, visibly, while the answer is being sent. */
  | { type: 'LEAVE' };

export interface VacationApprovalOutput {
  answered: ApprovalChoice | '';
  requestNumber: string;
}

const emptyValues: ApprovalValues = { approval: '', observation: '' };

/**
 * /approvals/vacation-approval: loads the request of the address's `code` (call 10 by number) and its
 * employee (call 8); an unknown number (only the request of exactly that number is kept), another type
 * of request, a canceled request or a request already answered gets a clear message, a failed load its error and Reintentar. The form (Aprobar / Rechazar, Observaciones)
 * is validated on every change (SPEC §5); Enviar needs a valid answer and ApproveVacationRequest. Call 14
 * answers; then the 'Respuesta enviada' modal, then closed. A failed answer keeps the form and shows the
 * error flag for 10 s; the same Idempotency-Key is sent again.
 * The 10 s failure flag stays this chart's own sub-state, not the success-flag machine as a child: see
 * machines/ui/success-flag.machine.ts for why.
 */
export const vacationApprovalMachine = setup({
  types: {
    context: {} as VacationApprovalContext,
    events: {} as VacationApprovalEvent,
    input: {} as VacationApprovalInput,
    output: {} as VacationApprovalOutput,
    tags: {} as 'busy' | 'submitFailed',
  },
  actors: {
    loadApproval: fromPromise<LoadedApproval, LoadApprovalInput>(async () => {
      throw new Error('loadApproval not provided');
    }),
    sendAnswer: fromPromise<HumanResourceRequest, SendAnswerInput>(async () => {
      throw new Error('sendAnswer not provided');
    }),
  },
  actions: {
    rememberLoaded: assign(({ context }, params: { loaded: LoadedApproval }) => ({
      request: params.loaded.request,
      employee: params.loaded.employee,
      kind: (params.loaded.request && approvalKindOfRequest(params.loaded.request)) ?? context.kind,
    })),
    changeValues: assign(({ context }, params: { values: Partial<ApprovalValues> }) => {
      const values = { ...context.values, ...params.values };
      return { values, errors: approvalErrors(values), dirty: true };
    }),
    /** The request as it is now (the 412's) and who changed it; the form stays as typed. */
    rememberConflict: assign((_, params: { error: unknown }) => {
      const conflict = requestConflictOf(params.error);
      return conflict ? { request: conflict.humanResourceRequest, changedBy: conflict.lastChange } : {};
    }),
    forgetConflict: assign({ changedBy: undefined }),
    rememberAnswer: assign(({ context }, params: { request: HumanResourceRequest }) => ({
      request: params.request,
      answered: approvalAnswer(context.values).approval,
    })),
  },
  guards: {
    hasNoCode: ({ context }) => context.requestNumber.trim() === '',
    /** Call 14 answered 412: someone else changed the request since it was shown. */
    isChangedElsewhere: (_, params: { error: unknown }) => requestConflictOf(params.error) !== undefined,
    /** No request, or one whose number is not the address's `code` (never another request of a list). */
    requestIsMissing: ({ context }) =>
      context.request === undefined || !isRequestOfNumber(context.request, context.requestNumber),
    // The lifecycle table's refusals of the answer (answerRefusal), in the order the page checks them.
    isNotVacationRequest: ({ context }) =>
      context.request !== undefined && answerRefusal(context.request) === 'notVacation',
    /** A discarded (canceled) request is not called answered. */
    isCanceled: ({ context }) =>
      context.request !== undefined && answerRefusal(context.request) === 'canceled',
    isAlreadyAnswered: ({ context }) =>
      context.request !== undefined && answerRefusal(context.request) !== undefined,
    /** The answer may be sent (a choice, valid observations) and the table lets this staff member answer. */
    mayAnswer: ({ context }) => mayAnswerRequest(context.request, context.values, context.useCases),
  },
  delays: {
    submitFailureFlag: 10_000,
  },
}).createMachine({
  id: 'vacationApproval',
  description:
    'The request of the address (call 10 by number, call 8), the Aprobar / Rechazar form, call 14, the result modal, closed.',
  context: ({ input }) => ({
    ...input,
    request: undefined,
    employee: undefined,
    values: emptyValues,
    errors: approvalErrors(emptyValues),
    dirty: false,
    answered: '',
    changedBy: undefined,
  }),
  initial: 'checkingAddress',
  states: {
    checkingAddress: {
      always: [{ guard: 'hasNoCode', target: 'noCode' }, { target: 'loading' }],
    },
    noCode: {
      description: 'The address names no request (no `code`).',
    },
    loading: {
      description: 'Call 10 by number, then call 8 for the employee: a spinner, never an empty form.',
      tags: 'busy',
      invoke: {
        id: 'loadApproval',
        src: 'loadApproval',
        input: ({ context }) => ({ requestNumber: context.requestNumber.trim() }),
        onDone: {
          target: 'checkingRequest',
          actions: { type: 'rememberLoaded', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'The load failed: its error text and Reintentar.',
      on: {
        RETRY: { target: 'loading' },
      },
    },
    checkingRequest: {
      always: [
        { guard: 'requestIsMissing', target: 'notFound' },
        { guard: 'isNotVacationRequest', target: 'notVacation' },
        { guard: 'isCanceled', target: 'canceled' },
        { guard: 'isAlreadyAnswered', target: 'alreadyAnswered' },
        { target: 'form' },
      ],
    },
    notFound: {
      description: 'No request of the unit has that number.',
    },
    notVacation: {
      description: 'The request is not a vacation enjoyment or payment request.',
    },
    alreadyAnswered: {
      description:
        "'Esta solicitud ya fue respondida.': the request is past the manager approval; its current status.",
    },
    canceled: {
      description: 'The request was discarded (canceled): it says so, never that it was answered.',
    },
    form: {
      description: 'Aprobar / Rechazar and Observaciones, validated on every change.',
      initial: 'editing',
      states: {
        editing: {},
        submitFailed: {
          description: "'Error al enviar la solicitud. Intente nuevamente.' for 10 s.",
          tags: 'submitFailed',
          after: {
            submitFailureFlag: { target: 'editing' },
          },
          on: {
            DISMISS_FLAG: { target: 'editing' },
          },
        },
      },
      on: {
        CHANGE: {
          actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) },
        },
        SUBMIT: {
          guard: 'mayAnswer',
          target: 'submitting',
        },
      },
    },
    submitting: {
      description: 'Call 14 with the answer: Enviar shows it is running; Escape is refused, visibly.',
      tags: 'busy',
      initial: 'sending',
      states: {
        sending: {
          description: 'The answer is on its way.',
          on: { LEAVE: 'leaveRefused' },
        },
        leaveRefused: {
          description: 'Escape was pressed: the page says the answer cannot be stopped.',
        },
      },
      invoke: {
        id: 'sendAnswer',
        src: 'sendAnswer',
        input: ({ context }) => ({
          requestId: context.request?.humanResourceRequestId ?? '',
          version: context.request?.humanResourceRequestVersion ?? 0,
          answer: approvalAnswer(context.values),
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'result',
          actions: { type: 'rememberAnswer', params: ({ event }) => ({ request: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isChangedElsewhere', params: ({ event }) => ({ error: event.error }) },
            target: 'changedElsewhere',
            actions: { type: 'rememberConflict', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'form.submitFailed' },
        ],
      },
    },
    changedElsewhere: {
      description:
        'Call 14 answered 412, someone else changed the request since it was shown (e.g. HR discarded it): who, what and when, the request as it is now, the answer and observations kept; nothing is sent. Entendido weighs the request as it is now: the form again (to decide again) or its status.',
      exit: 'forgetConflict',
      on: {
        CHANGE: {
          actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) },
        },
        DISMISS_CHANGE: { target: 'checkingRequest' },
      },
    },
    result: {
      description:
        "'Respuesta enviada': '¡Solicitud de vacaciones aprobada!' or 'Solicitud de vacaciones rechazada', Entendido.",
      on: {
        CLOSE: { target: 'closed' },
      },
    },
    closed: {
      description: 'The answer is recorded: the request and its new status.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ answered: context.answered, requestNumber: context.requestNumber }),
});
