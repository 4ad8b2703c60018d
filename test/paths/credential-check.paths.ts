import type { PathTestConfig } from '../support/path-model';
import { credentialCheckScreen } from './credential-check.screen';

const bogota = { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '/logos/bog.svg' };
const medellin = { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '/logos/med.svg' };
const cali = { id: 'CAL', name: 'Unidad Cali', sigla: 'CAL', logo: '/logos/cal.svg' };

type Units = { units: Array<{ name: string }>; userId?: string };

/** Inputs and actor outcomes that reach every state, transition and guard branch of credential-check. */
export const credentialCheckPaths: PathTestConfig = {
  inputs: [
    {
      label: 'ana.admin con sesión, unidades de la llamada 6',
      input: { userId: 'ana.admin', useSampleUnits: false },
    },
    {
      label: 'ana.admin con sesión, datos de ejemplo activados',
      input: { userId: 'ana.admin', useSampleUnits: true },
    },
    { label: 'nadie con sesión', input: { useSampleUnits: false } },
  ],
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
    '→ loadingSampleUnits': '§7 Deployment flag: built-in sample business units',
    '→ fetchFailed': '§4 Business units fetch (1008); §8 error catalogue',
    '→ noUnits': '§2 Login area: no business units → code 1003',
    '*': '§2 Login area: checking-credentials',
  },
};
