import type { EmployeesArrival } from '@machines/employees/employee-search.machine';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { delayNameOf } from '../support/path-model';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const requiredText = 'Para continuar, primero debes seleccionar un empleado.';
const notListedText = 'Debes seleccionar un empleado de la lista.';
const noResultsText = 'No hay resultados para esta búsqueda.';

/**
 * The list as it stands, from call 7's answers on the path, followed by hand (SPEC §2, issue 33): page 1
 * (or the whole unit) first, then each page that arrives while the rest is on its way, then the rest at
 * once; a page told after the rest stopped (failed, or every page in) changes nothing, and Reintentar
 * asks the missing pages again.
 */
const lastArrival = (events: readonly EventObject[]) => {
  let arrival: EmployeesArrival | undefined;
  let arriving = false;
  for (const event of events) {
    const { output } = event as { output?: EmployeesArrival };
    if (
      event.type === 'xstate.done.actor.fetchFirstPage' ||
      event.type === 'xstate.done.actor.fetchRemainingPages'
    ) {
      arrival = output;
      arriving = output?.loading === true;
    } else if (event.type === 'EMPLOYEES_ARRIVED' && arriving)
      arrival = event as EventObject & EmployeesArrival;
    else if (event.type === 'xstate.error.actor.fetchRemainingPages') arriving = false;
    else if (event.type === 'RETRY' && arrival !== undefined) arriving = true;
  }
  return arrival;
};

/**
 * How many employees arrived and of how many, counted from the pages the services answered (the paths'
 * lists are small: no thousands separator).
 */
const counted = (events: readonly EventObject[]) => {
  const arrival = lastArrival(events);
  const arrived = (arrival?.pages ?? []).reduce((sum, page) => sum + (page?.length ?? 0), 0);
  return `${arrived} de ${arrival?.total ?? ''}`;
};
const arrivingText = (_: AnyMachineSnapshot, events: readonly EventObject[]) =>
  `Cargando empleados: ${counted(events)}`;
const partialText = (_: AnyMachineSnapshot, events: readonly EventObject[]) =>
  `No se pudieron cargar todos los empleados (${counted(events)})`;

/** Why the list could not be loaded: the message of the path's failed answer (call 7). */
const failure = (_: AnyMachineSnapshot, events: readonly EventObject[]) => {
  const failed = events.filter((event) => event.type === 'xstate.error.actor.fetchFirstPage').at(-1);
  const { error } = (failed ?? {}) as { error?: unknown };
  return error instanceof Error ? error.message : String(error);
};

/** The names of the paths' picks (SELECT), as each result button and then the field show them. */
const pickedNames: Record<string, string> = {
  E1: 'José Andrés Muñoz Peña',
  E2: 'María Begoña Ibáñez Zúñiga',
};

/**
 * What the search field shows: the text typed last, or the name of the employee picked after it. A pick
 * is taken only from the list shown: the matches of the search run after the pause since the text was
 * typed (a pick of someone else does nothing).
 */
const fieldText = (_: AnyMachineSnapshot, events: readonly EventObject[]) => {
  let text = '';
  let listed: readonly string[] = [];
  for (const event of events) {
    if (event.type === 'TYPE') {
      text = (event as EventObject & { text: string }).text;
      listed = [];
    } else if (delayNameOf(event.type) === 'employeeSearch') listed = findsByText[text] ?? [];
    else if (event.type === 'SELECT') {
      const name = pickedNames[(event as EventObject & { employeeId: string }).employeeId] ?? '';
      if (listed.includes(name)) [text, listed] = [name, []];
    }
  }
  return text;
};

/** The form: the search field with the typed text and 'Continuar'. */
const form: Shown[] = [
  { field: 'Empleado', role: 'searchbox', value: fieldText },
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
function resultButton(_: AnyMachineSnapshot, event: EventObject) {
  const employeeId = (event as EventObject & { employeeId: string }).employeeId;
  const name = pickedNames[employeeId];
  if (!name) throw new Error(`state the name of ${employeeId} (pickedNames)`);
  return {
    name,
    whenBlocked: 'hidden' as const,
    says: `Pulsa «${name}» en la lista de resultados`,
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
    loadFailed: [{ alert: failure }, { control: 'Reintentar' }, { noControl: 'Empleado', role: 'searchbox' }],
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
