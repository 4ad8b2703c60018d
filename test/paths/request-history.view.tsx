import type { requestHistoryMachine } from '@machines/requests/request-history.machine';
import { RequestHistory } from '@src/views/requests/request-history';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { requestHistoryScreen } from './request-history.screen';

/** 'Historial de la solicitud': the section as a page shows it below the request. */
export const requestHistoryView: ViewAdapter = {
  screen: requestHistoryScreen,
  render: (actor) => {
    render(<RequestHistory actorRef={actor as ActorRefFrom<typeof requestHistoryMachine>} />);
  },
  act: (work) => act(work),
};
