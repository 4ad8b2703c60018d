import { RequestsBoardPage, type RequestsBoardRef } from '@src/features/requests/requests-board-page';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { requestsBoardScreen } from './requests-board.screen';

let current: RequestsBoardRef | undefined;

/**
 * The requests board page. The keyword is typed key by key (user-event), so every keystroke restarts
 * the 500 ms search as on the real page; the cards of each column are checked by requests-board.screen.ts.
 */
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
      await userEvent.clear(field);
      await userEvent.type(field, value);
    },
    CHANGE_FILTERS: async (event: EventObject, box) => {
      const { types, statuses } = event as EventObject & { types: string[]; statuses: string[] };
      const context = current?.getSnapshot().context;
      const same =
        context !== undefined &&
        JSON.stringify([...context.typesDraft].sort()) === JSON.stringify([...types].sort()) &&
        JSON.stringify([...context.statusesDraft].sort()) === JSON.stringify([...statuses].sort());
      // Choosing what is already chosen: untick and tick again, as a person would.
      if (same) await userEvent.click(box);
      await userEvent.click(box);
    },
  },
};
