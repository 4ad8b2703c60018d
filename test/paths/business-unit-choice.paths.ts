import type { PathTestConfig } from '../support/path-model';

export const bogota = { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '/logos/bog.svg' };
export const medellin = { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '/logos/med.svg' };
export const cali = { id: 'CAL', name: 'Unidad Cali', sigla: 'CAL', logo: '' };

/** Inputs and choices that reach every state and transition of business-unit-choice. */
export const businessUnitChoicePaths: PathTestConfig = {
  inputs: [
    { label: 'ana.admin with three units', input: { units: [bogota, medellin, cali] } },
    { label: 'no units', input: { units: [] } },
  ],
  events: {
    CHOOSE: [
      { type: 'CHOOSE', unitId: 'BOG', label: 'Unidad Bogotá' },
      { type: 'CHOOSE', unitId: 'MED', label: 'Unidad Medellín' },
    ],
  },
};
