import type { PortalToast } from '@machines/session/portal.machine';
import { portalToastText } from '@src/app/wiring/session/portal';
import type { PathTestConfig } from '../support/path-model';

const portal = { publicCode: 'ERM-DEMO', portalCode: 'ERM-DEMO', businessManagerId: 'BM-0001' };
const manager = { id: 'BM-0001', publicCode: 'ERM' };
const options = [{ publicCode: 'vacacionesPortalErm' }];

type Portal = { errorCode?: number; portalCode?: string; portal?: unknown };
/** The machine emits a code; the script says the text the adapter gives it. */
const toast = (params: PortalToast) => {
  const { title, description } = portalToastText(params);
  return `Aviso de error «${title}»: «${description}»`;
};

/** Inputs, events and actor outcomes that reach every state, transition and guard branch of portal. */
export const portalPaths: PathTestConfig = {
  inputs: [
    { label: '?portal=ERM-DEMO', input: { portalCodeFromUrl: 'ERM-DEMO' } },
    { label: 'sin parámetro portal', input: {} },
    { label: '?portal= (vacío)', input: { portalCodeFromUrl: '' } },
    {
      label: '?portal=ERM-DEMO con una unidad guardada',
      input: { portalCodeFromUrl: 'ERM-DEMO', businessUnit: 'UN-ANDINA' },
    },
  ],
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
      { label: 'un portal sin operador', output: { ...portal, businessManagerId: '' } },
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
        says: toast,
        on: ['on error fetchPortal'],
        params: () => ({
          notice: 'portalFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
        }),
      },
      {
        says: toast,
        on: ['on done fetchBusinessManager → failed'],
        params: () => ({ notice: 'businessManagerMissing' }),
      },
      {
        says: toast,
        on: ['on error fetchBusinessManager'],
        params: () => ({
          notice: 'businessManagerFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
        }),
      },
      {
        says: toast,
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
    'readingStoredCode → failed': '§1 Portal selection: without a portal code, error 1001',
    'on done fetchPortal → failed': '§8 1001: no portal for the code',
    'on error fetchPortal': '§8 Portal: toast, code 500',
    'on done fetchBusinessManager → failed': '§8 Operator: empty manager gives 1006 with a toast',
    'on error fetchBusinessManager': '§8 Operator: failure gives 1007 with a toast',
    'on done fetchOptions → failed': '§8 1005: portal options empty',
    'on error fetchOptions': '§8 500: options fetch failure',
    'fetchingPortal → fetchingBusinessManager': '§7 call 1: on success the portal code is stored encrypted',
    '*': '§1 Portal selection; §7 calls 1–3',
  },
  simplePaths: false,
};
