import { assign, fromPromise, setup } from 'xstate';
import type { Employee, PendingDays } from '../../src/domain/entities';

export interface SelectedEmployeeInput {
  /** The id of the selected employee (saved state). */
  employeeId: string;
}

export interface SelectedEmployeeContext {
  employeeId: string;
  /** The employee of call 8, once loaded. */
  employee: Employee | undefined;
  /** Pending vacation days per contract (call 9). */
  pendingDays: PendingDays[];
  /** Why the employee could not be loaded (e.g. 'El empleado con ID {id} no existe.'). */
  employeeError: string | undefined;
  /** Why the pending days could not be loaded. */
  pendingDaysError: string | undefined;
}

export type SelectedEmployeeEvent = { type: 'RELOAD' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The selected employee shown by the banner and the home page: the employee (call 8) and the
 * pending vacation days (call 9), loaded in parallel; RELOAD loads both again.
 */
export const selectedEmployeeMachine = setup({
  types: {
    context: {} as SelectedEmployeeContext,
    events: {} as SelectedEmployeeEvent,
    input: {} as SelectedEmployeeInput,
    tags: 'busy',
  },
  actors: {
    fetchEmployee: fromPromise<Employee, { employeeId: string }>(async () => {
      throw new Error('fetchEmployee not provided');
    }),
    fetchPendingDays: fromPromise<PendingDays[], { employeeId: string }>(async () => {
      throw new Error('fetchPendingDays not provided');
    }),
  },
  actions: {
    forgetErrors: assign({ employeeError: undefined, pendingDaysError: undefined }),
    rememberEmployee: assign((_, params: { employee: Employee }) => ({ employee: params.employee })),
    rememberEmployeeError: assign((_, params: { error: unknown }) => ({
      employee: undefined,
      employeeError: messageOf(params.error),
    })),
    rememberPendingDays: assign((_, params: { pendingDays: PendingDays[] }) => ({
      pendingDays: params.pendingDays,
    })),
    rememberPendingDaysError: assign((_, params: { error: unknown }) => ({
      pendingDays: [],
      pendingDaysError: messageOf(params.error),
    })),
  },
}).createMachine({
  id: 'selectedEmployee',
  description: 'The selected employee and their pending vacation days, fetched side by side.',
  context: ({ input }) => ({
    employeeId: input.employeeId,
    employee: undefined,
    pendingDays: [],
    employeeError: undefined,
    pendingDaysError: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      entry: 'forgetErrors',
      states: {
        employee: {
          initial: 'fetching',
          states: {
            fetching: {
              tags: 'busy',
              invoke: {
                id: 'fetchEmployee',
                src: 'fetchEmployee',
                input: ({ context }) => ({ employeeId: context.employeeId }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'rememberEmployee', params: ({ event }) => ({ employee: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'rememberEmployeeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loaded: { type: 'final' },
            failed: { type: 'final' },
          },
        },
        pendingDays: {
          initial: 'fetching',
          states: {
            fetching: {
              tags: 'busy',
              invoke: {
                id: 'fetchPendingDays',
                src: 'fetchPendingDays',
                input: ({ context }) => ({ employeeId: context.employeeId }),
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'rememberPendingDays',
                    params: ({ event }) => ({ pendingDays: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'rememberPendingDaysError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            loaded: { type: 'final' },
            failed: { type: 'final' },
          },
        },
      },
      onDone: { target: 'settled' },
    },
    settled: {
      description: 'Both calls answered; each error, if any, is kept to show.',
      on: {
        RELOAD: { target: 'loading' },
      },
    },
  },
});
