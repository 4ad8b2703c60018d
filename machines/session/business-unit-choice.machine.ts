import type { SelectableClient } from '@src/domain/entities';
import { assign, setup } from 'xstate';

/** A business unit as the user selects it ({ id, name, sigla, logo }). */

export interface BusinessUnitChoiceInput {
  /** The units of the signed-in user (call 6, fetched by the credential check). */
  units: SelectableClient[];
}

export interface BusinessUnitChoiceContext {
  units: SelectableClient[];
  /** The id of the unit ticked in the radio list, if any. */
  chosenId: string | undefined;
}

export type BusinessUnitChoiceEvent = { type: 'CHOOSE'; unitId: string } | { type: 'CONTINUE' };

export interface BusinessUnitChoiceOutput {
  /** The unit the user continued with (undefined when there was none to choose). */
  unit: SelectableClient | undefined;
}

/**
 * login/{user_id}/clients: 'Unidades de negocio', a radio list of the user's units and 'Continuar',
 * which stays disabled until a unit is chosen; Continuar selects the unit and goes to login/loading-app.
 */
export const businessUnitChoiceMachine = setup({
  types: {
    context: {} as BusinessUnitChoiceContext,
    events: {} as BusinessUnitChoiceEvent,
    input: {} as BusinessUnitChoiceInput,
    output: {} as BusinessUnitChoiceOutput,
  },
  actions: {
    rememberChoice: assign((_, params: { unitId: string }) => ({ chosenId: params.unitId })),
    selectUnit: (_, _params: { unit: SelectableClient | undefined }) => {
      throw new Error('selectUnit not provided');
    },
    goToLoadingApp: () => {
      throw new Error('goToLoadingApp not provided');
    },
  },
  guards: {
    hasNoUnits: ({ context }) => context.units.length === 0,
    isListedUnit: ({ context }, params: { unitId: string }) =>
      context.units.some((unit) => unit.id === params.unitId),
  },
}).createMachine({
  id: 'businessUnitChoice',
  description:
    'Unidades de negocio: the user ticks one of their business units and continues to the loading screen.',
  context: ({ input }) => ({
    units: input.units,
    chosenId: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoUnits', target: 'noUnits' }, { target: 'unchosen' }],
    },
    noUnits: {
      description: "No unit to choose: 'No hay unidades de negocio disponibles'.",
    },
    unchosen: {
      description: "Nothing ticked yet: 'Continuar' is disabled.",
      on: {
        CHOOSE: {
          guard: { type: 'isListedUnit', params: ({ event }) => ({ unitId: event.unitId }) },
          target: 'chosen',
          actions: { type: 'rememberChoice', params: ({ event }) => ({ unitId: event.unitId }) },
        },
      },
    },
    chosen: {
      description: "A unit is ticked: 'Continuar' is enabled.",
      on: {
        CHOOSE: {
          guard: { type: 'isListedUnit', params: ({ event }) => ({ unitId: event.unitId }) },
          target: 'chosen',
          actions: { type: 'rememberChoice', params: ({ event }) => ({ unitId: event.unitId }) },
        },
        CONTINUE: {
          target: 'continued',
        },
      },
    },
    continued: {
      type: 'final',
      entry: [
        {
          type: 'selectUnit',
          params: ({ context }) => ({ unit: context.units.find((unit) => unit.id === context.chosenId) }),
        },
        'goToLoadingApp',
      ],
    },
  },
  output: ({ context }) => ({
    unit: context.units.find((unit) => unit.id === context.chosenId),
  }),
});
