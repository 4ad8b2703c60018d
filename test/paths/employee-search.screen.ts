import type { EmployeesArrival } from '@machines/employees/employee-search.machine';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { delayNameOf } from '../support/path-model';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const requiredText = 'Para continuar, primero debes seleccionar un empleado.';
const notListedText = 'Debes seleccionar un empleado de la lista.';
const noResultsText = 'No hay resultados para esta búsqueda.';

/** The employees of the paths' lists, by id, with the name each result button shows (server order). */
const employeeNames: Record<string, string> = {
  E1: 'José Andrés Muñoz Peña',
  E3: 'Joselyn Castro',
  E2: 'María Begoña Ibáñez Zúñiga',
  E4: 'Xiomara Beltrán',
  E5: 'Ulises Torres',
};

/**
 * Whom each typed text finds, by id in the server's order, stated by hand (SPEC §2: every word of it,
 * accents and case aside, in the names, surnames or ID number), among all the unit's employees; the list
 * shows those of them who have arrived. 'begona castro' names two people by one word each, so it finds
 * no one; 'xiomara' finds only an employee of page 2; 'b' finds María (page 1) and Xiomara (page 2).
 */
const findsByText: Record<string, readonly string[]> = {
  xiomara: ['E4'],
  'begona castro': [],
  'maria begona ibanez zuniga': ['E2'],
  '52987654': ['E2'],
  b: ['E2', 'E4'],
};

/** SPEC §5: the texts that name one employee exactly (full name or ID number): Continuar takes them. */
const namesOne: Record<string, string> = { 'maria begona ibanez zuniga': 'E2', '52987654': 'E2' };

type ListStatus = 'loading' | 'failed' | 'arriving' | 'partial' | 'complete';

/** What the page shows after the path's events, followed by hand from SPEC §2, §5 and call 7. */
interface SearchPage {
  /** The list: loading, failed, pages still arriving, some missing after their retries, or complete. */
  list: ListStatus;
  /** Call 7's last answer the list took (page 1 or the whole unit, then each page, then the rest). */
  arrival?: EmployeesArrival;
  /** The field's text: the text typed last, or the name of the employee picked after it. */
  text: string;
  /** The matches the list shows (undefined while no search ran since the last keystroke, or after a pick). */
  shown?: readonly string[];
  /** The employee picked from the list shown, since the last keystroke. */
  picked?: string;
  /** What Continuar said last (since the last keystroke or pick), or the employee it took. */
  validation: 'unchecked' | 'required' | 'notListed' | { chosen: string };
}

const arrivedIds = (arrival: EmployeesArrival | undefined) =>
  (arrival?.pages ?? []).flatMap((page) => (page ?? []).map((employee) => employee.employeeId));

/** Whom the typed text finds among the employees arrived (a search run now). */
function search(text: string, arrival: EmployeesArrival | undefined) {
  const finds = findsByText[text];
  if (!finds) throw new Error(`state whom «${text}» finds (findsByText)`);
  const arrived = arrivedIds(arrival);
  return finds.filter((id) => arrived.includes(id));
}

/** The list's status once call 7 answered: more pages coming, some missing, or every page in. */
const statusOf = (arrival: EmployeesArrival | undefined): ListStatus =>
  arrival?.loading ? 'arriving' : (arrival?.missingPages.length ?? 0) > 0 ? 'partial' : 'complete';

/**
 * The page after the path's events. A page told after the rest stopped (failed, or every page in) changes
 * nothing; a new page searches again while matches (or none) are shown; the rest's final answer adds its
 * pages without searching again (the app tells each page before it). A pick counts only from the list
 * shown; Continuar takes the pick, or a text that names one employee, or says why not.
 */
export function searchPage(events: readonly EventObject[]): SearchPage {
  const page: SearchPage = { list: 'loading', text: '', validation: 'unchecked' };
  for (const event of events) {
    const { output } = event as { output?: EmployeesArrival };
    switch (event.type) {
      case 'xstate.done.actor.fetchFirstPage':
        [page.arrival, page.list] = [output, statusOf(output)];
        break;
      case 'xstate.error.actor.fetchFirstPage':
        page.list = 'failed';
        break;
      case 'xstate.done.actor.fetchRemainingPages':
        if (page.list === 'arriving') [page.arrival, page.list] = [output, statusOf(output)];
        break;
      case 'xstate.error.actor.fetchRemainingPages':
        if (page.list === 'arriving') page.list = 'partial';
        break;
      // Reintentar: the failed list loads again, the missing pages are asked again.
      case 'RETRY':
        if (page.list === 'failed') page.list = 'loading';
        else if (page.list === 'partial') page.list = 'arriving';
        break;
      case 'EMPLOYEES_ARRIVED':
        if (page.list === 'arriving') page.arrival = event as EventObject & EmployeesArrival;
        if (page.shown) page.shown = search(page.text, page.arrival);
        break;
      case 'TYPE':
        page.text = (event as EventObject & { text: string }).text;
        [page.shown, page.picked, page.validation] = [undefined, undefined, 'unchecked'];
        break;
      case 'SELECT': {
        const id = (event as EventObject & { employeeId: string }).employeeId;
        if (!page.shown?.includes(id)) break;
        [page.text, page.picked, page.shown, page.validation] = [nameOf(id), id, undefined, 'unchecked'];
        break;
      }
      case 'CONTINUE': {
        const named = page.picked ?? namesOne[page.text];
        page.validation = named ? { chosen: named } : page.text === '' ? 'required' : 'notListed';
        break;
      }
      default:
        if (delayNameOf(event.type) === 'employeeSearch')
          page.shown = page.text === '' ? undefined : search(page.text, page.arrival);
    }
  }
  return page;
}

/** The name of an employee of the paths' lists. */
export function nameOf(employeeId: string) {
  const name = employeeNames[employeeId];
  if (!name) throw new Error(`state the name of ${employeeId} (employeeNames)`);
  return name;
}

/** The employee Continuar took after the path's events (SPEC §5), if it took one. */
export function chosenBy(events: readonly EventObject[]) {
  const { validation } = searchPage(events);
  return typeof validation === 'object' ? validation.chosen : undefined;
}

/**
 * How many employees arrived and of how many, counted from the pages the services answered (the paths'
 * lists are small: no thousands separator).
 */
const counted = (arrival: EmployeesArrival | undefined) =>
  `${arrivedIds(arrival).length} de ${arrival?.total ?? ''}`;

/** Why the list could not be loaded: the message of the path's failed answer (call 7). */
const failure = (_: AnyMachineSnapshot, events: readonly EventObject[]) => {
  const failed = events.filter((event) => event.type === 'xstate.error.actor.fetchFirstPage').at(-1);
  const { error } = (failed ?? {}) as { error?: unknown };
  return error instanceof Error ? error.message : String(error);
};

const partialWords = 'No se pudieron cargar todos los empleados';

/** The list's line, stated by hand whichever of the list's states the machine is in. */
function listLine(_: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const { list, arrival } = searchPage(events);
  if (list === 'arriving')
    return [{ text: `Cargando empleados: ${counted(arrival)}` }, { noText: partialWords }];
  if (list === 'partial')
    return [{ alert: `${partialWords} (${counted(arrival)})` }, { control: 'Reintentar' }];
  if (list === 'complete') return [{ noText: 'Cargando empleados' }, { noText: partialWords }];
  throw new Error(`the list is ${list} after these events, and the page shows the search`);
}

/** The form: the search field with the typed text and 'Continuar'. */
const form = (events: readonly EventObject[]): Shown[] => [
  { field: 'Empleado', role: 'searchbox', value: searchPage(events).text },
  { control: 'Continuar', enabled: true },
  { control: 'Vincular nuevo empleado', role: 'link' },
];

/**
 * The search's part of the page, by hand: the matches in the server's order (each a button), or the
 * no-results text once the pause ended; nothing listed while typing, after a pick or with a blank text.
 */
function searchPart(_: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const { shown } = searchPage(events);
  const absent = Object.keys(employeeNames)
    .filter((id) => !shown?.includes(id))
    .map((id): Shown => ({ noControl: nameOf(id) }));
  if (shown?.length === 0) return [...form(events), { text: noResultsText }, ...absent];
  const listed = (shown ?? []).map((id): Shown => ({ control: nameOf(id) }));
  return [...form(events), ...listed, ...absent, { noText: noResultsText }];
}

/** What Continuar said, by hand; a text or pick it took leaves the page (SPEC §5). */
function validationMessage(_: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const { validation, text } = searchPage(events);
  if (typeof validation === 'object')
    throw new Error(`Continuar took «${text}» (${validation.chosen}): the page must leave, and it stays`);
  const message = { unchecked: '', required: requiredText, notListed: notListedText }[validation];
  return [{ field: 'Empleado', role: 'searchbox', message }];
}

/** The result button of an employee, named by the employee's name; one not listed has none. */
function resultButton(_: AnyMachineSnapshot, event: EventObject) {
  const name = nameOf((event as EventObject & { employeeId: string }).employeeId);
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
    // Each region's leaves state the same by hand, from the events: a machine in the wrong leaf fails.
    'ready.list.arriving': listLine,
    'ready.list.partial': listLine,
    'ready.list.complete': listLine,
    'ready.search.idle': searchPart,
    'ready.search.debouncing': searchPart,
    'ready.search.results': searchPart,
    'ready.search.noResults': searchPart,
    'ready.validation.unchecked': validationMessage,
    'ready.validation.required': validationMessage,
    'ready.validation.notListed': validationMessage,
    chosen: [],
  },
};
