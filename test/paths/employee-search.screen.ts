import type { EmployeeSearchContext } from '@machines/employees/employee-search.machine';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const requiredText = 'Para continuar, primero debes seleccionar un empleado.';
const notListedText = 'Debes seleccionar un empleado de la lista.';
const noResultsText = 'No hay resultados para esta búsqueda.';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as EmployeeSearchContext;

/** How many employees arrived and of how many (the paths' lists are small: no thousands separator). */
const counted = (snapshot: AnyMachineSnapshot) => {
  const { index, total } = contextOf(snapshot);
  return `${index.length} de ${total ?? ''}`;
};
const arrivingText = (snapshot: AnyMachineSnapshot) => `Cargando empleados: ${counted(snapshot)}`;
const partialText = (snapshot: AnyMachineSnapshot) =>
  `No se pudieron cargar todos los empleados (${counted(snapshot)})`;

/** The form: the search field with the typed text and 'Continuar'. */
const form: Shown[] = [
  { field: 'Empleado', role: 'searchbox', value: (snapshot) => contextOf(snapshot).query },
  { control: 'Continuar', enabled: true },
  { control: 'Vincular nuevo empleado', role: 'link' },
];

/** The employees of the paths' lists, by the name each result button shows. */
const everyone = [
  'José Andrés Muñoz Peña',
  'Joselyn Castro',
  'María Begoña Ibáñez Zúñiga',
  'Xiomara Beltrán',
  'Ulises Torres',
];

/**
 * Whom each typed text finds, stated by hand (SPEC §2: every word of it, accents and case aside, in the
 * names, surnames or ID number): 'begona castro' names two people by one word each, so it finds no one.
 */
const findsByText: Record<string, readonly string[]> = {
  zzz: [],
  'begona castro': [],
  'maria begona ibanez zuniga': ['María Begoña Ibáñez Zúñiga'],
  '52987654': ['María Begoña Ibáñez Zúñiga'],
};

/** SPEC §5: the texts that name one employee exactly (full name or ID number): Continuar takes them. */
const namesOne = new Set(['maria begona ibanez zuniga', '52987654']);

/** The text typed last. */
const lastTyped = (events: readonly EventObject[]) =>
  (events.filter((event) => event.type === 'TYPE').at(-1) as (EventObject & { text: string }) | undefined)
    ?.text ?? '';

/** The list a search shows for the text typed last: exactly whom that text finds, or the no-results text. */
function searchOutcome(events: readonly EventObject[]): Shown[] {
  const typed = lastTyped(events);
  const found = findsByText[typed];
  if (!found) throw new Error(`state whom «${typed}» finds (findsByText)`);
  const absent = everyone.filter((name) => !found.includes(name)).map((name): Shown => ({ noControl: name }));
  return found.length === 0
    ? [{ text: noResultsText }, ...absent]
    : [...found.map((name): Shown => ({ control: name })), ...absent, { noText: noResultsText }];
}

/** The result button of an employee, named by the employee's name; one not listed has none. */
function resultButton(snapshot: AnyMachineSnapshot, event: EventObject) {
  const employeeId = (event as EventObject & { employeeId: string }).employeeId;
  const entry = contextOf(snapshot).index.find((candidate) => candidate.employee.employeeId === employeeId);
  return {
    name: entry?.label ?? `el empleado ${employeeId}`,
    whenBlocked: 'hidden' as const,
    says: `Pulsa «${entry?.label ?? employeeId}» en la lista de resultados`,
    legend: 'botón de cada resultado de la búsqueda (nombre y número de identificación)',
  };
}

/** /employees/select-employee: loading, the error with retry, the search with its list and messages. */
export const employeeSearchScreen: ScreenSpec = {
  screen: 'Selección de empleado (/employees/select-employee)',
  controls: {
    TYPE: (_: AnyMachineSnapshot, event: EventObject) => {
      const text = (event as EventObject & { text: string }).text;
      return {
        role: 'searchbox',
        name: 'Empleado',
        says: text === '' ? 'Borra el texto de «Empleado»' : `Escribe «${text}» en «Empleado»`,
        legend: 'escribir en el campo «Empleado» (búsqueda)',
      };
    },
    SELECT: resultButton,
    CONTINUE: { name: 'Continuar' },
    RETRY: { name: 'Reintentar' },
    EMPLOYEES_ARRIVED: {
      offScreen: 'Llega otra página de la lista de empleados (los servicios la responden)',
    },
  },
  shows: {
    loading: [{ status: 'Cargando empleados' }, { noControl: 'Empleado', role: 'searchbox' }],
    loadFailed: [
      { alert: (snapshot) => contextOf(snapshot).loadError ?? '' },
      { control: 'Reintentar' },
      { noControl: 'Empleado', role: 'searchbox' },
    ],
    'ready.list.arriving': [{ text: arrivingText }, { noText: 'No se pudieron cargar todos los empleados' }],
    'ready.list.partial': [{ alert: partialText }, { control: 'Reintentar' }],
    'ready.list.complete': [
      { noText: 'Cargando empleados' },
      { noText: 'No se pudieron cargar todos los empleados' },
    ],
    'ready.search.idle': [...form, { noText: noResultsText }],
    'ready.search.debouncing': [...form, { noText: noResultsText }],
    'ready.search.results': (_, events) => [...form, ...searchOutcome(events)],
    'ready.search.noResults': (_, events) => [...form, ...searchOutcome(events)],
    'ready.validation.unchecked': [{ field: 'Empleado', role: 'searchbox', message: '' }],
    'ready.validation.required': [{ field: 'Empleado', role: 'searchbox', message: requiredText }],
    // A text that names one employee is taken by Continuar: it never says the employee is not listed.
    'ready.validation.notListed': (_, events) => [
      {
        field: 'Empleado',
        role: 'searchbox',
        message: namesOne.has(lastTyped(events)) ? '' : notListedText,
      },
    ],
    chosen: [],
  },
};
