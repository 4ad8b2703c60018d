import type { PathTestConfig } from '../support/path-model';

const portal = { publicCode: 'ERM-DEMO', portalCode: 'ERM-DEMO', businessManagerId: 'BM-0001' };
const manager = { id: 'BM-0001', publicCode: 'ERM' };
const options = [{ publicCode: 'vacacionesPortalErm' }];

/** Inputs, events and actor outcomes that reach every state and transition of portal. */
export const portalPaths: PathTestConfig = {
  inputs: [
    { label: '?portal=ERM-DEMO', input: { portalCodeFromUrl: 'ERM-DEMO' } },
    { label: 'no portal parameter', input: {} },
    { label: '?portal= (empty)', input: { portalCodeFromUrl: '' } },
    {
      label: '?portal=ERM-DEMO with a saved unit',
      input: { portalCodeFromUrl: 'ERM-DEMO', businessUnit: 'UN-ANDINA' },
    },
  ],
  events: {
    unitSelected: [{ type: 'unitSelected', label: 'UN-CARIBE', businessUnit: 'UN-CARIBE' }],
  },
  actors: {
    readStoredCode: [
      { label: 'ERM-DEMO stored', output: 'ERM-DEMO' },
      { label: 'nothing stored', output: undefined },
      { label: 'key lost', error: 'OperationError' },
    ],
    fetchPortal: [
      { label: 'the portal', output: portal },
      { label: 'no portal', output: undefined },
      { label: 'a portal without operator', output: { ...portal, businessManagerId: '' } },
      {
        label: 'server error',
        error: 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
      },
    ],
    fetchBusinessManager: [
      { label: 'the operator', output: manager },
      { label: 'no operator', output: undefined },
      {
        label: 'server error',
        error: 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
      },
    ],
    fetchOptions: [
      { label: 'seven options', output: options },
      { label: 'no options', output: [] },
      {
        label: 'server error',
        error: 'Todos los intentos fallaron. No se pudieron obtener las opciones del portal.',
      },
    ],
  },
  simplePaths: false,
};
