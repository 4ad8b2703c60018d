import type { businessUnitChoiceMachine } from '@machines/session/business-unit-choice.machine';
import { ClientsPage } from '@src/features/login/clients-page';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { businessUnitChoiceScreen } from './business-unit-choice.screen';

/** Every unit of the context has its radio, and only the chosen one is ticked. */
function showsList({ snapshot }: ScreenCheck) {
  const { units, chosenId } = snapshot.context as {
    units: Array<{ id: string; name: string }>;
    chosenId?: string;
  };
  expect(screen.getAllByRole('radio')).toHaveLength(units.length);
  for (const unit of units) {
    const radio = screen.getByRole('radio', { name: unit.name });
    if (unit.id === chosenId) expect(radio).toBeChecked();
    else expect(radio).not.toBeChecked();
  }
}

/** The clients screen: the radio list, 'Continuar' disabled until a unit is ticked, then the hand-over. */
export const businessUnitChoiceView: ViewAdapter = {
  screen: businessUnitChoiceScreen,
  render: (actor) => {
    render(<ClientsPage actorRef={actor as ActorRefFrom<typeof businessUnitChoiceMachine>} />);
  },
  act: (work) => act(work),
  perform: {
    CHOOSE: async (_, radio) => {
      fireEvent.click(radio);
    },
    CONTINUE: async (_, button) => {
      fireEvent.click(button);
    },
  },
  checks: {
    noUnits: () => {
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    },
    unchosen: showsList,
    chosen: showsList,
  },
};
