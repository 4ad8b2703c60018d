import type { HistoryEntry } from '@src/domain/entities';
import { historyNewestFirst, isHistoryRefusal } from '@src/domain/rules/history';
import { assign, fromPromise, setup } from 'xstate';

export interface RequestHistoryInput {
  /** The request whose history shows. */
  requestId: string;
  /** The version of the request the page shows: the history is read again when the page holds another. */
  version: number;
}

export interface RequestHistoryContext extends RequestHistoryInput {
  /** The entries, newest first (kept on screen while they are read again). */
  entries: HistoryEntry[];
}

export type RequestHistoryEvent =
  /** 'Reintentar' after the history could not be read. */
  | { type: 'RETRY' }
  /**
   * The page holds the request at a version: after its own change (calls 12, 14–17), the request a 412
   * gave (someone else changed it), or the request read again. Another version than the one shown reads
   * the history again.
   */
  | { type: 'REQUEST_CHANGED'; version: number }
  /** The person came back to this window (focus, or the tab shown again): someone may have changed it. */
  | { type: 'WINDOW_FOCUSED' };

export interface FetchHistoryInput {
  requestId: string;
}

/**
 * 'Historial de la solicitud': the history of one request (call 19), newest first, on the
 * process page, the details modals of /holidays and /certifications and the vacation approval. It loads
 * on its own (its loading, empty, failed and refused states never hide the request), and reads again
 * when the request changes on the page or elsewhere (another version held, the window focused again),
 * keeping what it shows until the answer comes.
 */
export const requestHistoryMachine = setup({
  types: {
    context: {} as RequestHistoryContext,
    events: {} as RequestHistoryEvent,
    input: {} as RequestHistoryInput,
    children: {} as { fetchHistory: 'fetchHistory'; refreshHistory: 'fetchHistory' },
    tags: {} as 'busy' | 'refreshing',
  },
  actors: {
    fetchHistory: fromPromise<HistoryEntry[], FetchHistoryInput>(async () => {
      throw new Error('fetchHistory not provided');
    }),
  },
  actions: {
    rememberEntries: assign((_, params: { entries: HistoryEntry[] }) => ({
      entries: historyNewestFirst(params.entries),
    })),
    rememberVersion: assign((_, params: { version: number }) => ({ version: params.version })),
  },
  guards: {
    hasEntries: (_, params: { entries: HistoryEntry[] }) => params.entries.length > 0,
    /** The page holds the request at a version other than the one whose history shows. */
    isAnotherVersion: ({ context }, params: { version: number }) => params.version !== context.version,
    /** Call 19 refused (403: no use case reads this request's data): reading again would be refused too. */
    isRefused: (_, params: { error: unknown }) => isHistoryRefusal(params.error),
  },
}).createMachine({
  id: 'requestHistory',
  description:
    "A request's history (call 19), newest first: loading, the entries, empty, failed with Reintentar, or refused; read again when the request changes here or elsewhere.",
  context: ({ input }) => ({ ...input, entries: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: "Call 19: 'Cargando el historial'; the request above shows meanwhile.",
      tags: 'busy',
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: [
          {
            guard: { type: 'hasEntries', params: ({ event }) => ({ entries: event.output }) },
            target: 'loaded',
            actions: { type: 'rememberEntries', params: ({ event }) => ({ entries: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'rememberEntries', params: ({ event }) => ({ entries: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
          },
          { target: 'failed' },
        ],
      },
      on: {
        REQUEST_CHANGED: {
          guard: { type: 'isAnotherVersion', params: ({ event }) => ({ version: event.version }) },
          target: 'loading',
          reenter: true,
          actions: { type: 'rememberVersion', params: ({ event }) => ({ version: event.version }) },
        },
      },
    },
    loaded: {
      description: 'The entries, newest first: date and time, who, what changed, their words.',
      on: {
        REQUEST_CHANGED: {
          guard: { type: 'isAnotherVersion', params: ({ event }) => ({ version: event.version }) },
          target: 'refreshing',
          actions: { type: 'rememberVersion', params: ({ event }) => ({ version: event.version }) },
        },
        WINDOW_FOCUSED: { target: 'refreshing' },
      },
    },
    empty: {
      description: "'Esta solicitud aún no tiene historial.'",
      on: {
        REQUEST_CHANGED: {
          guard: { type: 'isAnotherVersion', params: ({ event }) => ({ version: event.version }) },
          target: 'refreshing',
          actions: { type: 'rememberVersion', params: ({ event }) => ({ version: event.version }) },
        },
        WINDOW_FOCUSED: { target: 'refreshing' },
      },
    },
    refreshing: {
      description:
        'Call 19 again: what showed (the entries, or that there are none) stays until it answers; another version meanwhile starts it over.',
      tags: 'refreshing',
      invoke: {
        id: 'refreshHistory',
        src: 'fetchHistory',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: [
          {
            guard: { type: 'hasEntries', params: ({ event }) => ({ entries: event.output }) },
            target: 'loaded',
            actions: { type: 'rememberEntries', params: ({ event }) => ({ entries: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'rememberEntries', params: ({ event }) => ({ entries: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
          },
          { target: 'failed' },
        ],
      },
      on: {
        REQUEST_CHANGED: {
          guard: { type: 'isAnotherVersion', params: ({ event }) => ({ version: event.version }) },
          target: 'refreshing',
          reenter: true,
          actions: { type: 'rememberVersion', params: ({ event }) => ({ version: event.version }) },
        },
      },
    },
    failed: {
      description:
        "'No se pudo cargar el historial de la solicitud.' and Reintentar; the request above stays as it is.",
      on: {
        RETRY: { target: 'loading' },
        REQUEST_CHANGED: {
          guard: { type: 'isAnotherVersion', params: ({ event }) => ({ version: event.version }) },
          target: 'loading',
          actions: { type: 'rememberVersion', params: ({ event }) => ({ version: event.version }) },
        },
      },
    },
    refused: {
      description:
        "Call 19 answered 403: 'No tiene privilegios para ver el historial de esta solicitud.', no Reintentar.",
    },
  },
});
