import { type PortalToast, portalReads } from '@machines/session/portal.machine';
import { portalToastText } from '@src/app/wiring/session/portal';
import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';

const portal = { publicCode: 'ERM-DEMO', portalCode: 'ERM-DEMO', businessManagerId: 'BM-0001' };
const manager = { id: 'BM-0001', publicCode: 'ERM' };
const options = [{ publicCode: 'vacacionesPortalErm' }];

type Portal = { errorCode?: number; portalCode?: string; portal?: unknown };
/** The words the adapter gives a toast code (the runner checks they are the script's). */
const toast = (params: PortalToast) => {
  const { title, description } = portalToastText(params);
  return `Aviso de error «${title}»: «${description}»`;
};
/**
 * The machine emits a code; the script states the toast by hand: SPEC §8 Portal and Operator (the
 * failure's title, then the final text), and call 3's in their style (SPEC has none for it).
 */
const portalToast =
  'Aviso de error «Error al obtener los datos del portal»: «Todos los intentos fallaron. No se pudieron obtener los datos del portal.»';
const operatorToast =
  'Aviso de error «Error al obtener los datos del operador»: «Todos los intentos fallaron. No se pudieron obtener los datos del operador.»';
/** Call 2 answered, with nothing (204): no attempt failed, so the toast says what the error page's 1006 says. */
const operatorEmptyToast =
  'Aviso de error «Error al obtener los datos del operador»: «No se encontraron datos del operador para el identificador indicado.»';
const optionsToast =
  'Aviso de error «Error al obtener las opciones del portal»: «Todos los intentos fallaron. No se pudieron obtener las opciones del portal.»';

const fromUrl = '?portal=ERM-DEMO';
const stored = 'sin parámetro portal';
const empty = '?portal= (vacío)';
// A good code with a character SPEC §8 refuses before it, or after it.
const junkBefore = '?portal=¡ERM-DEMO (un carácter no permitido delante)';
const junkAfter = '?portal=ERM-DEMO! (un carácter no permitido detrás)';
/** Codes of the address that SPEC §8 refuses before any call (1000): empty, or with characters other than letters, digits, '-' and '_'. */
const refusedCodes = ['', '¡ERM-DEMO', 'ERM-DEMO!'];
const withUnit = '?portal=ERM-DEMO con una unidad guardada';

type Answer = EventObject & { output?: unknown };

/**
 * The error page's code, by hand from SPEC §8 (and §1, §7), for the step that ended the flow: 1000 a code
 * of the address that is empty or names no portal; 1001 no code stored, or a stored one that names no
 * portal; 1002 a portal without operator; 500 a portal or options fetch failure; 1006 no operator
 * data, 1007 its fetch failing; 1005 no options.
 */
function errorCodeAfter(input: { portalCodeFromUrl?: string }, last: Answer | undefined): number {
  // An empty or malformed code in the address is 1000 at once, whatever is stored.
  if (refusedCodes.includes(input.portalCodeFromUrl ?? 'ninguno')) return 1000;
  switch (last?.type) {
    case 'xstate.done.actor.readStoredCode':
    case 'xstate.error.actor.readStoredCode':
      return 1001;
    case 'xstate.done.actor.fetchPortal':
      if (last.output) return 1002;
      return input.portalCodeFromUrl === undefined ? 1001 : 1000;
    case 'xstate.done.actor.fetchBusinessManager':
      return 1006;
    case 'xstate.error.actor.fetchBusinessManager':
      return 1007;
    case 'xstate.done.actor.fetchOptions':
      return 1005;
    default:
      return 500;
  }
}

/** An answer after which the portal flow is over (the error page): the operator or the options missing or failing. */
function endsTheFlow(last: Answer | undefined): boolean {
  if (!last) return false;
  if (
    last.type === 'xstate.error.actor.fetchBusinessManager' ||
    last.type === 'xstate.error.actor.fetchOptions'
  )
    return true;
  if (last.type === 'xstate.done.actor.fetchBusinessManager') return last.output === undefined;
  if (last.type === 'xstate.done.actor.fetchOptions') return (last.output as unknown[]).length === 0;
  return false;
}

/** The business unit call 3 asks for: the last one chosen, else the saved one. */
const unitOf = (input: unknown, events: readonly EventObject[]) =>
  (events.filter((event) => event.type === 'UNIT_SELECTED').at(-1) as { businessUnit?: string } | undefined)
    ?.businessUnit ?? (input as { businessUnit?: string }).businessUnit;

/** A portal code known, the states up to the options (and the error page) in order. */
const fromThePortalOn = [
  'fetchingPortal',
  'fetchingBusinessManager',
  'waitingForUnit',
  'fetchingOptions',
  'ready',
  'failed',
];

/** Inputs, events and actor outcomes that reach every state, transition and guard branch of portal. */
export const portalPaths: PathTestConfig = {
  inputs: [
    { label: fromUrl, input: { portalCodeFromUrl: 'ERM-DEMO' } },
    { label: stored, input: {} },
    { label: empty, input: { portalCodeFromUrl: '' } },
    { label: junkBefore, input: { portalCodeFromUrl: '¡ERM-DEMO' } },
    { label: junkAfter, input: { portalCodeFromUrl: 'ERM-DEMO!' } },
    { label: withUnit, input: { portalCodeFromUrl: 'ERM-DEMO', businessUnit: 'UN-ANDINA' } },
  ],
  // SPEC §1 and §7 calls 1–3: the portal, its operator, then (once a unit is chosen) its options; §8 the
  // error page for each failure. A saved unit needs no waiting; an empty code goes straight to 1000.
  reaches: {
    [fromUrl]: fromThePortalOn,
    [stored]: ['readingStoredCode', ...fromThePortalOn],
    [empty]: ['failed'],
    [junkBefore]: ['failed'],
    [junkAfter]: ['failed'],
    [withUnit]: ['fetchingPortal', 'fetchingBusinessManager', 'fetchingOptions', 'ready', 'failed'],
  },
  // SPEC §2 business-unit switcher: another unit reloads the options (also while they load), one chosen
  // while the operator loads is kept for them; the stored code is used when the address has none (§1); a
  // lost key is 1001.
  takes: [
    'ready → fetchingOptions',
    'fetchingOptions → fetchingOptions',
    'waitingForUnit on UNIT_SELECTED → fetchingOptions',
    // A saved unit (or one chosen while the operator loads) needs no waiting: the options load at once.
    'on always → fetchingOptions',
    'on UNIT_SELECTED → fetchingBusinessManager',
    'on done readStoredCode → fetchingPortal',
    'on error readStoredCode → failed',
  ],
  // Another unit chosen while call 3 runs asks for that unit's options: the call starts over (§7).
  callsAgain: { fetchOptions: ['fetchingOptions → fetchingOptions', 'ready → fetchingOptions'] },
  // The tags the screen reads (hasTag), stated by hand: the session's portal code is known from the operator
  // on (app-session.tsx).
  tags: { portalKnown: ['fetchingBusinessManager', 'waitingForUnit', 'fetchingOptions', 'ready'] },
  // Every error code opens the error page: the flow ends there.
  stopsIn: ['failed'],
  // SPEC §7: call 1 by the public code, call 2 by the portal's operator, call 3 by code and unit.
  sends: {
    fetchPortal: () => ({ portalCode: 'ERM-DEMO' }),
    fetchBusinessManager: () => ({ businessManagerId: 'BM-0001' }),
    fetchOptions: (input, events) => ({ portalCode: 'ERM-DEMO', businessUnit: unitOf(input, events) }),
  },
  // What the session reads (SPEC §2: the navigation and home cards from the options, the portal code kept
  // for the session, the operator's brand on the approval page), by hand from the answers so far.
  reads: {
    // The unit whose options call 3 asks for (SPEC §2 switcher), kept in the machine until the call: the last one
    // chosen, even while the first load runs (no path goes on from that step: only this check sees it
    // kept), else the saved one.
    businessUnit: {
      read: (snapshot: { context: { businessUnit?: string } }) => snapshot.context.businessUnit,
      expected: unitOf,
    },
    options: {
      read: portalReads.options,
      // The last unit's options once call 3 answered some; until then none (the previous unit's stay while
      // another unit's load).
      expected: (_input, events) =>
        (events as Answer[])
          .filter((event) => event.type === 'xstate.done.actor.fetchOptions')
          .map((event) => event.output as unknown[])
          .filter((list) => list.length > 0)
          .at(-1) ?? [],
    },
    portalCode: {
      read: portalReads.portalCode,
      // Known once call 1 gave a portal with an operator, until the flow ends on the error page.
      expected: (_input, events) => {
        const answers = events as Answer[];
        const known = answers.some(
          (event) =>
            event.type === 'xstate.done.actor.fetchPortal' &&
            Boolean((event.output as { businessManagerId?: string } | undefined)?.businessManagerId?.trim()),
        );
        return known && !endsTheFlow(answers.at(-1)) ? 'ERM-DEMO' : undefined;
      },
    },
    businessManager: {
      read: portalReads.businessManager,
      expected: (_input, events) =>
        (events as Answer[]).some(
          (event) => event.type === 'xstate.done.actor.fetchBusinessManager' && event.output !== undefined,
        )
          ? manager
          : undefined,
    },
  },
  ends: (input: unknown, events: readonly EventObject[]) => ({
    errorCode: errorCodeAfter(input as { portalCodeFromUrl?: string }, events.at(-1) as Answer | undefined),
  }),
  events: {
    UNIT_SELECTED: [{ type: 'UNIT_SELECTED', label: 'UN-CARIBE', businessUnit: 'UN-CARIBE' }],
  },
  actors: {
    readStoredCode: [
      { label: 'ERM-DEMO guardado', output: 'ERM-DEMO' },
      { label: 'nada guardado', output: undefined },
      { label: 'clave perdida', error: 'OperationError' },
    ],
    fetchPortal: [
      { label: 'el portal', output: portal },
      { label: 'sin portal', output: undefined },
      // An operator id of spaces names no operator (SPEC §8: 1002).
      { label: 'un portal sin operador', output: { ...portal, businessManagerId: '   ' } },
      {
        label: 'error del servidor',
        error: 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
      },
    ],
    fetchBusinessManager: [
      { label: 'el operador', output: manager },
      { label: 'sin operador', output: undefined },
      {
        label: 'error del servidor',
        error: 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
      },
    ],
    fetchOptions: [
      { label: 'siete opciones', output: options },
      { label: 'sin opciones', output: [] },
      {
        label: 'error del servidor',
        error: 'Todos los intentos fallaron. No se pudieron obtener las opciones del portal.',
      },
    ],
  },
  screen: {
    screen: 'Portal (sin pantalla propia: datos del portal, operador y opciones)',
    opening: () => 'Abre la aplicación',
    controls: {
      UNIT_SELECTED: {
        offScreen: 'La persona elige una unidad de negocio (login/{user_id}/clients o el selector)',
      },
    },
    shows: {},
  },
  effects: {
    storeCode: {
      says: 'Se guarda cifrado el código del portal',
      on: ['fetchingPortal → fetchingBusinessManager'],
      params: (snapshot) => ({ portalCode: (snapshot.context as Portal).portalCode }),
    },
    showToast: [
      {
        says: portalToast,
        app: toast,
        on: ['on error fetchPortal'],
        params: () => ({
          notice: 'portalFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
        }),
      },
      {
        says: operatorEmptyToast,
        app: toast,
        on: ['on done fetchBusinessManager → failed'],
        params: () => ({ notice: 'businessManagerMissing' }),
      },
      {
        says: operatorToast,
        app: toast,
        on: ['on error fetchBusinessManager'],
        params: () => ({
          notice: 'businessManagerFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
        }),
      },
      {
        says: optionsToast,
        app: toast,
        on: ['on error fetchOptions'],
        params: () => ({
          notice: 'optionsFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener las opciones del portal.',
        }),
      },
    ],
    goToErrorPage: {
      says: (params: { code: number }) => `Se abre la página de error con el código ${params.code}`,
      on: ['→ failed'],
      params: (snapshot) => ({ code: (snapshot.context as Portal).errorCode ?? 500 }),
    },
  },
  spec: {
    'readingStoredCode → failed': 'REQ-PORTAL-01: without a portal code, error 1001',
    'choosingCode → failed': 'REQ-PORTAL-01: a malformed code of the address is refused before any call',
    'on done fetchPortal → failed': 'REQ-PORTAL-03: no portal for the code (1001)',
    'on error fetchPortal': 'REQ-PORTAL-03: portal toast, code 500',
    'on done fetchBusinessManager → failed': 'REQ-PORTAL-03: an empty manager gives 1006 with a toast',
    'on error fetchBusinessManager': 'REQ-PORTAL-03: a failed operator gives 1007 with a toast',
    'on done fetchOptions → failed': 'REQ-PORTAL-03: portal options empty (1005)',
    'on error fetchOptions': 'REQ-PORTAL-03: options fetch failure (500)',
    'on UNIT_SELECTED': 'REQ-PORTAL-04: another unit asks for its options again',
    'fetchingPortal → fetchingBusinessManager':
      'REQ-PORTAL-02: on success the portal code is stored encrypted',
    '*': 'REQ-PORTAL-02: portal, operator and options (calls 1–3)',
  },
  simplePaths: false,
};
