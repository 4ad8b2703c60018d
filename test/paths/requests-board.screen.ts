import { labelOfRequestStatus, labelOfRequestType } from '@src/domain/lookups';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { delayNameOf } from '../support/path-model';
import { type BoardCardFacts, type ScreenSpec, type Shown, typedWords } from '../support/screen-spec';

type Payload = EventObject & {
  types?: string[];
  statuses?: string[];
  orientation?: string;
  requestId?: string;
};

/** The one entry an event's list differs in from the chosen one (the checkbox a person ticks or unticks). */
function changed(chosen: readonly string[], wanted: readonly string[]): string {
  return (
    wanted.find((item) => !chosen.includes(item)) ??
    chosen.find((item) => !wanted.includes(item)) ??
    wanted[0] ??
    ''
  );
}

/**
 * The cards each column must show for the filters applied, newest first, stated by hand from
 * docs/demo-data.md's table of José's requests (what a tester sees on `npm start`, SPEC §4: closed,
 * rejected, canceled → Terminada; somebody in charge → En progreso; otherwise Por evaluar). Never computed
 * with the board's rules: a board that ignores its filters, or puts a request in another column, fails here.
 */
const expectedBoard: Record<string, { cards: [string[], string[], string[]]; empty: string }> = {
  '|': {
    cards: [
      ['100008', '100002', '100015', '100013', '100005', '100006'],
      ['100007', '100004', '100018', '100001', '100003', '100009', '100014'],
      ['100012', '100010', '100011', '100017', '100016'],
    ],
    empty: 'No hay solicitudes en trámite.',
  },
  // Only 100018 says «vinculación» (its type, status and description).
  'vinculación|': {
    cards: [[], ['100018'], []],
    empty: 'No hay resultados que coincidan con los filtros aplicados.',
  },
  '|certification': {
    cards: [['100008'], ['100007', '100009'], []],
    empty: 'No hay solicitudes que coincidan con los filtros seleccionados.',
  },
  'vinculación|certification': {
    cards: [[], [], []],
    empty: 'No hay solicitudes que coincidan con los filtros seleccionados.',
  },
};

/**
 * What each card of José shows (SPEC §3 request card view), stated by hand from docs/demo-data.md's
 * table of his cards: its type, request date, person in charge and status as labels, and its
 * description (100015's cut at 65 characters with '…', whole for screen readers).
 */
// number | card title | request date (sown on 21/Nov/2026) | person in charge | status | description
const joseCards = new Map(
  `
100001 | Vacaciones Disfrutadas | 01/Nov/2026 | Fabio Ibáñez | Aprobación Jefe Inmediato | Solicitud de disfrute de vacaciones
100002 | Vacaciones Disfrutadas | 18/Nov/2026 | Sin responsable | Aprobación Jefe Inmediato | Solicitud de disfrute de vacaciones
100003 | Vacaciones Disfrutadas | 12/Oct/2026 | Alberto Núñez | Verificación en Gestión Humana | Solicitud de disfrute de vacaciones
100004 | Vacaciones Pagadas | 15/Nov/2026 | Fabio Ibáñez | Aprobación Jefe Inmediato | Solicitud de pago de vacaciones
100005 | Vacaciones Pagadas | 06/Nov/2026 | Sin responsable | Verificación en Gestión Humana | Solicitud de pago de vacaciones
100006 | Vacaciones Disfrutadas | 22/Sep/2026 | Sin responsable | Confirmación Disfrute de vacaciones | Solicitud de disfrute de vacaciones (datos dañados)
100007 | Certificación | 19/Nov/2026 | Ana Sofía Gutiérrez | Generación de la certificación | Solicitud de certificación
100008 | Certificación | 20/Nov/2026 | Sin responsable | Aprobación Jefe Inmediato | Solicitud de certificación
100009 | Certificación | 23/Ago/2026 | Ana Sofía Gutiérrez | Tramitada con Éxito | Solicitud de certificación
100010 | Ausencia | 24/Jul/2026 | Alberto Núñez | Cerrada | Registro de ausencia
100011 | Incapacidad | 24/Jun/2026 | Alberto Núñez | Rechazada | Registro de incapacidad
100012 | Permiso | 02/Sep/2026 | Sin responsable | Cancelada | Solicitud de permiso
100013 | Retiro | 09/Nov/2026 | Sin responsable | Verificación en Gestión Humana | Solicitud de retiro
100014 | Traslado de cargo | 17/Oct/2025 | Ana Sofía Gutiérrez | Tramitada con Éxito | Traslado de cargo
100015 | PQR | 17/Nov/2026 | Sin responsable | Aprobación Jefe Inmediato | Consulta sobre la liquidación de la prima de servicios del primer semestre, que llegó incompleta
100016 | Ascenso salarial | 07/Oct/2025 | Ana Sofía Gutiérrez | Cerrada | Ascenso salarial
100017 | Licencia no remunerada | 05/May/2026 | Fabio Ibáñez | Rechazada | Licencia no remunerada
100018 | Vinculación | 14/Nov/2026 | Ana Sofía Gutiérrez | Vinculación en Progreso | Vinculación de nuevo contrato
`
    .trim()
    .split('\n')
    .map((row) => {
      const [number = '', ...facts] = row.split(' | ');
      return [number, facts] as const;
    }),
);

/** A card as José's table states it (SPEC §9: a description over 65 characters is cut, with '…'). */
function joseCard(number: string, reread: boolean): BoardCardFacts {
  const facts = joseCards.get(number);
  if (facts?.length !== 5) throw new Error(`requests-board.screen.ts states no card ${number}`);
  const [title = '', date = '', stated = '', status = '', whole = ''] = facts;
  // Read again, 100002 is in Fabio Ibáñez's charge by name; 100008's code names nobody on the card.
  const inCharge = reread && number === '100002' ? 'Fabio Ibáñez' : stated;
  const shown = Array.from(whole).length > 65 ? `${Array.from(whole).slice(0, 65).join('')}…` : whole;
  return {
    title,
    description: { shown, whole },
    details: [
      ['ID.', number],
      ['Fecha de solicitud', date],
      ['Responsable', inCharge],
      ['Estado', status],
    ],
  };
}

/**
 * The boards that change once call 10 is read again: 100002 (Fabio Ibáñez by name) and
 * 100008 (a user code, no name) leave Por evaluar for En progreso, each in its date's place (18/Nov and
 * 20/Nov/2026). The keyword «vinculación» never showed them.
 */
const expectedBoardAfterRead: Record<string, { cards: [string[], string[], string[]]; empty: string }> = {
  '|': {
    cards: [
      ['100015', '100013', '100005', '100006'],
      ['100008', '100007', '100002', '100004', '100018', '100001', '100003', '100009', '100014'],
      ['100012', '100010', '100011', '100017', '100016'],
    ],
    empty: 'No hay solicitudes en trámite.',
  },
  '|certification': {
    cards: [[], ['100008', '100007', '100009'], []],
    empty: 'No hay solicitudes que coincidan con los filtros seleccionados.',
  },
};

/** What the paths open the board with (SPEC §3: vertical, nothing pinned, 'Solo fijadas' off). */
export const boardInput = {
  employeeId: '100001',
  orientation: 'vertical',
  pinned: [] as string[],
  pinnedOnly: false,
};

/**
 * The keyword, types and statuses as typed and as applied, the pins and 'Solo fijadas', followed through
 * the path's events by hand (SPEC §2, §9): the keyword applies when its 500 ms pause ends, the types and
 * statuses when their 800 ms pause ends, 'Limpiar filtros' at once; a pin and 'Solo fijadas' as ticked.
 * Never read from the machine: a board that drops what the person did fails here.
 */
export function boardChoices(events: readonly EventObject[]) {
  const choices = {
    keywordDraft: '',
    keyword: '',
    typesDraft: [] as string[],
    statusesDraft: [] as string[],
    types: [] as string[],
    statuses: [] as string[],
    pinned: [...boardInput.pinned],
    pinnedOnly: boardInput.pinnedOnly,
    /** Call 10 answered again: 100002 now has somebody in charge. */
    reread: false,
  };
  for (const event of events) {
    const { value, types = [], statuses = [], requestId = '' } = event as Payload & { value?: string };
    if (event.type === 'CHANGE_KEYWORD') choices.keywordDraft = value ?? '';
    else if (event.type === 'CHANGE_FILTERS')
      Object.assign(choices, { typesDraft: types, statusesDraft: statuses });
    else if (event.type === 'CLEAR_FILTERS')
      Object.assign(choices, { typesDraft: [], statusesDraft: [], types: [], statuses: [] });
    // A card the board does not show has no pin (SPEC §3).
    else if (event.type === 'TOGGLE_PIN' && cardsShown(choices).includes(requestId))
      choices.pinned = choices.pinned.includes(requestId)
        ? choices.pinned.filter((pinned) => pinned !== requestId)
        : [...choices.pinned, requestId];
    else if (event.type === 'TOGGLE_PINNED_ONLY') choices.pinnedOnly = !choices.pinnedOnly;
    else if (event.type === 'REQUESTS_READ') choices.reread = true;
    else if (delayNameOf(event.type) === 'keywordSearch') choices.keyword = choices.keywordDraft;
    else if (delayNameOf(event.type) === 'filterSubmit')
      Object.assign(choices, { types: choices.typesDraft, statuses: choices.statusesDraft });
  }
  return choices;
}

type Choices = ReturnType<typeof boardChoices>;

/** The board's orientation after the path's presses (SPEC §3: as opened, each press turns it). */
export function orientationAfter(events: readonly EventObject[]) {
  return events
    .filter((event) => event.type === 'TOGGLE_ORIENTATION')
    .reduce(
      (orientation) => (orientation === 'vertical' ? 'horizontal' : 'vertical'),
      boardInput.orientation,
    );
}

/** Each column's cards (numbers) for the applied choices; 'Solo fijadas' keeps the pinned ones only. */
function columnsFor({ keyword, types, statuses, pinned, pinnedOnly, reread }: Choices) {
  const key = `${keyword}|${[...types, ...statuses].sort().join(',')}`;
  const expected = (reread ? expectedBoardAfterRead[key] : undefined) ?? expectedBoard[key];
  if (!expected) throw new Error(`requests-board.screen.ts states no board for the filters «${key}»`);
  // Request 1000NN has the id HRR-000NN.
  const kept = (number: string) => !pinnedOnly || pinned.includes(idOf(number));
  return { cards: expected.cards.map((cards) => cards.filter(kept)), empty: expected.empty };
}

const idOf = (number: string) => `HRR-00${number.slice(-3)}`;
/** The number a request of the seed shows, from its id (HRR-000NN is 1000NN). */
const numberOf = (requestId: string) => `100${requestId.slice(-3)}`;

/** The ids of the cards the board shows for the choices. */
const cardsShown = (choices: Choices) => columnsFor(choices).cards.flat().map(idOf);

/** The three columns with the cards the applied keyword and filters leave (checked on screen). */
function boardColumns(_: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const choices = boardChoices(events);
  const { cards, empty } = columnsFor(choices);
  // 'Solo fijadas' is a selected filter: its empty text.
  const columns = (['Por evaluar', 'En progreso', 'Terminada'] as const).map((column, index) => ({
    column,
    cards: cards[index] ?? [],
    card: (number: string) => joseCard(number, choices.reread),
    empty: choices.pinnedOnly ? 'No hay solicitudes que coincidan con los filtros seleccionados.' : empty,
  }));
  // The orientation button offers the other one (SPEC §3), by hand from the presses.
  const vertical = orientationAfter(events) === 'vertical';
  return [
    ...columns,
    { control: vertical ? 'Ver en horizontal' : 'Ver en vertical' },
    { noControl: vertical ? 'Ver en vertical' : 'Ver en horizontal' },
  ];
}

/** The search field as typed (whether its 500 ms pause runs or not) and the columns it leaves. */
function searchAndColumns(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  return [
    { field: 'Buscar solicitud', role: 'searchbox', value: boardChoices(events).keywordDraft },
    ...boardColumns(snapshot, events),
  ];
}

/**
 * The filters' status line, by hand from the path's events (SPEC §2 filter form, §9): 'Aplicando filtros…'
 * from a box ticked until its 800 ms pause ends or 'Limpiar filtros' is pressed; otherwise the summary,
 * which counts the boxes applied. Never from the machine's state: a pause that no longer ends it, or a
 * 'Limpiar filtros' that leaves it, would agree with itself.
 */
function filtersStatus(events: readonly EventObject[]): Shown[] {
  const last = events.findLast(
    (event) =>
      event.type === 'CHANGE_FILTERS' ||
      event.type === 'CLEAR_FILTERS' ||
      delayNameOf(event.type) === 'filterSubmit',
  );
  if (last?.type === 'CHANGE_FILTERS') return [{ text: 'Aplicando filtros…' }];
  const { types, statuses } = boardChoices(events);
  const count = types.length + statuses.length;
  return count === 0
    ? [{ noText: 'Aplicando filtros…' }, { text: 'Sin filtros aún.' }, { noText: 'filtro aplicado' }]
    : [
        { noText: 'Aplicando filtros…' },
        { noText: 'Sin filtros aún.' },
        { text: count === 1 ? '1 filtro aplicado' : `${count} filtros aplicados` },
      ];
}

/** The requests board (/requests): filters, orientation and the three columns. */
export const requestsBoardScreen: ScreenSpec = {
  screen: 'Tablero de solicitudes (/requests)',
  // The filters are folded under «Filtros»: a tester unfolds them once the board shows, so the
  // boxes, «Limpiar filtros» and the filters' status are on screen for every step after.
  opening: () =>
    'Abre /requests (Solicitudes en trámite) con el empleado seleccionado; cuando se vean las columnas, despliega «Filtros»',
  controls: {
    RETRY: { name: 'Reintentar' },
    CHANGE_KEYWORD: (_, event) => ({
      role: 'searchbox',
      name: 'Buscar solicitud',
      says: `Escribe ${typedWords((event as EventObject & { value?: string }).value ?? '')} en «Buscar solicitud»`,
      legend: 'campo «Buscar solicitud»',
    }),
    // The box the person ticks or unticks: the one the event's choice differs in from what is ticked.
    CHANGE_FILTERS: (_, event, earlier) => {
      const { typesDraft, statusesDraft } = boardChoices(earlier);
      const { types = [], statuses = [] } = event as Payload;
      const type = changed(typesDraft, types);
      const sameTypes =
        types.length === typesDraft.length && types.every((item) => typesDraft.includes(item));
      const sameStatuses =
        statuses.length === statusesDraft.length && statuses.every((item) => statusesDraft.includes(item));
      // Choosing what is already chosen: the same box is unticked and ticked again.
      const byType = !sameTypes || (sameStatuses && type !== '');
      return {
        role: 'checkbox',
        name: byType ? labelOfRequestType(type) : labelOfRequestStatus(changed(statusesDraft, statuses)),
        legend: 'casillas «Tipo de solicitud» y «Estado»',
      };
    },
    CLEAR_FILTERS: { name: 'Limpiar filtros' },
    TOGGLE_ORIENTATION: (_, __, earlier) => ({
      name: orientationAfter(earlier) === 'vertical' ? 'Ver en horizontal' : 'Ver en vertical',
      legend: 'botón «Ver en horizontal» / «Ver en vertical»',
    }),
    TOGGLE_PIN: (_, event) => ({
      role: 'checkbox',
      name: `Fijar la solicitud ${numberOf((event as Payload).requestId ?? '')}`,
      whenBlocked: 'hidden',
      legend: 'casilla «Fijar» de una tarjeta',
    }),
    TOGGLE_PINNED_ONLY: { role: 'checkbox', name: 'Solo fijadas' },
    WINDOW_FOCUSED: {
      offScreen: 'Cambia a otra pestaña y vuelve a esta (el navegador lo avisa)',
      byPerson: true,
    },
    REQUESTS_READ: {
      offScreen:
        'Los servicios responden la lectura de nuevo (llamada 10): la 100002 tiene ahora a Fabio Ibáñez a cargo (sin código de usuario) y la 100008 un código de usuario a cargo (sin nombre)',
    },

    OPEN_REQUEST: (_, event) => ({
      role: 'link',
      name: `Abrir la solicitud ${numberOf((event as Payload).requestId ?? '')}`,
      whenBlocked: 'hidden',
      legend: 'enlace «Abrir la solicitud {número}» de una tarjeta de vinculación',
    }),
  },
  shows: {
    loading: [{ status: 'Cargando solicitudes' }],
    failed: [
      { alert: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' },
      { control: 'Reintentar' },
      { noText: 'Por evaluar' },
    ],
    // The field shows what was typed last (empty at the start), the keyword applied or not.
    'ready.keyword.idle': searchAndColumns,
    'ready.keyword.debouncing': searchAndColumns,
    'ready.filters.idle': (_, events) => filtersStatus(events),
    'ready.filters.submitting': (_, events) => filtersStatus(events),
  },
};
