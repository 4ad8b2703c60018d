import type { PathTestConfig } from '../support/path-model';

const bogota = { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '/logos/bog.svg' };
const medellin = { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '/logos/med.svg' };
const cali = { id: 'CAL', name: 'Unidad Cali', sigla: 'CAL', logo: '/logos/cal.svg' };

/** Inputs and actor outcomes that reach every state and transition of credential-check. */
export const credentialCheckPaths: PathTestConfig = {
  inputs: [
    {
      label: 'ana.admin signed in, units from call 6',
      input: { userId: 'ana.admin', useSampleUnits: false },
    },
    {
      label: 'ana.admin signed in, sample units flag on',
      input: { userId: 'ana.admin', useSampleUnits: true },
    },
    { label: 'nobody signed in', input: { useSampleUnits: false } },
  ],
  actors: {
    fetchBusinessUnits: [
      { label: 'no units', output: [] },
      { label: 'one unit', output: [bogota] },
      { label: 'three units', output: [bogota, medellin, cali] },
      {
        label: 'network failure',
        error: 'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.',
      },
    ],
    loadSampleUnits: [
      { label: 'two sample units', output: [bogota, medellin] },
      { label: 'sample data missing', error: 'sample units unavailable' },
    ],
  },
};
