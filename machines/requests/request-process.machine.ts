import { type HumanResourceRequest, type LastChange, requestConflictOf } from '@src/domain/entities';
import type { UseCase } from '@src/domain/permissions';
import { opensProcessPage } from '@src/domain/rules/board';
import { discardTarget } from '@src/domain/rules/discard';
import { lifecycleBlock, type ScreenStep } from '@src/domain/rules/lifecycle';
import {
  isResponsible,
  type RequirementResult,
  requirementEvaluationBlock,
  taskExecutionBlock,
} from '@src/domain/rules/request-process';
import { assign, fromPromise, setup } from 'xstate';
import { type DiscardOutput, discardMachine } from './discard.machine';

/** A notice of the process page, as a code: the adapter gives it its text and duration (SPEC §4, §9). */
export type ProcessNotice =
  | 'responsibleAssigned'
  | 'responsibleFailed'
  | 'taskDone'
  | 'taskFailed'
  | 'requirementFailed';

export interface RequestProcessInput {
  employeeId: string;
  /** The request of the address (/requests/application-process/{id}). */
  requestId: string;
  /** The staff member's use cases (permission guards). */
  useCases: string[];
  /** When the page opened (ISO): the discard rules compare dates with it. */
  now: string;
  /** The signed-in account ('Asignarme a mí' makes it the person in charge). */
  account: string;
}

export interface RequestProcessContext extends RequestProcessInput {
  request: HumanResourceRequest | undefined;
  /** The responsible form's checkbox 'Asignarme a mí como responsable.'. */
  assignMe: boolean;
  /** The task being executed ('' when none). */
  taskId: string;
  /** The requirement being evaluated and the result asked for. */
  requirementId: string;
  result: RequirementResult;
  /** Who changed the request since it was shown (a call answered 412), else undefined. */
  changedBy: LastChange | undefined;
}

export type RequestProcessEvent =
  | { type: 'RETRY' }
  | { type: 'DISCARD' }
  | { type: 'OPEN_REQUIREMENTS' }
  | { type: 'CLOSE_REQUIREMENTS' }
  | { type: 'CHANGE_RESPONSIBLE' }
  | { type: 'SET_ASSIGN_ME'; checked: boolean }
  | { type: 'SAVE_RESPONSIBLE' }
  | { type: 'CANCEL_RESPONSIBLE' }
  /** 'Ejecutar' of a task (docs/decisions/0014). */
  | { type: 'EXECUTE_TASK'; taskId: string }
  /** 'Aprobar' (met), 'No Cumple' (notMet, confirmed first) or 'Deshacer' (notEvaluated) of an entry. */
  | { type: 'EVALUATE_REQUIREMENT'; requirementId: string; result: RequirementResult }
  /** 'Confirmar' / 'Cancelar' of '¿Marcar como No Cumple?'. */
  | { type: 'CONFIRM_NOT_MET' }
  | { type: 'CANCEL_NOT_MET' }
  /** 'Entendido' on the notice that someone else changed the request. */
  | { type: 'DISMISS_CHANGE' }
  /** The person came back to this window (focus, or the tab shown again): read the request again. */
  | { type: 'WINDOW_FOCUSED' };

export interface ExecuteTaskInput {
  requestId: string;
  /** The version of the request shown (If-Match). */
  version: number;
  taskId: string;
}

export interface EvaluateRequirementInput {
  requestId: string;
  /** The version of the request shown (If-Match). */
  version: number;
  requirementId: string;
  result: RequirementResult;
}

export interface AssignResponsibleInput {
  requestId: string;
  /** The version of the request shown (If-Match). */
  version: number;
}

export interface FetchProcessRequestInput {
  employeeId: string;
  requestId: string;
  /** Read from the services, never from what the app kept (the refresh when the window regains focus). */
  fresh: boolean;
}

/**
 * The process page of one onboarding request (SPEC §2): the request (call 10 of the employee, by id),
 * its header, tasks and requirements; Descartar needs DiscardsRequestForLinkage and runs the discard
 * flow as a child, going back to the board once call 12 removed the request.
 */
export const requestProcessMachine = setup({
  types: {
    context: {} as RequestProcessContext,
    events: {} as RequestProcessEvent,
    input: {} as RequestProcessInput,
    children: {} as {
      fetchRequest: 'fetchRequest';
      refreshRequest: 'fetchRequest';
      discard: 'discard';
      assignResponsible: 'assignResponsible';
    },
    tags: {} as 'busy' | 'saving' | 'executing' | 'evaluating' | 'confirming',
  },
  actors: {
    fetchRequest: fromPromise<HumanResourceRequest | undefined, FetchProcessRequestInput>(async () => {
      throw new Error('fetchRequest not provided');
    }),
    discard: discardMachine,
    assignResponsible: fromPromise<HumanResourceRequest, AssignResponsibleInput>(async () => {
      throw new Error('assignResponsible not provided');
    }),
    executeTask: fromPromise<HumanResourceRequest, ExecuteTaskInput>(async () => {
      throw new Error('executeTask not provided');
    }),
    evaluateRequirement: fromPromise<HumanResourceRequest, EvaluateRequirementInput>(async () => {
      throw new Error('evaluateRequirement not provided');
    }),
  },
  actions: {
    rememberRequest: assign((_, params: { request: HumanResourceRequest | undefined }) => ({
      request: params.request,
    })),
    goToBoard: () => {
      throw new Error('goToBoard not provided');
    },
    startResponsibleForm: assign(({ context }) => ({
      assignMe: context.request !== undefined && isResponsible(context.request, context.account),
    })),
    setAssignMe: assign((_, params: { checked: boolean }) => ({ assignMe: params.checked })),
    chooseTask: assign((_, params: { taskId: string }) => ({ taskId: params.taskId })),
    chooseRequirement: assign((_, params: { requirementId: string; result: RequirementResult }) => ({
      requirementId: params.requirementId,
      result: params.result,
    })),
    notify: (_, _params: { notice: ProcessNotice }) => {
      throw new Error('notify not provided');
    },
    /** The request as it is now (the 412's) and who changed it. */
    rememberConflict: assign((_, params: { error: unknown }) => {
      const conflict = requestConflictOf(params.error);
      return conflict ? { request: conflict.humanResourceRequest, changedBy: conflict.lastChange } : {};
    }),
    forgetConflict: assign({ changedBy: undefined }),
  },
  guards: {
    /** A change answered 412: someone else changed the request since it was shown. */
    isChangedElsewhere: (_, params: { error: unknown }) => requestConflictOf(params.error) !== undefined,
    hasUseCase: ({ context }, params: { useCase: UseCase }) => context.useCases.includes(params.useCase),
    /**
     * The lifecycle table and the step's use case allow it (src/domain/rules/lifecycle.ts): Descartar
     * (DiscardsRequestForLinkage) and Cambiar responsable (AddEmployeeLink) never on an ended request.
     */
    mayTakeStep: ({ context }, params: { step: ScreenStep }) =>
      context.request !== undefined && lifecycleBlock(context.request, params.step, context.useCases) === '',
    /**
     * The employee has the request and it is an onboarding request (the page is for onboarding
     * only, as the board links only those; src/domain/rules/board.ts), else the not-found page.
     */
    isFound: (_, params: { request: HumanResourceRequest | undefined }) => opensProcessPage(params.request),
    wasRemoved: (_, params: { output: DiscardOutput | undefined }) => params.output?.removed === true,
    /**
     * Guardar: the checkbox is ticked (a selection is required) and it changes something (the form is
     * modified: the signed-in account is not already in charge).
     */
    changesResponsible: ({ context }) =>
      context.assignMe && context.request !== undefined && !isResponsible(context.request, context.account),
    /**
     * 'Ejecutar': AddEmployeeLink, the signed-in account in charge, not tasks 6 to 8, a pending task of an
     * unfinished request, every requirement of its table Cumple (src/domain/rules/request-process.ts).
     */
    mayExecuteTask: ({ context }, params: { taskId: string }) =>
      taskExecutionBlock(context.request, params.taskId, context.account, context.useCases) === '',
    /**
     * Cumple / No Cumple / Deshacer: in charge, unfinished, No Cumple not when deletion is disabled, no
     * approving a No Cumple, only a No Cumple undone, nothing once the entry's task has run.
     */
    mayEvaluateRequirement: ({ context }, params: { requirementId: string; result: RequirementResult }) =>
      requirementEvaluationBlock(context.request, params.requirementId, params.result, context.account) ===
      '',
    /** An allowed No Cumple is confirmed first. */
    asksToConfirm: ({ context }, params: { requirementId: string; result: RequirementResult }) =>
      params.result === 'notMet' &&
      requirementEvaluationBlock(context.request, params.requirementId, params.result, context.account) ===
        '',
  },
}).createMachine({
  id: 'requestProcess',
  description:
    'Process page of an onboarding request: header, tasks, requirements; Descartar and Cambiar responsable by the lifecycle table and privilege (never on an ended request); Descartar runs the discard flow; read again when the window regains focus.',
  context: ({ input }) => ({
    ...input,
    request: undefined,
    assignMe: false,
    taskId: '',
    requirementId: '',
    result: 'met',
    changedBy: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchRequest',
        src: 'fetchRequest',
        input: ({ context }) => ({
          employeeId: context.employeeId,
          requestId: context.requestId,
          fresh: false,
        }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ request: event.output }) },
            target: 'ready',
            actions: { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description:
        "'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' and Reintentar.",
      on: {
        RETRY: { target: 'loading' },
      },
    },
    notFound: {
      description:
        'The employee has no request with this id, or it is not an onboarding request: the not-found page.',
    },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          description:
            "Header, 'Tareas por hacer' and 'Tareas hechas'; every button answers while the request is read again.",
          initial: 'shown',
          states: {
            shown: {
              on: {
                WINDOW_FOCUSED: { target: 'refreshing' },
              },
            },
            refreshing: {
              description:
                'The window regained focus: call 10 again, the page stays as it is until it answers (and when it fails); a request gone from the list is the not-found page.',
              invoke: {
                id: 'refreshRequest',
                src: 'fetchRequest',
                input: ({ context }) => ({
                  employeeId: context.employeeId,
                  requestId: context.requestId,
                  fresh: true,
                }),
                onDone: [
                  {
                    guard: { type: 'isFound', params: ({ event }) => ({ request: event.output }) },
                    target: 'shown',
                    actions: { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
                  },
                  { target: '#requestProcess.notFound' },
                ],
                onError: { target: 'shown' },
              },
            },
          },
          on: {
            DISCARD: {
              guard: { type: 'mayTakeStep', params: { step: 'discard' } },
              target: 'discarding',
            },
            OPEN_REQUIREMENTS: {
              guard: { type: 'hasUseCase', params: { useCase: 'AddEmployeeLink' } },
              target: 'requirements',
            },
            EXECUTE_TASK: {
              guard: { type: 'mayExecuteTask', params: ({ event }) => ({ taskId: event.taskId }) },
              target: 'executing',
              actions: { type: 'chooseTask', params: ({ event }) => ({ taskId: event.taskId }) },
            },
            CHANGE_RESPONSIBLE: {
              guard: { type: 'mayTakeStep', params: { step: 'assign' } },
              target: 'responsible',
              actions: 'startResponsibleForm',
            },
          },
        },
        responsible: {
          description: "The responsible modal: 'Asignarme a mí como responsable.', Guardar and Cancelar.",
          initial: 'editing',
          states: {
            editing: {
              on: {
                SET_ASSIGN_ME: {
                  actions: { type: 'setAssignMe', params: ({ event }) => ({ checked: event.checked }) },
                },
                SAVE_RESPONSIBLE: { guard: 'changesResponsible', target: 'saving' },
                CANCEL_RESPONSIBLE: { target: '#requestProcess.ready.viewing' },
              },
            },
            saving: {
              tags: 'saving',
              invoke: {
                id: 'assignResponsible',
                src: 'assignResponsible',
                input: ({ context }) => ({
                  requestId: context.requestId,
                  version: context.request?.humanResourceRequestVersion ?? 0,
                }),
                onDone: {
                  target: '#requestProcess.ready.viewing',
                  actions: [
                    { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
                    {
                      type: 'notify',
                      params: { notice: 'responsibleAssigned' },
                    },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isChangedElsewhere', params: ({ event }) => ({ error: event.error }) },
                    target: '#requestProcess.ready.changedElsewhere',
                    actions: { type: 'rememberConflict', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'notify',
                      params: { notice: 'responsibleFailed' },
                    },
                  },
                ],
              },
            },
          },
        },
        executing: {
          tags: 'executing',
          description: "'Ejecutar' of a task: call 17 (ours) marks it done; it moves to 'Tareas hechas'.",
          invoke: {
            id: 'executeTask',
            src: 'executeTask',
            input: ({ context }) => ({
              requestId: context.requestId,
              version: context.request?.humanResourceRequestVersion ?? 0,
              taskId: context.taskId,
            }),
            onDone: {
              target: 'viewing',
              actions: [
                { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
                {
                  type: 'notify',
                  params: { notice: 'taskDone' },
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isChangedElsewhere', params: ({ event }) => ({ error: event.error }) },
                target: '#requestProcess.ready.changedElsewhere',
                actions: { type: 'rememberConflict', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'viewing',
                actions: {
                  type: 'notify',
                  params: { notice: 'taskFailed' },
                },
              },
            ],
          },
        },
        requirements: {
          description:
            "The 'Requisitos' modal: system validations, documentary requirements, human validations, each entry tagged Cumple / No Cumple / Sin Evaluar.",
          initial: 'reading',
          states: {
            reading: {
              on: {
                EVALUATE_REQUIREMENT: [
                  {
                    guard: {
                      type: 'asksToConfirm',
                      params: ({ event }) => ({ requirementId: event.requirementId, result: event.result }),
                    },
                    target: 'confirmingNotMet',
                    actions: {
                      type: 'chooseRequirement',
                      params: ({ event }) => ({ requirementId: event.requirementId, result: event.result }),
                    },
                  },
                  {
                    guard: {
                      type: 'mayEvaluateRequirement',
                      params: ({ event }) => ({ requirementId: event.requirementId, result: event.result }),
                    },
                    target: 'evaluating',
                    actions: {
                      type: 'chooseRequirement',
                      params: ({ event }) => ({ requirementId: event.requirementId, result: event.result }),
                    },
                  },
                ],
                CLOSE_REQUIREMENTS: { target: '#requestProcess.ready.viewing' },
              },
            },
            confirmingNotMet: {
              tags: 'confirming',
              description:
                "'¿Marcar como No Cumple?' with the entry's name; Confirmar sends it, Cancelar (or Escape) sends nothing.",
              on: {
                // The rules were asked on the way in; nothing changes the request while the question shows.
                CONFIRM_NOT_MET: { target: 'evaluating' },
                CANCEL_NOT_MET: { target: 'reading' },
              },
            },
            evaluating: {
              tags: 'evaluating',
              description:
                'Call 16 (ours) records Cumple, No Cumple or Sin Evaluar again (Deshacer) for the entry.',
              invoke: {
                id: 'evaluateRequirement',
                src: 'evaluateRequirement',
                input: ({ context }) => ({
                  requestId: context.requestId,
                  version: context.request?.humanResourceRequestVersion ?? 0,
                  requirementId: context.requirementId,
                  result: context.result,
                }),
                onDone: {
                  target: 'reading',
                  actions: { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isChangedElsewhere', params: ({ event }) => ({ error: event.error }) },
                    target: '#requestProcess.ready.changedElsewhere',
                    actions: { type: 'rememberConflict', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'reading',
                    actions: {
                      type: 'notify',
                      params: { notice: 'requirementFailed' },
                    },
                  },
                ],
              },
            },
          },
        },
        changedElsewhere: {
          description:
            "Call 15, 16 or 17 answered 412, someone else changed the request since it was shown: who, what and when above the request as it is now; nothing was sent; 'Entendido' returns to the page on the new state, where the person decides again.",
          exit: 'forgetConflict',
          on: {
            DISMISS_CHANGE: { target: 'viewing' },
          },
        },
        discarding: {
          description: 'The discard flow of the request runs as a child.',
          invoke: {
            id: 'discard',
            src: 'discard',
            // Only a loaded request gets here (ready is entered with one).
            input: ({ context }) => ({ request: discardTarget(context.request), now: context.now }),
            onDone: [
              {
                guard: { type: 'wasRemoved', params: ({ event }) => ({ output: event.output }) },
                target: '#requestProcess.discarded',
              },
              {
                // Kept: the request as the discard last knew it (the 412's when someone else changed it).
                target: 'viewing',
                actions: {
                  type: 'rememberRequest',
                  params: ({ event }) => ({ request: event.output.request }),
                },
              },
            ],
            onError: { target: 'viewing' },
          },
        },
      },
    },
    discarded: {
      description: 'Call 12 removed the request: back to the board.',
      type: 'final',
      entry: 'goToBoard',
    },
  },
});
