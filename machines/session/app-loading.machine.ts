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
  destination: '/approvals/vacation-approval' | '/employees/select-employee' | 'savedRoute';
}

/**
 * login/loading-app: 'Cargando la aplicación / Espere un momento, por favor.' for two seconds, then
 * the vacation-approval screen when the saved initial route starts with it (the saved route is then
 * cleared, and opened with its query, which names the request); any other saved route of the app (a
 * new tab opened on /employees/new-employee that signed in silently, issue 25) is opened likewise;
 * otherwise employee selection.
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
    /** Opens the saved route itself: its query (`type`, `code`) names the request to answer. */
    goToVacationApproval: (_, _params: { route: string }) => {
      throw new Error('goToVacationApproval not provided');
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
    savedRouteStartsWith: ({ context }, params: { prefix: string }) =>
      context.savedInitialRoute?.startsWith(params.prefix) ?? false,
    /** A page of the app other than home and the sign-in, sign-out and error routes. */
    savedRouteIsAPage: ({ context }) => {
      const route = context.savedInitialRoute ?? '';
      if (!route.startsWith('/') || route.startsWith('//')) return false;
      const path = route.split(/[?#]/)[0] ?? '';
      if (path === '/') return false;
      return !['/login', '/logout', '/error'].some(
        (prefix) => path === prefix || path.startsWith(`${prefix}/`),
      );
    },
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
          {
            guard: { type: 'savedRouteStartsWith', params: { prefix: '/approvals/vacation-approval' } },
            target: 'toVacationApproval',
          },
          { guard: 'savedRouteIsAPage', target: 'toSavedRoute' },
          { target: 'toEmployeeSelection' },
        ],
      },
    },
    toVacationApproval: {
      type: 'final',
      entry: [
        { type: 'recordDestination', params: { destination: '/approvals/vacation-approval' } },
        'clearSavedInitialRoute',
        {
          type: 'goToVacationApproval',
          params: ({ context }) => ({ route: context.savedInitialRoute ?? '/approvals/vacation-approval' }),
        },
      ],
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
