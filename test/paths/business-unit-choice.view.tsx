import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { businessUnitChoiceMachine } from '../../machines/session/business-unit-choice.machine';
import { ClientsPage } from '../../src/features/login/clients-page';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';

function showsTitles() {
  expect(screen.getByRole('heading', { level: 1, name: 'Unidades de negocio' })).toBeInTheDocument();
}

function showsList({ snapshot }: ScreenCheck, enabled: boolean) {
  showsTitles();
  const group = screen.getByRole('radiogroup', {
    name: 'Selecciona la unidad de negocio con la que vas a trabajar hoy',
  });
  expect(group).toBeInTheDocument();
  const units = (snapshot.context as { units: Array<{ id: string; name: string }> }).units;
  expect(screen.getAllByRole('radio')).toHaveLength(units.length);
  const chosen = (snapshot.context as { chosenId?: string }).chosenId;
  for (const unit of units) {
    const radio = screen.getByRole('radio', { name: unit.name });
    if (unit.id === chosen) expect(radio).toBeChecked();
    else expect(radio).not.toBeChecked();
  }
  const button = screen.getByRole('button', { name: 'Continuar' });
  if (enabled) expect(button).toBeEnabled();
  else expect(button).toBeDisabled();
}

/** The clients screen: the radio list, 'Continuar' disabled until a unit is ticked, then the hand-over. */
export const businessUnitChoiceView: ViewAdapter = {
  render: (actor) => {
    render(<ClientsPage actorRef={actor as ActorRefFrom<typeof businessUnitChoiceMachine>} />);
  },
  act: (work) => act(work),
  states: {
    noUnits: () => {
      showsTitles();
      expect(screen.getByText('No hay unidades de negocio disponibles')).toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    },
    unchosen: (check) => {
      showsList(check, false);
      expect(check.actions).toEqual([]);
    },
    chosen: (check) => {
      showsList(check, true);
      expect(check.actions).toEqual([]);
    },
    continued: ({ actions, snapshot }) => {
      const { units, chosenId } = snapshot.context as { units: Array<{ id: string }>; chosenId: string };
      expect(actions).toEqual([
        { type: 'selectUnit', params: { unit: units.find((unit) => unit.id === chosenId) } },
        { type: 'goToLoadingApp' },
      ]);
    },
  },
  events: {
    CHOOSE: async (event: EventObject) => {
      const names: Record<string, string> = {
        BOG: 'Unidad Bogotá',
        MED: 'Unidad Medellín',
        CAL: 'Unidad Cali',
      };
      const unitId = (event as EventObject & { unitId: string }).unitId;
      fireEvent.click(screen.getByRole('radio', { name: names[unitId] ?? unitId }));
    },
    CONTINUE: async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    },
  },
};
