import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';
import { credentialCheckScreen } from './credential-check.screen';

const bogota = { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '/logos/bog.svg' };
const medellin = { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '/logos/med.svg' };
const cali = { id: 'CAL', name: 'Unidad Cali', sigla: 'CAL', logo: '/logos/cal.svg' };

type Units = { units: Array<{ name: string }>; userId?: string };

const call6 = 'ana.admin con sesión, unidades de la llamada 6';
const sample = 'ana.admin con sesión, datos de ejemplo activados';
const nobody = 'nadie con sesión';

type Answer = EventObject & { output?: Array<{ id: string }> };

/** Inputs and actor outcomes that reach every state, transition and guard branch of credential-check. */
export const credentialCheckPaths: PathTestConfig = {
  inputs: [
    { label: call6, input: { userId: 'ana.admin', useSampleUnits: false } },
    { label: sample, input: { userId: 'ana.admin', useSampleUnits: true } },
    { label: nobody, input: { useSampleUnits: false } },
  ],
  // SPEC §9: credential check 1 s.
  delays: { credentialCheck: 1000 },
  // SPEC §2 Login area (no user, no units, one, several), §4 and Decisión 0004 (a failed fetch: 1008);
  // §7: the sample units under the deployment flag instead of call 6.
  reaches: {
    [call6]: ['fetchingUnits', 'settling', 'noUnits', 'oneUnit', 'severalUnits', 'fetchFailed'],
    [sample]: ['loadingSampleUnits', 'settling', 'severalUnits', 'fetchFailed'],
    [nobody]: ['settling', 'userMissing'],
  },
  // Every ending comes 1 s after fetching ends (SPEC §2), none at once.
  takes: [
    'on after credentialCheck → userMissing',
    'on after credentialCheck → fetchFailed',
    'on after credentialCheck → noUnits',
    'on after credentialCheck → oneUnit',
    'on after credentialCheck → severalUnits',
  ],
  // The tags the screen reads (hasTag), stated by hand: the spinner while the credentials are checked.
  tags: { busy: ['starting', 'fetchingUnits', 'loadingSampleUnits', 'settling'] },
  // Each ending leaves the screen.
  stopsIn: ['userMissing', 'fetchFailed', 'noUnits', 'oneUnit', 'severalUnits'],
  // Call 6 (and the sample units) for the signed-in account.
  sends: {
    fetchBusinessUnits: () => ({ userId: 'ana.admin' }),
    loadSampleUnits: () => ({ userId: 'ana.admin' }),
  },
  // What the login flow is told: SPEC §2 (1003 no units, the single unit selected), §4 (the units flag:
  // 1006 empty, 1008 failed), Decisión 0004 (the 1008 error page).
  ends: (input: unknown, events: readonly EventObject[]) => {
    const none = { selectedUnit: undefined, errorCode: undefined, unitsErrorCode: undefined };
    if (!(input as { userId?: string }).userId) return { ...none, result: 'userMissing', units: [] };
    const answer = events.find((event) => /^xstate\.(done|error)\.actor\./.test(event.type)) as Answer;
    if (answer.type.startsWith('xstate.error.'))
      return { ...none, result: 'fetchFailed', units: [], errorCode: 1008, unitsErrorCode: 1008 };
    const units = answer.output ?? [];
    if (units.length === 0)
      return { ...none, result: 'noUnits', units, errorCode: 1003, unitsErrorCode: 1006 };
    if (units.length === 1) return { ...none, result: 'oneUnit', units, selectedUnit: units[0] };
    return { ...none, result: 'severalUnits', units };
  },
  actors: {
    fetchBusinessUnits: [
      { label: 'ninguna unidad', output: [] },
      { label: 'una unidad', output: [bogota] },
      { label: 'tres unidades', output: [bogota, medellin, cali] },
      {
        label: 'fallo de red',
        error: 'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.',
      },
    ],
    loadSampleUnits: [
      { label: 'dos unidades de ejemplo', output: [bogota, medellin] },
      { label: 'faltan los datos de ejemplo', error: 'sample units unavailable' },
    ],
  },
  screen: credentialCheckScreen,
  effects: {
    goToNotAvailable: { says: 'Se abre login/error/not-available', on: ['→ userMissing'] },
    goToErrorPage: {
      says: (params: { code: number }) => `Se abre la página de error con el código ${params.code}`,
      on: ['→ fetchFailed'],
      params: () => ({ code: 1008 }),
    },
    signOutToErrorPage: {
      says: (params: { code: number }) =>
        `Se cierra la sesión y se abre la página de error con el código ${params.code}`,
      on: ['→ noUnits'],
      params: () => ({ code: 1003 }),
    },
    selectUnit: {
      says: (params: { unit?: { name: string } }) => `Queda seleccionada la unidad «${params.unit?.name}»`,
      on: ['→ oneUnit'],
      params: (snapshot) => ({ unit: (snapshot.context as Units).units[0] }),
    },
    goToLoadingApp: { says: 'Se abre login/loading-app', on: ['→ oneUnit'] },
    goToClients: {
      says: (params: { userId: string }) => `Se abre login/${params.userId}/clients`,
      on: ['→ severalUnits'],
      params: (snapshot) => ({ userId: (snapshot.context as Units).userId }),
    },
  },
  spec: {
    '→ loadingSampleUnits': 'REQ-LOGIN-06: the deployment flag gives the built-in sample business units',
    '→ fetchFailed': 'REQ-LOGIN-05: the business units fetch failed (1008, the error catalogue text)',
    '→ noUnits': 'REQ-LOGIN-05: no business units (1003)',
    '→ userMissing': 'REQ-LOGIN-05: no user (login/error/not-available)',
    '*': 'REQ-LOGIN-04: checking-credentials, one second after the units are known',
  },
};
