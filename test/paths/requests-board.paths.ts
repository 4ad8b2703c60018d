import type { RequestsBoardContext } from '@machines/requests/requests-board.machine';
import { parseHumanResourceRequest } from '@src/domain/entities';
import type { EventObject } from 'xstate';
import { exactly, type PathTestConfig } from '../support/path-model';
import { demoSeed } from './demo-seed';
import { boardChoices, boardInput, orientationAfter, requestsBoardScreen } from './requests-board.screen';

/**
 * The requests of José (employee 100001) exactly as `npm start` serves them (the demo seed of
 * docs/demo-data.md, built for the scripts' reference date), newest first as call 10 sorts them: the
 * board a tester opens as ana.admin in UN-ANDINA. requests-board.screen.ts states by hand, from
 * docs/demo-data.md's table, which cards each column shows.
 */
const joseRequests = demoSeed()
  .requests.filter((request) => request.employeeId === '100001')
  .sort((one, other) => Date.parse(other.date) - Date.parse(one.date))
  .map((request) => parseHumanResourceRequest(request.document));

/**
 * Call 10 read again after 100002 and 100008 were taken: 100002's person in charge came by
 * name only (no user code), 100008's by user code only (no name). SPEC §4: somebody in charge, by code or
 * by name, puts a request in En progreso; the card names who, or 'Sin responsable'.
 */
const taken: Record<string, { userCodeInCharge: string; userNameInCharge: string }> = {
  '100002': { userCodeInCharge: '', userNameInCharge: 'Fabio Ibáñez' },
  '100008': { userCodeInCharge: 'fabio.jefe', userNameInCharge: '' },
};
const joseRequestsTaken = joseRequests.map((request) => ({
  ...request,
  ...taken[request.humanResourceRequestNumber],
}));

/** The board of one employee: call 10 outcomes, the two filters with their delays, orientation, opening a card. */
export const requestsBoardPaths: PathTestConfig = {
  simplePaths: false,
  // The requests count by how many were read, not by what they say: a read again takes a path
  // of its own and is checked on screen, then the board is the same (else every path would double).
  serializeState: (snapshot) => {
    const { requests, ...kept } = snapshot.context as RequestsBoardContext;
    return JSON.stringify([snapshot.value, snapshot.status, kept, requests.length]);
  },
  // By hand, not from the chart (SPEC §2 requests board): the load or its failure, then the keyword
  // waiting for its pause and the filters being applied.
  reaches: {
    'empleado 100001 (José Andrés Muñoz Peña), tablero vertical': [
      'loading',
      'failed',
      'ready.keyword.idle',
      'ready.keyword.debouncing',
      'ready.filters.idle',
      'ready.filters.submitting',
    ],
  },
  // By hand, not from the chart (SPEC §8 Requests): the failed load is read again with Reintentar.
  takes: ['on RETRY → loading'],
  // The tags the screen reads (hasTag), stated by hand: the loading state and the filters being applied.
  tags: { busy: ['loading'], filtering: ['ready.filters.submitting'] },
  // SPEC §7 call 10: the requests of the employee the board is opened for, nothing else.
  sends: { fetchRequests: () => exactly({ employeeId: '100001' }) },
  // What the filter form sends with the next box ticked (SPEC §2 filter form): the boxes of both groups
  // as ticked, by hand from the path's ticks (never read from the machine). A list left with an entry no
  // box shows (after 'Limpiar filtros') would go out with the next tick of the other group and hide every
  // card; on screen nothing tells it until then.
  reads: {
    filterBoxes: {
      read: (snapshot: { context: RequestsBoardContext }) => ({
        types: snapshot.context.typesDraft,
        statuses: snapshot.context.statusesDraft,
      }),
      expected: (_input: unknown, events: readonly EventObject[]) => {
        const { typesDraft, statusesDraft } = boardChoices(events);
        return { types: typesDraft, statuses: statusesDraft };
      },
    },
  },
  inputs: [
    {
      label: 'empleado 100001 (José Andrés Muñoz Peña), tablero vertical',
      says: 'las solicitudes de José Andrés Muñoz Peña (100001), con el tablero en columnas',
      input: boardInput,
    },
  ],
  events: {
    CHANGE_KEYWORD: [{ type: 'CHANGE_KEYWORD', label: '«vinculación»', value: 'vinculación' }],
    CHANGE_FILTERS: [
      { type: 'CHANGE_FILTERS', label: 'tipo Certificación', types: ['certification'], statuses: [] },
    ],
    TOGGLE_PIN: [{ type: 'TOGGLE_PIN', label: 'fija la vinculación 100018', requestId: 'HRR-00018' }],
    REQUESTS_READ: [
      {
        type: 'REQUESTS_READ',
        label: 'las 18 solicitudes de José, la 100002 y la 100008 ya con alguien a cargo',
        requests: joseRequestsTaken,
        automatedOnly:
          'que la 100002 y la 100008 cambien de responsable entre dos lecturas no se prepara a mano en el tablero',
      },
    ],
    OPEN_REQUEST: [
      { type: 'OPEN_REQUEST', label: 'la vinculación 100018', requestId: 'HRR-00018' },
      { type: 'OPEN_REQUEST', label: 'la certificación 100007', requestId: 'HRR-00007' },
    ],
  },
  actors: {
    fetchRequests: [
      { label: 'las 18 solicitudes de José', output: joseRequests },
      {
        label: 'falla el servidor',
        says: 'El servicio no entrega las solicitudes: responde con un error',
        error: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      },
    ],
  },
  screen: requestsBoardScreen,
  // SPEC §9: the keyword applies 500 ms after the last keystroke, the filters 800 ms after the last change.
  delays: { keywordSearch: 500, filterSubmit: 800 },
  // SPEC §9: 'after the last keystroke' and 'after the last change': a key or a box 100 ms into the
  // pause starts it over.
  restarts: {
    keywordSearch: { on: ['on CHANGE_KEYWORD'], waits: 100 },
    filterSubmit: { on: ['on CHANGE_FILTERS'], waits: 100 },
  },
  // SPEC §9: two pauses, each counted from its own field: a key typed while the filters wait leaves their
  // pause running, a box ticked while the keyword waits leaves its pause running (and so does the rest
  // of the board: a pin, 'Solo fijadas', the orientation, the requests read again).
  keepsRunning: {
    filterSubmit: [
      'on CHANGE_KEYWORD',
      'on TOGGLE_PIN',
      'on TOGGLE_PINNED_ONLY',
      'on TOGGLE_ORIENTATION',
      'on REQUESTS_READ',
    ],
    keywordSearch: [
      'on CHANGE_FILTERS',
      'on CLEAR_FILTERS',
      'on TOGGLE_PIN',
      'on TOGGLE_PINNED_ONLY',
      'on TOGGLE_ORIENTATION',
      'on REQUESTS_READ',
    ],
  },
  effects: {
    saveOrientation: {
      says: (params: { orientation: string }) =>
        `Se guarda la orientación «${params.orientation}» en este navegador`,
      on: ['on TOGGLE_ORIENTATION'],
      kept: true,
      // By hand from the presses, not from the machine's context.
      params: (_, events) => ({ orientation: orientationAfter(events) }),
    },
    savePins: {
      says: 'Se guardan las solicitudes fijadas y «Solo fijadas» para esta persona',
      on: ['on TOGGLE_PIN', 'on TOGGLE_PINNED_ONLY'],
      kept: true,
      // By hand from the ticks (a pin only on a card shown), not from the machine's context.
      params: (_, events) => {
        const { pinned, pinnedOnly } = boardChoices(events);
        return { pinned, pinnedOnly };
      },
    },
    notify: {
      says: 'Aviso de error «Error en la solicitud»: «Error al obtener solicitudes»',
      on: ['→ failed'],
      params: () => ({ notice: 'requestsFailed' }),
    },
    readAgain: {
      says: 'Se leen de nuevo las solicitudes de José (llamada 10); las tarjetas siguen a la vista',
      on: ['on WINDOW_FOCUSED'],
      params: () => ({ employeeId: '100001' }),
    },
    goToProcessPage: {
      says: 'Se abre la página «Solicitud 100018» (/requests/application-process/HRR-00018)',
      on: ['on OPEN_REQUEST'],
      // 100018 has Ana Sofía Gutiérrez in charge: it comes from «En progreso».
      params: () => ({ requestId: 'HRR-00018', column: 'inProgress' }),
      leaves: true,
    },
  },
  spec: {
    '→ failed':
      "REQ-ERROR-02: the all-attempts-failed message, with a retry; the list toast 'Error en la solicitud'",
    'on CHANGE_KEYWORD': 'REQ-BOARD-02: keyword filter, debounced 500 ms',
    'on CHANGE_FILTERS': 'REQ-BOARD-03: request type and status filter, submitted after 800 ms',
    'on TOGGLE_ORIENTATION': 'REQ-BOARD-04: boardOrientation (vertical by default)',
    'on TOGGLE_PIN': 'REQ-BOARD-05: pinned cards (a card the filters hide has no pin)',
    'on TOGGLE_PINNED_ONLY': "REQ-BOARD-05: showPinnedOnly ('Solo fijadas')",
    'on OPEN_REQUEST': 'REQ-BOARD-06: an onboarding card opens /requests/application-process/{id}',
    'on WINDOW_FOCUSED': 'REQ-BOARD-07: the board read again when the window regains focus, the filters kept',
    'on REQUESTS_READ': 'REQ-BOARD-07, REQ-BOARD-08: the cards as call 10 answers them now',
    'on done fetchRequests':
      'REQ-BOARD-01, REQ-BOARD-08 (Decisión 0014): the column follows the request, cards are not moved by hand',
    '*': 'REQ-BOARD-01: the three columns',
  },
};
