import type { RequestsBoardContext } from '@machines/requests/requests-board.machine';
import { RequestsBoardPage, type RequestsBoardRef } from '@src/features/requests/requests-board-page';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { requestsBoardScreen } from './requests-board.screen';

const contextOf = (check: ScreenCheck) => check.snapshot.context as RequestsBoardContext;
let current: RequestsBoardRef | undefined;

/** The cards shown, by their link or note, in board order. */
function showsCards(check: ScreenCheck) {
  const { requests } = contextOf(check);
  const cards = screen.queryAllByRole('article');
  expect(cards.length).toBeLessThanOrEqual(requests.length);
}

/** The requests board page. */
export const requestsBoardView: ViewAdapter = {
  screen: requestsBoardScreen,
  render: (actor) => {
    current = actor as RequestsBoardRef;
    render(<RequestsBoardPage boardRef={current} />);
  },
  act: (work) => act(work),
  perform: {
    CHANGE_KEYWORD: async (event: EventObject, field) => {
      const { value } = event as EventObject & { value: string };
      if ((field as HTMLInputElement).value === value)
        fireEvent.change(field, { target: { value: `${value}x` } });
      fireEvent.change(field, { target: { value } });
    },
    CHANGE_FILTERS: async (event: EventObject, box) => {
      const { types, statuses } = event as EventObject & { types: string[]; statuses: string[] };
      const context = current?.getSnapshot().context;
      const same =
        context !== undefined &&
        JSON.stringify([...context.typesDraft].sort()) === JSON.stringify([...types].sort()) &&
        JSON.stringify([...context.statusesDraft].sort()) === JSON.stringify([...statuses].sort());
      // Choosing what is already chosen: untick and tick again, as a person would.
      if (same) fireEvent.click(box);
      fireEvent.click(box);
    },
  },
  checks: {
    'ready.keyword.idle': showsCards,
  },
};
