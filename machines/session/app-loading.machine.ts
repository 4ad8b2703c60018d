import { setup } from 'xstate';

export interface AppLoadingInput {
  /** The route remembered before sign-in (session or local storage), if any. */
  savedInitialRoute?: string;
}

export interface AppLoadingContext {
  savedInitialRoute: string | undefined;
}

export interface AppLoadingOutput {
  destination: '/approvals/vacation-approval' | '/employees/select-employee';
}

/**
 * login/loading-app: 'Cargando la aplicación / Espere un momento, por favor.' for two seconds, then
 * the vacation-approval screen when the saved initial route starts with it (the saved route is then
 * cleared, and opened with its query, which names the request), otherwise employee selection.
 */
export const appLoadingMachine = setup({
  types: {
    context: {} as AppLoadingContext,
    input: {} as AppLoadingInput,
    output: {} as AppLoadingOutput,
    tags: 'busy',
  },
  actions: {
    clearSavedInitialRoute: () => {
      throw new Error('clearSavedInitialRoute not provided');
    },
    /** Opens the saved route itself: its query (`type`, `code`) names the request to answer. */
    goToVacationApproval: (_, _params: { route: string }) => {
      throw new Error('goToVacationApproval not provided');
    },
    goToEmployeeSelection: () => {
      throw new Error('goToEmployeeSelection not provided');
    },
  },
  guards: {
    savedRouteStartsWith: ({ context }, params: { prefix: string }) =>
      context.savedInitialRoute?.startsWith(params.prefix) ?? false,
  },
  delays: {
    appLoading: 2000,
  },
}).createMachine({
  id: 'appLoading',
  description: 'Cargando la aplicación: a two-second pause, then the first screen of the app.',
  context: ({ input }) => ({
    savedInitialRoute: input.savedInitialRoute,
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
          { target: 'toEmployeeSelection' },
        ],
      },
    },
    toVacationApproval: {
      type: 'final',
      entry: [
        'clearSavedInitialRoute',
        {
          type: 'goToVacationApproval',
          params: ({ context }) => ({ route: context.savedInitialRoute ?? '/approvals/vacation-approval' }),
        },
      ],
      output: { destination: '/approvals/vacation-approval' },
    },
    toEmployeeSelection: {
      type: 'final',
      entry: 'goToEmployeeSelection',
      output: { destination: '/employees/select-employee' },
    },
  },
  output: ({ event }) => ({
    destination: (event as { output?: AppLoadingOutput }).output?.destination ?? '/employees/select-employee',
  }),
});
