import type { Employee, PendingDays } from '@src/domain/entities';
import { errorText } from '@src/domain/errors';
import { assign, fromPromise, setup } from 'xstate';

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

/**
 * The selected employee shown by the banner, the home page and the used-days tables: the employee
 * (call 8) and the pending vacation days (call 9), loaded side by side, each region ending loaded or
 * failed on its own (a failure is never shown as zero or as an empty list); RELOAD asks again.
 */
export const selectedEmployeeMachine = setup({
  types: {
    context: {} as SelectedEmployeeContext,
    events: {} as SelectedEmployeeEvent,
    input: {} as SelectedEmployeeInput,
    tags: {} as 'busy',
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
    forgetEmployeeError: assign({ employeeError: undefined }),
    forgetPendingDaysError: assign({ pendingDaysError: undefined }),
    rememberEmployee: assign((_, params: { employee: Employee }) => ({ employee: params.employee })),
    rememberEmployeeError: assign((_, params: { error: unknown }) => ({
      employee: undefined,
      employeeError: errorText(params.error),
    })),
    rememberPendingDays: assign((_, params: { pendingDays: PendingDays[] }) => ({
      pendingDays: params.pendingDays,
    })),
    rememberPendingDaysError: assign((_, params: { error: unknown }) => ({
      pendingDays: [],
      pendingDaysError: errorText(params.error),
    })),
  },
}).createMachine({
  id: 'selectedEmployee',
  description:
    'The selected employee (call 8) and their pending vacation days (call 9), each loading, loaded or failed on its own; RELOAD asks again whatever is not in flight.',
  context: ({ input }) => ({
    employeeId: input.employeeId,
    employee: undefined,
    pendingDays: [],
    employeeError: undefined,
    pendingDaysError: undefined,
  }),
  type: 'parallel',
  states: {
    employee: {
      initial: 'fetching',
      states: {
        fetching: {
          tags: 'busy',
          entry: 'forgetEmployeeError',
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
        loaded: {
          on: { RELOAD: { target: 'fetching' } },
        },
        failed: {
          description: 'The error text with a retry; never an empty employee.',
          on: { RELOAD: { target: 'fetching' } },
        },
      },
    },
    pendingDays: {
      initial: 'fetching',
      states: {
        fetching: {
          tags: 'busy',
          entry: 'forgetPendingDaysError',
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
        loaded: {
          on: { RELOAD: { target: 'fetching' } },
        },
        failed: {
          description: 'The error text with a retry; never zero days.',
          on: { RELOAD: { target: 'fetching' } },
        },
      },
    },
  },
});
