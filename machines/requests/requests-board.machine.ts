import type { HumanResourceRequest } from '@src/domain/entities';
import {
  type BoardColumn,
  type BoardOrientation,
  columnOfRequest,
  opensProcessPage,
  otherOrientation,
  shownRequest,
  togglePinned,
} from '@src/domain/rules/board';
import { assign, fromPromise, setup } from 'xstate';

export interface RequestsBoardInput {
  employeeId: string;
  /** The orientation the app saved last (vertical by default). */
  orientation: BoardOrientation;
  /** The pinned requests' ids and 'Solo fijadas' (SPEC §3 showPinnedOnly), as saved for this person. */
  pinned: string[];
  pinnedOnly: boolean;
}

export interface RequestsBoardContext extends RequestsBoardInput {
  requests: HumanResourceRequest[];
  /** The keyword as typed; `keyword` is the one applied after the debounce. */
  keywordDraft: string;
  keyword: string;
  /** The request types and statuses as chosen; `types` and `statuses` are applied after filterSubmit. */
  typesDraft: string[];
  statusesDraft: string[];
  types: string[];
  statuses: string[];
}

export type RequestsBoardEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE_KEYWORD'; value: string }
  /** The filter form's request types and statuses as now chosen (every tick sends both lists). */
  | { type: 'CHANGE_FILTERS'; types: string[]; statuses: string[] }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'TOGGLE_ORIENTATION' }
  /** A card's pin: pins or unpins the request. */
  | { type: 'TOGGLE_PIN'; requestId: string }
  /** 'Solo fijadas': only the pinned cards, or every card again. */
  | { type: 'TOGGLE_PINNED_ONLY' }
  | { type: 'OPEN_REQUEST'; requestId: string }
  /** The person came back to this window (focus, or the tab shown again): read the requests again. */
  | { type: 'WINDOW_FOCUSED' }
  /** Call 10 read again answered (a failed read sends nothing: the cards stay as they were). */
  | { type: 'REQUESTS_READ'; requests: HumanResourceRequest[] };

export interface FetchBoardRequestsInput {
  employeeId: string;
}

/**
 * The requests board of SPEC §2: the employee's requests (call 10, every type) in three columns, a
 * keyword applied 500 ms after the last keystroke, request types and statuses applied 800 ms after the
 * last change, pinned cards and 'Solo fijadas' (SPEC §3 showPinnedOnly, saved for this person), the
 * orientation saved by the app, and onboarding cards opening their process page. A failed load shows the
 * §8 requests message with a retry and the list toast, never an empty board. When the window
 * regains focus the requests are read again beside the filters (what was typed and chosen stays, no
 * state is left); a failed read keeps the cards as they were.
 */
export const requestsBoardMachine = setup({
  types: {
    context: {} as RequestsBoardContext,
    events: {} as RequestsBoardEvent,
    input: {} as RequestsBoardInput,
    children: {} as { fetchRequests: 'fetchRequests' },
    tags: {} as 'busy' | 'searching' | 'filtering',
  },
  actors: {
    fetchRequests: fromPromise<HumanResourceRequest[], FetchBoardRequestsInput>(async () => {
      throw new Error('fetchRequests not provided');
    }),
  },
  actions: {
    rememberRequests: assign((_, params: { requests: HumanResourceRequest[] }) => ({
      requests: params.requests,
    })),
    typeKeyword: assign((_, params: { value: string }) => ({ keywordDraft: params.value })),
    applyKeyword: assign(({ context }) => ({ keyword: context.keywordDraft })),
    chooseFilters: assign((_, params: { types: string[]; statuses: string[] }) => ({
      typesDraft: params.types,
      statusesDraft: params.statuses,
    })),
    applyFilters: assign(({ context }) => ({ types: context.typesDraft, statuses: context.statusesDraft })),
    clearFilters: assign({ typesDraft: [], statusesDraft: [], types: [], statuses: [] }),
    toggleOrientation: assign(({ context }) => ({ orientation: otherOrientation(context.orientation) })),
    saveOrientation: (_, _params: { orientation: BoardOrientation }) => {
      throw new Error('saveOrientation not provided');
    },
    togglePin: assign(({ context }, params: { requestId: string }) => ({
      pinned: togglePinned(context.pinned, params.requestId),
    })),
    togglePinnedOnly: assign(({ context }) => ({ pinnedOnly: !context.pinnedOnly })),
    savePins: (_, _params: { pinned: string[]; pinnedOnly: boolean }) => {
      throw new Error('savePins not provided');
    },
    notify: (_, _params: { notice: 'requestsFailed' }) => {
      throw new Error('notify not provided');
    },
    goToProcessPage: (_, _params: { requestId: string; column: BoardColumn }) => {
      throw new Error('goToProcessPage not provided');
    },
    /**
     * Reads call 10 again from the services, beside the board; its answer comes back as
     * REQUESTS_READ (a failure sends nothing, so the cards stay as they were).
     */
    readAgain: (_, _params: { employeeId: string }) => {
      throw new Error('readAgain not provided');
    },
  },
  guards: {
    /** A card the board shows (the applied filters leave it): only it has a pin to tick. */
    isShown: ({ context }, params: { requestId: string }) =>
      shownRequest(context.requests, context, params.requestId) !== undefined,
    /** Only an onboarding request shown on the board has a page (/requests/application-process/{id}); other cards say so. */
    hasProcessPage: ({ context }, params: { requestId: string }) =>
      opensProcessPage(shownRequest(context.requests, context, params.requestId)),
  },
  delays: {
    keywordSearch: 500,
    filterSubmit: 800,
  },
}).createMachine({
  id: 'requestsBoard',
  description:
    'Requests board (call 10): three columns, keyword filter (500 ms), type and status filter (800 ms), pinned cards and Solo fijadas, saved orientation, onboarding cards open their page; read again when the window regains focus.',
  context: ({ input }) => ({
    ...input,
    requests: [],
    keywordDraft: '',
    keyword: '',
    typesDraft: [],
    statusesDraft: [],
    types: [],
    statuses: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchRequests',
        src: 'fetchRequests',
        input: ({ context }) => ({ employeeId: context.employeeId }),
        onDone: {
          target: 'ready',
          actions: { type: 'rememberRequests', params: ({ event }) => ({ requests: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description:
        "'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' and Reintentar, never an empty board; the list toast 'Error en la solicitud' / 'Error al obtener solicitudes' (REQ-ERROR-02).",
      entry: { type: 'notify', params: { notice: 'requestsFailed' } },
      on: {
        RETRY: { target: 'loading' },
      },
    },
    ready: {
      description: 'The three columns (Por evaluar, En progreso, Terminada) with the filtered cards.',
      type: 'parallel',
      // The keyword's and the filters' pauses are independent (SPEC §9): each restarts within its own
      // region (no `reenter`, which would leave and enter the whole of 'ready' and stop the other's pause).
      on: {
        WINDOW_FOCUSED: {
          actions: { type: 'readAgain', params: ({ context }) => ({ employeeId: context.employeeId }) },
        },
        REQUESTS_READ: {
          actions: { type: 'rememberRequests', params: ({ event }) => ({ requests: event.requests }) },
        },
        TOGGLE_ORIENTATION: {
          actions: [
            {
              type: 'saveOrientation',
              params: ({ context }) => ({ orientation: otherOrientation(context.orientation) }),
            },
            'toggleOrientation',
          ],
        },
        TOGGLE_PIN: {
          guard: { type: 'isShown', params: ({ event }) => ({ requestId: event.requestId }) },
          actions: [
            { type: 'togglePin', params: ({ event }) => ({ requestId: event.requestId }) },
            {
              type: 'savePins',
              params: ({ context }) => ({ pinned: context.pinned, pinnedOnly: context.pinnedOnly }),
            },
          ],
        },
        TOGGLE_PINNED_ONLY: {
          actions: [
            'togglePinnedOnly',
            {
              type: 'savePins',
              params: ({ context }) => ({ pinned: context.pinned, pinnedOnly: context.pinnedOnly }),
            },
          ],
        },
        OPEN_REQUEST: {
          guard: { type: 'hasProcessPage', params: ({ event }) => ({ requestId: event.requestId }) },
          actions: {
            type: 'goToProcessPage',
            params: ({ context, event }) => ({
              requestId: event.requestId,
              column: columnOfRequest(context.requests, event.requestId),
            }),
          },
        },
      },
      states: {
        keyword: {
          initial: 'idle',
          on: {
            CHANGE_KEYWORD: {
              target: '.debouncing',
              actions: { type: 'typeKeyword', params: ({ event }) => ({ value: event.value }) },
            },
          },
          states: {
            idle: {},
            debouncing: {
              tags: 'searching',
              description: 'The keyword applies 500 ms after the last keystroke.',
              after: {
                keywordSearch: { target: 'idle', actions: 'applyKeyword' },
              },
            },
          },
        },
        filters: {
          initial: 'idle',
          on: {
            CHANGE_FILTERS: {
              target: '.submitting',
              actions: {
                type: 'chooseFilters',
                params: ({ event }) => ({ types: event.types, statuses: event.statuses }),
              },
            },
            CLEAR_FILTERS: { target: '.idle', actions: 'clearFilters' },
          },
          states: {
            idle: {},
            submitting: {
              tags: 'filtering',
              description: 'The chosen types and statuses apply 800 ms after the last change.',
              after: {
                filterSubmit: { target: 'idle', actions: 'applyFilters' },
              },
            },
          },
        },
      },
    },
  },
});
