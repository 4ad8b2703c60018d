import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';
import { businessUnitChoiceScreen } from './business-unit-choice.screen';

const bogota = { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '/logos/bog.svg' };
const medellin = { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '/logos/med.svg' };
const cali = { id: 'CAL', name: 'Unidad Cali', sigla: 'CAL', logo: '' };

type Choice = { units: Array<{ id: string; name: string }>; chosenId?: string };

const three = 'ana.admin con tres unidades';
const none = 'sin unidades';
/** The units a person can tick, by id (a unit not in the list cannot be chosen). */
const listed: Record<string, typeof bogota> = { BOG: bogota, MED: medellin };
/** SPEC §2 Login area: 'Continuar' is enabled once a unit is chosen. */
const continueEnabled = [{ control: 'Continuar', enabled: true }];

/** Inputs and choices that reach every state, transition and guard branch of business-unit-choice. */
export const businessUnitChoicePaths: PathTestConfig = {
  inputs: [
    {
      label: three,
      input: { units: [bogota, medellin, cali] },
      // SPEC §2 Login area: a radio per unit, 'Continuar' disabled until one is chosen.
      shows: [
        { control: 'Unidad Bogotá', role: 'radio' },
        { control: 'Unidad Medellín', role: 'radio' },
        { control: 'Unidad Cali', role: 'radio' },
        { control: 'Continuar', enabled: false },
      ],
    },
    {
      label: none,
      input: { units: [] },
      // SPEC §8 empty states.
      shows: [{ text: 'No hay unidades de negocio disponibles' }, { noControl: 'Continuar' }],
    },
  ],
  // SPEC §2 Login area: tick a unit (and change it), then Continuar; no units, nothing to choose.
  reaches: {
    [three]: ['unchosen', 'chosen', 'continued'],
    [none]: ['noUnits'],
  },
  // Another unit can be ticked before continuing; Continuar goes on.
  takes: ['chosen → chosen', 'on CONTINUE → continued'],
  // Continuar leaves for login/loading-app.
  stopsIn: ['continued'],
  // The unit ticked (the radio checked, what Continuar goes on with): the last one of the list ticked,
  // after every step; another unit ticked over the first is kept (no path goes on from that step when it
  // is not: only this check sees it).
  reads: {
    chosen: {
      read: (snapshot: { context: Choice }) => snapshot.context.chosenId,
      expected: (_input: unknown, events: readonly EventObject[]) =>
        events
          .map((event) => (event as EventObject & { unitId?: string }).unitId ?? '')
          .filter((unitId) => listed[unitId] !== undefined)
          .at(-1),
    },
  },
  // The unit continued with: the last one ticked of the list.
  ends: (_input: unknown, events: readonly EventObject[]) => {
    const ticked = events
      .map((event) => listed[(event as EventObject & { unitId?: string }).unitId ?? ''])
      .filter((unit) => unit !== undefined);
    return { unit: ticked.at(-1) };
  },
  events: {
    CHOOSE: [
      { type: 'CHOOSE', unitId: 'BOG', label: 'Unidad Bogotá', shows: continueEnabled },
      { type: 'CHOOSE', unitId: 'MED', label: 'Unidad Medellín', shows: continueEnabled },
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
  spec: {
    '*': "REQ-LOGIN-07: a radio per unit, 'Continuar' once one is ticked; none, 'No hay unidades de negocio disponibles'",
  },
};
