import type { HumanResourceRequest } from '@src/domain/entities';
import type { UseCase } from '@src/domain/permissions';
import { discardRefusal, discardTarget } from '@src/domain/rules/discard';
import { failedRequestTypes, inProcess, listedRequest } from '@src/domain/rules/requests-list';
import { assign, fromPromise, setup } from 'xstate';
import { type DiscardOutput, discardMachine } from './discard.machine';

/** The two lists: vacation requests (enjoyment and payment) and certification requests. */
export type RequestsArea = 'holidays' | 'certifications';

/** The list's notice, as a code with the types it is about: the adapter gives it its text (SPEC §8). */
export interface RequestsListNotice {
  notice: 'requestsFailed';
  requestTypes: string[];
}

export interface RequestsListInput {
  area: RequestsArea;
  employeeId: string;
  /** The request types listed (call 10 filtered by each). */
  requestTypes: string[];
  /** The staff member's use cases (permission guards). */
  useCases: string[];
  /** When the page opened (ISO): the discard rules compare dates with it. */
  now: string;
}

export interface RequestsListContext extends RequestsListInput {
  requests: HumanResourceRequest[];
  /** The request whose details or discard is open ('' for none). */
  selectedRequestId: string;
  /** The types whose call 10 failed on the last load: the toast names these, not every type listed. */
  failedRequestTypes: string[];
}

export type RequestsListEvent =
  | { type: 'RETRY' }
  | { type: 'VIEW_VACATION_DETAILS'; requestId: string }
  | { type: 'VIEW_CERTIFICATE_DETAILS'; requestId: string }
  | { type: 'DISCARD_VACATION'; requestId: string }
  | { type: 'DISCARD_CERTIFICATE'; requestId: string }
  | { type: 'CLOSE_DETAILS' }
  | { type: 'REQUEST_ENJOYMENT' }
  | { type: 'REQUEST_PAYMENT' }
  | { type: 'ADD_CERTIFICATION' }
  /** The person came back to this window (focus, or the tab shown again): read the list again. */
  | { type: 'WINDOW_FOCUSED' };

export interface FetchRequestsInput {
  employeeId: string;
  requestTypes: string[];
}

/**
 * The in-process requests of one area (call 10 filtered by type, finished ones left out): loading, loaded or empty, an error
 * toast 'Error en la solicitud' on failure. Details and discard need the area's use cases; a discard
 * runs the discard flow as a child and drops the request from the list when call 12 succeeds. The
 * request buttons of the area need their use cases too. The list is read again when the window
 * regains focus (not while a dialog is open); a failed read keeps the rows as they were.
 */
export const requestsListMachine = setup({
  types: {
    context: {} as RequestsListContext,
    events: {} as RequestsListEvent,
    input: {} as RequestsListInput,
    children: {} as { fetchRequests: 'fetchRequests'; refreshRequests: 'fetchRequests'; discard: 'discard' },
    tags: {} as 'busy',
  },
  actors: {
    fetchRequests: fromPromise<HumanResourceRequest[], FetchRequestsInput>(async () => {
      throw new Error('fetchRequests not provided');
    }),
    discard: discardMachine,
  },
  actions: {
    rememberRequests: assign((_, params: { requests: HumanResourceRequest[] }) => ({
      requests: inProcess(params.requests),
    })),
    selectRequest: assign((_, params: { requestId: string }) => ({ selectedRequestId: params.requestId })),
    rememberFailedTypes: assign((_, params: { requestTypes: string[] }) => ({
      failedRequestTypes: params.requestTypes,
    })),
    forgetSelection: assign({ selectedRequestId: '' }),
    /**
     * After a discard: a removed request leaves the list; a kept one shows as the discard last knew it
     * (the 412's when someone else changed it, and gone when that ended it).
     */
    dropDiscarded: assign(({ context }, params: { output: DiscardOutput | undefined }) => {
      const output = params.output;
      if (!output) return { selectedRequestId: '' };
      const others = context.requests.filter(
        (request) => request.humanResourceRequestId !== output.requestId,
      );
      return {
        selectedRequestId: '',
        requests: output.removed
          ? others
          : inProcess(
              context.requests.map((request) =>
                request.humanResourceRequestId === output.requestId ? output.request : request,
              ),
            ),
      };
    }),
    notify: (_, _params: RequestsListNotice) => {
      throw new Error('notify not provided');
    },
    goToEnjoymentWizard: () => {
      throw new Error('goToEnjoymentWizard not provided');
    },
    goToPaymentWizard: () => {
      throw new Error('goToPaymentWizard not provided');
    },
    goToCertificationWizard: () => {
      throw new Error('goToCertificationWizard not provided');
    },
  },
  guards: {
    hasUseCase: ({ context }, params: { useCase: UseCase }) => context.useCases.includes(params.useCase),
    foundRequests: (_, params: { requests: HumanResourceRequest[] }) => inProcess(params.requests).length > 0,
    hasNoRequests: ({ context }) => context.requests.length === 0,
    /**
     * The staff member holds the area's discard use case, and the request is listed and the discard
     * rules of SPEC §5 allow it (else the disabled 'Eliminar' says why). The request comes from the
     * event, the use case is written in place, both through params.
     */
    mayDiscard: ({ context }, params: { useCase: UseCase; requestId: string }) => {
      if (!context.useCases.includes(params.useCase)) return false;
      const request = listedRequest(context, params.requestId);
      return request !== undefined && discardRefusal(request, new Date(context.now)) === undefined;
    },
  },
}).createMachine({
  id: 'requestsList',
  description:
    'In-process requests of one area (call 10 by type): loading, loaded, empty, or the error toast; details and discard by privilege; read again when the window regains focus.',
  context: ({ input }) => ({ ...input, requests: [], selectedRequestId: '', failedRequestTypes: [] }),
  initial: 'loading',
  on: {
    REQUEST_ENJOYMENT: {
      guard: { type: 'hasUseCase', params: { useCase: 'RequestToEnjoyVacationDays' } },
      actions: 'goToEnjoymentWizard',
    },
    REQUEST_PAYMENT: {
      guard: { type: 'hasUseCase', params: { useCase: 'RequestPaymentForVacationDays' } },
      actions: 'goToPaymentWizard',
    },
    ADD_CERTIFICATION: {
      guard: { type: 'hasUseCase', params: { useCase: 'RequestCertificate' } },
      actions: 'goToCertificationWizard',
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchRequests',
        src: 'fetchRequests',
        input: ({ context }) => ({ employeeId: context.employeeId, requestTypes: context.requestTypes }),
        onDone: [
          {
            guard: { type: 'foundRequests', params: ({ event }) => ({ requests: event.output }) },
            target: 'loaded',
            actions: { type: 'rememberRequests', params: ({ event }) => ({ requests: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'rememberRequests', params: ({ event }) => ({ requests: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'rememberFailedTypes',
            params: ({ context, event }) => ({
              requestTypes: failedRequestTypes(event.error, context.requestTypes),
            }),
          },
        },
      },
    },
    failed: {
      description:
        "Toast 'Error en la solicitud' / 'Error al obtener solicitudes de tipo \"{type}\"', naming the types whose call failed.",
      entry: {
        type: 'notify',
        params: ({ context }) => ({ notice: 'requestsFailed', requestTypes: context.failedRequestTypes }),
      },
      on: {
        RETRY: { target: 'loading' },
      },
    },
    empty: {
      description: "'No tiene solicitudes en trámite.'",
      initial: 'shown',
      states: {
        shown: {
          on: {
            WINDOW_FOCUSED: { target: 'refreshing' },
          },
        },
        refreshing: {
          description:
            'The window regained focus: call 10 again; the empty text stays until it answers (and when it fails).',
          invoke: {
            id: 'refreshRequests',
            src: 'fetchRequests',
            input: ({ context }) => ({ employeeId: context.employeeId, requestTypes: context.requestTypes }),
            onDone: [
              {
                guard: { type: 'foundRequests', params: ({ event }) => ({ requests: event.output }) },
                target: '#requestsList.loaded',
                actions: { type: 'rememberRequests', params: ({ event }) => ({ requests: event.output }) },
              },
              { target: 'shown' },
            ],
            onError: { target: 'shown' },
          },
        },
      },
    },
    loaded: {
      initial: 'browsing',
      states: {
        browsing: {
          always: { guard: 'hasNoRequests', target: '#requestsList.empty' },
          initial: 'shown',
          states: {
            shown: {
              on: {
                WINDOW_FOCUSED: { target: 'refreshing' },
              },
            },
            refreshing: {
              description:
                'The window regained focus: call 10 again; the rows stay, and answer, until it answers (and stay as they were when it fails).',
              invoke: {
                id: 'refreshRequests',
                src: 'fetchRequests',
                input: ({ context }) => ({
                  employeeId: context.employeeId,
                  requestTypes: context.requestTypes,
                }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'rememberRequests', params: ({ event }) => ({ requests: event.output }) },
                },
                onError: { target: 'shown' },
              },
            },
          },
          on: {
            VIEW_VACATION_DETAILS: {
              guard: { type: 'hasUseCase', params: { useCase: 'VacationDetailsInProcess' } },
              target: 'viewingDetails',
              actions: { type: 'selectRequest', params: ({ event }) => ({ requestId: event.requestId }) },
            },
            VIEW_CERTIFICATE_DETAILS: {
              guard: { type: 'hasUseCase', params: { useCase: 'CheckDetailsOfTheCertificateRequest' } },
              target: 'viewingDetails',
              actions: { type: 'selectRequest', params: ({ event }) => ({ requestId: event.requestId }) },
            },
            DISCARD_VACATION: {
              guard: {
                type: 'mayDiscard',
                params: ({ event }) => ({ useCase: 'DiscardVacationInProcess', requestId: event.requestId }),
              },
              target: 'discarding',
              actions: { type: 'selectRequest', params: ({ event }) => ({ requestId: event.requestId }) },
            },
            DISCARD_CERTIFICATE: {
              guard: {
                type: 'mayDiscard',
                params: ({ event }) => ({ useCase: 'DiscardCertificateRequest', requestId: event.requestId }),
              },
              target: 'discarding',
              actions: { type: 'selectRequest', params: ({ event }) => ({ requestId: event.requestId }) },
            },
          },
        },
        viewingDetails: {
          description: 'The details modal of the selected request.',
          on: {
            CLOSE_DETAILS: { target: 'browsing', actions: 'forgetSelection' },
          },
        },
        discarding: {
          description: 'The discard flow of the selected request runs as a child.',
          invoke: {
            id: 'discard',
            src: 'discard',
            input: ({ context }) => ({
              // Only a listed request gets here (the isDiscardable guard); never another one.
              request: discardTarget(listedRequest(context, context.selectedRequestId)),
              now: context.now,
            }),
            onDone: {
              target: 'browsing',
              actions: { type: 'dropDiscarded', params: ({ event }) => ({ output: event.output }) },
            },
            onError: { target: 'browsing', actions: 'forgetSelection' },
          },
        },
      },
    },
  },
});
