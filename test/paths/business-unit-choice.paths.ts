import type { PathTestConfig } from '../support/path-model';
import { businessUnitChoiceScreen } from './business-unit-choice.screen';

const bogota = { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '/logos/bog.svg' };
const medellin = { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '/logos/med.svg' };
const cali = { id: 'CAL', name: 'Unidad Cali', sigla: 'CAL', logo: '' };

type Choice = { units: Array<{ id: string; name: string }>; chosenId?: string };

/** Inputs and choices that reach every state, transition and guard branch of business-unit-choice. */
export const businessUnitChoicePaths: PathTestConfig = {
  inputs: [
    { label: 'ana.admin con tres unidades', input: { units: [bogota, medellin, cali] } },
    { label: 'sin unidades', input: { units: [] } },
  ],
  events: {
    CHOOSE: [
      { type: 'CHOOSE', unitId: 'BOG', label: 'Unidad Bogotá' },
      { type: 'CHOOSE', unitId: 'MED', label: 'Unidad Medellín' },
      { type: 'CHOOSE', unitId: 'CAR', label: 'una unidad que no está en la lista' },
    ],
  },
  screen: businessUnitChoiceScreen,
  effects: {
    selectUnit: {
      says: (params: { unit?: { name: string } }) => `Queda seleccionada la unidad «${params.unit?.name}»`,
      on: ['→ continued'],
      params: (snapshot) => {
        const { units, chosenId } = snapshot.context as Choice;
        return { unit: units.find((unit) => unit.id === chosenId) };
      },
    },
    goToLoadingApp: { says: 'Se abre login/loading-app', on: ['→ continued'] },
  },
  spec: { '*': '§2 Login area: {user_id}/clients' },
};
