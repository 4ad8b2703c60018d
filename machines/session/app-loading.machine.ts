import { isAppPage } from '@src/domain/sections';
import { assign, setup } from 'xstate';

export interface AppLoadingInput {
  /** The route remembered before sign-in (session or local storage), if any. */
  savedInitialRoute?: string;
}

export interface AppLoadingContext {
  savedInitialRoute: string | undefined;
  /** Where the app went (set on entering a final state; the output reads it). */
  destination: AppLoadingOutput['destination'];
}

export interface AppLoadingOutput {
  destination: '/employees/select-employee' | 'savedRoute';
}

/**
 * login/loading-app: 'Cargando la aplicación / Espere un momento, por favor.' for two seconds, then
 * the saved initial route when it is a page of the app (the saved route is then cleared, and opened with
 * its query: a vacation-approval link names the request to answer; a new tab opened on
 * /employees/new-employee signed in silently); otherwise employee selection.
 */
export const appLoadingMachine = setup({
  types: {
    context: {} as AppLoadingContext,
    input: {} as AppLoadingInput,
    output: {} as AppLoadingOutput,
    tags: 'busy',
  },
  actions: {
    recordDestination: assign((_, params: { destination: AppLoadingOutput['destination'] }) => ({
      destination: params.destination,
    })),
    clearSavedInitialRoute: () => {
      throw new Error('clearSavedInitialRoute not provided');
    },
    /** Opens the saved route (path and query) of a page of the app. */
    goToSavedRoute: (_, _params: { route: string }) => {
      throw new Error('goToSavedRoute not provided');
    },
    goToEmployeeSelection: () => {
      throw new Error('goToEmployeeSelection not provided');
    },
  },
  guards: {
    /** A page of the app other than home and the sign-in, sign-out and error routes. */
    savedRouteIsAPage: ({ context }) => isAppPage(context.savedInitialRoute ?? ''),
  },
  delays: {
    appLoading: 2000,
  },
}).createMachine({
  id: 'appLoading',
  description: 'Cargando la aplicación: a two-second pause, then the first screen of the app.',
  context: ({ input }) => ({
    savedInitialRoute: input.savedInitialRoute,
    destination: '/employees/select-employee' as const,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      after: {
        appLoading: [
          { guard: 'savedRouteIsAPage', target: 'toSavedRoute' },
          { target: 'toEmployeeSelection' },
        ],
      },
    },
    toSavedRoute: {
      type: 'final',
      entry: [
        { type: 'recordDestination', params: { destination: 'savedRoute' } },
        'clearSavedInitialRoute',
        { type: 'goToSavedRoute', params: ({ context }) => ({ route: context.savedInitialRoute ?? '/' }) },
      ],
    },
    toEmployeeSelection: {
      type: 'final',
      entry: [
        { type: 'recordDestination', params: { destination: '/employees/select-employee' } },
        'goToEmployeeSelection',
      ],
    },
  },
  output: ({ context }) => ({ destination: context.destination }),
});
