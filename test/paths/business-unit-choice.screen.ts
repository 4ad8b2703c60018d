import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

type Choice = { units: Array<{ id: string; name: string }>; chosenId?: string };

const title = { heading: 'Unidades de negocio' } as const;

/** The radio of a unit: its name; a unit the list does not hold has no radio. */
function unitRadio(snapshot: AnyMachineSnapshot, event: EventObject) {
  const unitId = (event as EventObject & { unitId: string }).unitId;
  const unit = (snapshot.context as Choice).units.find((candidate) => candidate.id === unitId);
  return {
    role: 'radio' as const,
    name: unit?.name ?? `la unidad ${unitId}`,
    whenBlocked: 'hidden' as const,
    legend: 'la opción (radio) de cada unidad de negocio',
  };
}

/** login/{user_id}/clients: the radio list of units and 'Continuar'. */
export const businessUnitChoiceScreen: ScreenSpec = {
  screen: 'Unidades de negocio (login/{user_id}/clients)',
  controls: {
    CHOOSE: unitRadio,
    CONTINUE: { name: 'Continuar' },
  },
  shows: {
    noUnits: [title, { text: 'No hay unidades de negocio disponibles' }, { noControl: 'Continuar' }],
    unchosen: [
      title,
      { text: 'Selecciona la unidad de negocio con la que vas a trabajar hoy' },
      { control: 'Continuar', enabled: false },
    ],
    chosen: (snapshot) => {
      const { units, chosenId } = snapshot.context as Choice;
      const chosen = units.find((unit) => unit.id === chosenId)?.name ?? '';
      return [
        title,
        { control: chosen, role: 'radio', says: `La opción «${chosen}» está marcada` },
        { control: 'Continuar', enabled: true },
      ];
    },
    continued: [],
  },
};
