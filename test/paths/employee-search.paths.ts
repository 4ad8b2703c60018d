import type { EmployeeSearchContext } from '@machines/employees/employee-search.machine';
import { parseEmployee } from '@src/domain/entities';
import type { EventObject } from 'xstate';
import { someOf } from '../support/employee-arrival';
import type { PathTestConfig } from '../support/path-model';
import { chosenBy, employeeSearchScreen, nameOf } from './employee-search.screen';

// José and María are the demo data's (docs/demo-data.md: 100001 and 100002), so a tester types what the
// scripts say on `npm start`; Joselyn, Xiomara and Ulises fill the pages (Xiomara, of page 2, is found
// once her page arrives).

const jose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Muñoz Peña',
  identificationDocumentNumber: '1020304050',
  employeeStatus: 'vinculado',
});
const maria = parseEmployee({
  employeeId: 'E2',
  names: 'María Begoña',
  surnames: 'Ibáñez Zúñiga',
  identificationDocumentNumber: '52987654',
  employeeStatus: 'vinculado',
});
const joselyn = parseEmployee({
  employeeId: 'E3',
  names: 'Joselyn',
  surnames: 'Castro',
  identificationDocumentNumber: '80999888',
  employeeStatus: 'prospecto',
});
/** Employees of pages 2 and 3. */
const xiomara = parseEmployee({
  employeeId: 'E4',
  names: 'Xiomara',
  surnames: 'Beltrán',
  identificationDocumentNumber: '41222333',
  employeeStatus: 'vinculado',
});
const ulises = parseEmployee({
  employeeId: 'E5',
  names: 'Ulises',
  surnames: 'Torres',
  identificationDocumentNumber: '41555666',
  employeeStatus: 'vinculado',
});
const page1 = [jose, joselyn, maria];
const employees = [jose, joselyn, maria, xiomara, ulises];

/** The employee Continuar took, by hand from the path's events (SPEC §5). */
const chosen = (events: readonly EventObject[]) =>
  employees.find((employee) => employee.employeeId === chosenBy(events));

/** 'Continuar' that says why not (SPEC §5), the page staying as it is. */
const continueRefused = [
  'on CONTINUE → ready.validation.required',
  'on CONTINUE → ready.validation.notListed',
];

type Chosen = { employee?: { names: string; surnames: string } };

/** Inputs, typed texts and list outcomes that reach every state, transition and guard branch of employee-search. */
export const employeeSearchPaths: PathTestConfig = {
  // By hand, not from the chart (SPEC §2 employee selection): the load or its failure, the list arriving
  // in pages or at once, the search waiting for its pause with results or none, the selection checked
  // (required, not listed) and the employee chosen.
  reaches: {
    'ana.admin en /employees/select-employee': [
      'loading',
      'loadFailed',
      'ready.list.arriving',
      'ready.list.partial',
      'ready.list.complete',
      'ready.search.idle',
      'ready.search.debouncing',
      'ready.search.results',
      'ready.search.noResults',
      'ready.validation.unchecked',
      'ready.validation.required',
      'ready.validation.notListed',
      'chosen',
    ],
  },
  // SPEC §2 (Employee selection) and §9: the search waits 600 ms after the last keystroke.
  delays: { employeeSearch: 600 },
  // SPEC §9: the search runs 600 ms after the last keystroke: a key pressed 300 ms into the pause starts
  // it over (the view types key by key).
  restarts: { employeeSearch: { on: ['on TYPE'], waits: 300 } },
  // The other pages keep arriving while the person types and picks (a keystroke does not ask
  // for them again), and a new page leaves the search's pause running.
  keepsRunning: {
    fetchRemainingPages: ['on TYPE', 'on SELECT', ...continueRefused],
    employeeSearch: ['on EMPLOYEES_ARRIVED', ...continueRefused],
  },
  // By hand, not from the chart: the search runs after its pause and again as more pages arrive; the
  // failed list and the missing pages are asked again with Reintentar; an employee is picked
  // from the list, and 'Continuar' either chooses or says why not (SPEC §5: required, must be listed).
  takes: [
    'on TYPE → ready.search.debouncing',
    'on after employeeSearch → ready.search.searching',
    'ready.search.results → ready.search.searching',
    'ready.search.noResults → ready.search.searching',
    'on RETRY → loading',
    'on RETRY → ready.list.arriving',
    'on SELECT → ready.search.idle',
    'on CONTINUE → chosen',
    'on CONTINUE → ready.validation.required',
    'on CONTINUE → ready.validation.notListed',
  ],
  // Once an employee is chosen the person goes home (SPEC §2): the selection ends there.
  stopsIn: ['chosen'],
  // SPEC §5: only a listed employee is chosen: the one picked from the list, or the one the text names.
  ends: (_, events) => {
    const employee = chosen(events);
    return { employee: { employeeId: employee?.employeeId, names: employee?.names } };
  },
  inputs: [{ label: 'ana.admin en /employees/select-employee', input: {} }],
  simplePaths: false,
  events: {
    TYPE: [
      // SPEC §2: found once page 2 arrives (a search shown runs again as pages arrive).
      { type: 'TYPE', text: 'xiomara', label: "escribe 'xiomara' (de la página 2)" },
      { type: 'TYPE', text: '', label: 'borra el campo' },
      {
        type: 'TYPE',
        text: 'maria begona ibanez zuniga',
        label: "escribe 'maria begona ibanez zuniga' (un solo empleado)",
      },
      // SPEC §2: every word must match; each of these names someone else.
      {
        type: 'TYPE',
        text: 'begona castro',
        label: "escribe 'begona castro' (cada palabra, de otra persona)",
      },
      // SPEC §2: the ID number finds the employee, and Continuar takes it as typed.
      { type: 'TYPE', text: '52987654', label: "escribe '52987654' (el número de identificación de María)" },
      // Listed after the texts that name María, so that her scripts type her name (the journey J-3).
      { type: 'TYPE', text: 'b', label: "escribe 'b' (María, y Xiomara cuando llega la página 2)" },
    ],
    EMPLOYEES_ARRIVED: [
      {
        type: 'EMPLOYEES_ARRIVED',
        ...someOf([page1, [xiomara]], 5),
        label: 'llega la página 2 (Xiomara)',
      },
    ],
    SELECT: [
      { type: 'SELECT', employeeId: 'E2', label: 'María Begoña Ibáñez Zúñiga' },
      // Second in the list of 'b' once page 2 arrives; not listed for the other texts.
      { type: 'SELECT', employeeId: 'E4', label: nameOf('E4') },
    ],
  },
  actors: {
    fetchFirstPage: [
      {
        // What a tester sees on `npm start`: the demo unit's 525 employees arrive at once on a local stack.
        label: 'toda la unidad de una vez (en la demo, sus 525 empleados)',
        output: someOf([page1, [xiomara], [ulises]], 5, { loading: false }),
      },
      {
        label: 'la página 1 (José, Joselyn, María) de 5 empleados; llegan más',
        output: someOf([page1], 5),
      },
      {
        label: 'fallo de red',
        error: new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.'),
      },
    ],
    fetchRemainingPages: [
      {
        label: 'llegan las demás páginas',
        output: someOf([page1, [xiomara], [ulises]], 5, { loading: false }),
      },
      {
        label: 'la página 3 falla tras sus reintentos',
        output: someOf([page1, [xiomara]], 5, { loading: false, missingPages: [3] }),
      },
      { label: 'fallo inesperado', error: new Error('Falla inesperada') },
    ],
  },
  // What tells states apart: the state, the text, the matches, the pick and whether Xiomara (page 2) is in,
  // whom 'xiomara' and 'b' find once she is. How many arrived otherwise is left out (else every search
  // state would repeat per page count): no typed text finds Ulises (page 3).
  serializeState: (snapshot) => {
    const context = snapshot.context as EmployeeSearchContext;
    return JSON.stringify({
      value: snapshot.value,
      query: context.query,
      results: context.results.map((entry) => entry.employee.employeeId),
      selected: context.selected?.employeeId,
      loadError: context.loadError,
      pageTwoIn: context.index.some((entry) => entry.employee.employeeId === xiomara.employeeId),
    });
  },
  screen: employeeSearchScreen,
  effects: {
    selectEmployee: {
      says: (params: Chosen) =>
        `Queda seleccionado el empleado «${params.employee?.names ?? ''} ${params.employee?.surnames ?? ''}»`,
      on: ['→ chosen'],
      // SPEC §5: only a listed employee is chosen (as `ends` says).
      params: (_, events) => ({ employee: chosen(events) }),
    },
    goHome: { says: 'Se abre la página de inicio (/)', on: ['→ chosen'] },
  },
  spec: {
    'on after employeeSearch': 'REQ-EMPLOYEE-02: search debounced 600 ms, accent- and case-insensitive',
    'ready.search.searching → ready.search.noResults':
      "REQ-EMPLOYEE-02: 'No hay resultados para esta búsqueda.'",
    'on CONTINUE': 'REQ-EMPLOYEE-03: Continuar takes a listed employee only',
    '→ chosen': 'REQ-EMPLOYEE-03: after selecting, the user goes to /',
    'on EMPLOYEES_ARRIVED': 'REQ-EMPLOYEE-01: the other pages arrive while the person searches',
    'ready.list.arriving → ready.list.checking': 'REQ-EMPLOYEE-01: every page, with its retries',
    'ready.list.arriving → ready.list.partial':
      'REQ-EMPLOYEE-01: a page that failed after its retries is named',
    'ready.list.partial → ready.list.arriving': 'REQ-EMPLOYEE-01: Reintentar asks the missing pages again',
    '→ loadFailed': 'REQ-EMPLOYEE-01: the first page failed: the error and a retry',
    'on RETRY': 'REQ-EMPLOYEE-01: the list asked again',
    '*': 'REQ-EMPLOYEE-02: the search of /employees/select-employee',
  },
};
