import type { Employee } from '@src/domain/entities';
import { normalizeForSearch } from '@src/domain/format';
import {
  buildEmployeeIndex,
  type EmployeeSearchEntry,
  employeeNamedBy,
  searchEmployees,
} from '@src/domain/rules/employee-search';
import { assign, fromPromise, setup } from 'xstate';

/** How many matches the list shows at most (the search itself stays over the whole index). */
export const maxShownResults = 50;

export interface EmployeeSearchContext {
  /** The employee list of call 7, prepared for searching once, when it loads. */
  index: EmployeeSearchEntry[];
  /** The text in the search field. */
  query: string;
  /** The matches of the last debounced search. */
  results: EmployeeSearchEntry[];
  /** The employee picked from the list (or named exactly by the typed text). */
  selected: Employee | undefined;
  /** Why the employee list could not be loaded. */
  loadError: string | undefined;
}

export type EmployeeSearchEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'SELECT'; employeeId: string }
  | { type: 'CONTINUE' }
  | { type: 'RETRY' };

export interface EmployeeSearchOutput {
  employee: Employee | undefined;
}

/**
 * /employees/select-employee: loads the employee list (call 7), searches it accent- and
 * case-insensitively over names, surnames and ID number 600 ms after the last keystroke, and
 * validates 'Continuar' (required; must be a listed employee) before selecting and going home.
 */
export const employeeSearchMachine = setup({
  types: {
    context: {} as EmployeeSearchContext,
    events: {} as EmployeeSearchEvent,
    output: {} as EmployeeSearchOutput,
    tags: 'busy',
  },
  actors: {
    fetchEmployees: fromPromise<Employee[], Record<string, never>>(async () => {
      throw new Error('fetchEmployees not provided');
    }),
  },
  actions: {
    indexEmployees: assign((_, params: { employees: Employee[] }) => ({
      index: buildEmployeeIndex(params.employees),
      loadError: undefined,
    })),
    rememberLoadError: assign((_, params: { error: unknown }) => ({
      loadError: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    setQuery: assign((_, params: { text: string }) => ({
      query: params.text,
      selected: undefined,
    })),
    runSearch: assign(({ context }) => ({
      results:
        normalizeForSearch(context.query) === ''
          ? []
          : searchEmployees(context.index, context.query, maxShownResults),
    })),
    chooseEmployee: assign(({ context }, params: { employeeId: string }) => {
      const entry = context.results.find((candidate) => candidate.employee.employeeId === params.employeeId);
      return {
        selected: entry?.employee,
        query: entry?.label ?? context.query,
        results: [],
      };
    }),
    chooseTypedEmployee: assign(({ context }) => ({
      selected: employeeNamedBy(context.index, context.query),
    })),
    selectEmployee: (_, _params: { employee: Employee | undefined }) => {
      throw new Error('selectEmployee not provided');
    },
    goHome: () => {
      throw new Error('goHome not provided');
    },
  },
  guards: {
    queryIsBlank: ({ context }) => normalizeForSearch(context.query) === '',
    hasResults: ({ context }) => context.results.length > 0,
    isShownResult: ({ context }, params: { employeeId: string }) =>
      context.results.some((entry) => entry.employee.employeeId === params.employeeId),
    hasSelectedEmployee: ({ context }) => context.selected !== undefined,
    typedTextNamesAnEmployee: ({ context }) => employeeNamedBy(context.index, context.query) !== undefined,
  },
  delays: {
    employeeSearch: 600,
  },
}).createMachine({
  id: 'employeeSearch',
  description:
    'Selección de empleado: the employee list, a debounced accent-insensitive search and the Continuar validation.',
  context: {
    index: [],
    query: '',
    results: [],
    selected: undefined,
    loadError: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchEmployees',
        src: 'fetchEmployees',
        input: {},
        onDone: {
          target: 'ready',
          actions: { type: 'indexEmployees', params: ({ event }) => ({ employees: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The list could not be loaded: the error and a retry control.',
      on: {
        RETRY: { target: 'loading' },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        TYPE: {
          target: ['.search.debouncing', '.validation.unchecked'],
          actions: { type: 'setQuery', params: ({ event }) => ({ text: event.text }) },
        },
      },
      states: {
        search: {
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing to list: no text yet, or an employee was just picked.',
            },
            debouncing: {
              description: 'Waits 600 ms after the last keystroke before searching.',
              after: {
                employeeSearch: { target: 'searching', actions: 'runSearch' },
              },
            },
            searching: {
              always: [
                { guard: 'queryIsBlank', target: 'idle' },
                { guard: 'hasResults', target: 'results' },
                { target: 'noResults' },
              ],
            },
            results: {
              description: 'The matching employees, to pick one.',
              on: {
                SELECT: {
                  guard: { type: 'isShownResult', params: ({ event }) => ({ employeeId: event.employeeId }) },
                  target: ['#employeeSearch.ready.search.idle', '#employeeSearch.ready.validation.unchecked'],
                  actions: {
                    type: 'chooseEmployee',
                    params: ({ event }) => ({ employeeId: event.employeeId }),
                  },
                },
              },
            },
            noResults: {
              description: "'No hay resultados para esta búsqueda.'",
            },
          },
        },
        validation: {
          initial: 'unchecked',
          on: {
            CONTINUE: [
              { guard: 'hasSelectedEmployee', target: '#employeeSearch.chosen' },
              {
                guard: 'typedTextNamesAnEmployee',
                target: '#employeeSearch.chosen',
                actions: 'chooseTypedEmployee',
              },
              { guard: 'queryIsBlank', target: '.required' },
              { target: '.notListed' },
            ],
          },
          states: {
            unchecked: {},
            required: {
              description: "'Para continuar, primero debes seleccionar un empleado.'",
            },
            notListed: {
              description: "'Debes seleccionar un empleado de la lista.'",
            },
          },
        },
      },
    },
    chosen: {
      type: 'final',
      entry: [
        { type: 'selectEmployee', params: ({ context }) => ({ employee: context.selected }) },
        'goHome',
      ],
    },
  },
  output: ({ context }) => ({
    employee: context.selected,
  }),
});
