import type { Employee } from '@src/domain/entities';
import { normalizeForSearch } from '@src/domain/format';
import {
  buildEmployeeIndex,
  type EmployeeSearchEntry,
  employeeNamedBy,
  searchEmployees,
} from '@src/domain/rules/employee-search';
import { assign, fromPromise, setup } from 'xstate';

/**
 * How many matches the list shows at most (the search itself stays over the whole index).
 * @internal
 */
export const maxShownResults = 50;

/** What has arrived of the unit's employee list (call 7, page by page). */
export interface EmployeesArrival {
  /** The pages arrived so far, in the server's order (undefined: not yet, or failed). */
  pages: readonly (readonly Employee[] | undefined)[];
  /** The unit's employees, when the services said how many. */
  total: number | undefined;
  /** Whether more pages are on their way. */
  loading: boolean;
  /** Pages that failed after their retries. */
  missingPages: readonly number[];
}

export interface EmployeeSearchContext {
  /** The employees that arrived (call 7), prepared for searching once per page, in the server's order. */
  index: EmployeeSearchEntry[];
  /** The pages the index was built from, and each page's entries (a page is prepared once). */
  pages: readonly (readonly Employee[] | undefined)[];
  pageEntries: readonly (EmployeeSearchEntry[] | undefined)[];
  /** The unit's employees, when the services said how many. */
  total: number | undefined;
  /** Whether more pages are on their way. */
  pagesLoading: boolean;
  /** Pages that failed after their retries. */
  missingPages: number;
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
  | { type: 'RETRY' }
  | ({ type: 'EMPLOYEES_ARRIVED' } & EmployeesArrival);

export interface EmployeeSearchOutput {
  employee: Employee | undefined;
}

/**
 * /employees/select-employee: loads the employee list (call 7: page 1, then the rest while the person
 * already searches), searches what arrived accent- and case-insensitively over names, surnames and ID
 * number 600 ms after the last keystroke (again as more pages arrive), names pages that failed with a
 * retry, and validates 'Continuar' (required; must be a listed employee) before selecting and going home.
 */
export const employeeSearchMachine = setup({
  types: {
    context: {} as EmployeeSearchContext,
    events: {} as EmployeeSearchEvent,
    output: {} as EmployeeSearchOutput,
    tags: 'busy',
  },
  actors: {
    /** Page 1 (or the list kept for the unit): rejects when nothing could be loaded. */
    fetchFirstPage: fromPromise<EmployeesArrival, Record<string, never>>(async () => {
      throw new Error('fetchFirstPage not provided');
    }),
    /**
     * The other pages (or the missing ones again): tells each change through `tell` before resolving
     * with the list once nothing is in flight.
     */
    fetchRemainingPages: fromPromise<EmployeesArrival, { tell: (arrival: EmployeesArrival) => void }>(
      async () => {
        throw new Error('fetchRemainingPages not provided');
      },
    ),
  },
  actions: {
    takeEmployees: assign(({ context }, params: { arrival: EmployeesArrival }) => {
      const { arrival } = params;
      // Only a page not seen before is prepared; the index keeps the server's order.
      const pageEntries = arrival.pages.map((page, position) =>
        page === undefined
          ? undefined
          : page === context.pages[position]
            ? context.pageEntries[position]
            : buildEmployeeIndex(page),
      );
      return {
        pages: arrival.pages,
        pageEntries,
        index: pageEntries.flatMap((entries) => entries ?? []),
        total: arrival.total,
        pagesLoading: arrival.loading,
        missingPages: arrival.missingPages.length,
        loadError: undefined,
      };
    }),
    rememberLoadError: assign((_, params: { error: unknown }) => ({
      loadError: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    // Typing hides the matches until its pause ends: `results` is only ever the list on screen, which the
    // validation's SELECT (isShownResult) relies on.
    setQuery: assign((_, params: { text: string }) => ({
      query: params.text,
      selected: undefined,
      results: [],
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
    morePagesComing: ({ context }) => context.pagesLoading,
    pagesAreMissing: ({ context }) => context.missingPages > 0,
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
    pages: [],
    pageEntries: [],
    total: undefined,
    pagesLoading: false,
    missingPages: 0,
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
        id: 'fetchFirstPage',
        src: 'fetchFirstPage',
        input: {},
        onDone: {
          target: 'ready',
          actions: { type: 'takeEmployees', params: ({ event }) => ({ arrival: event.output }) },
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
      // Each region answers the person on its own: a transition with targets in two regions would leave
      // and enter the whole of 'ready', asking the list's missing pages again at every keystroke.
      states: {
        list: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'morePagesComing', target: 'arriving' },
                { guard: 'pagesAreMissing', target: 'partial' },
                { target: 'complete' },
              ],
            },
            arriving: {
              description:
                "'Cargando empleados: 1.500 de 20.000': the other pages arrive while the person searches what is in.",
              invoke: {
                id: 'fetchRemainingPages',
                src: 'fetchRemainingPages',
                input: ({ self }) => ({
                  tell: (arrival: EmployeesArrival) => self.send({ type: 'EMPLOYEES_ARRIVED', ...arrival }),
                }),
                onDone: {
                  target: 'checking',
                  actions: { type: 'takeEmployees', params: ({ event }) => ({ arrival: event.output }) },
                },
                // The page names the missing pages' count only (SPEC §2): the error is not kept.
                onError: { target: 'partial' },
              },
              on: {
                EMPLOYEES_ARRIVED: {
                  actions: { type: 'takeEmployees', params: ({ event }) => ({ arrival: event }) },
                },
              },
            },
            partial: {
              description:
                "'No se pudieron cargar todos los empleados (12.000 de 20.000)': the search keeps what arrived; Reintentar asks the missing pages again.",
              on: {
                RETRY: { target: 'arriving' },
              },
            },
            complete: {
              description: 'Every page of the unit arrived.',
            },
          },
        },
        search: {
          initial: 'idle',
          on: {
            TYPE: {
              target: '.debouncing',
              actions: { type: 'setQuery', params: ({ event }) => ({ text: event.text }) },
            },
          },
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
                EMPLOYEES_ARRIVED: { target: 'searching', actions: 'runSearch' },
                SELECT: {
                  guard: { type: 'isShownResult', params: ({ event }) => ({ employeeId: event.employeeId }) },
                  target: 'idle',
                  actions: {
                    type: 'chooseEmployee',
                    params: ({ event }) => ({ employeeId: event.employeeId }),
                  },
                },
              },
            },
            noResults: {
              description:
                "'No hay resultados para esta búsqueda.' (searched again as more employees arrive)",
              on: {
                EMPLOYEES_ARRIVED: { target: 'searching', actions: 'runSearch' },
              },
            },
          },
        },
        validation: {
          initial: 'unchecked',
          on: {
            // What the person types or picks next is checked anew.
            TYPE: { target: '.unchecked' },
            SELECT: {
              guard: { type: 'isShownResult', params: ({ event }) => ({ employeeId: event.employeeId }) },
              target: '.unchecked',
            },
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
