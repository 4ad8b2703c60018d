import { act, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { appLoadingMachine } from '../../machines/session/app-loading.machine';
import { AppLoadingPage } from '../../src/features/login/app-loading-page';
import type { ViewAdapter } from '../support/path-runner';

function showsLoading(busy: boolean) {
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Cargando la aplicación');
  expect(status).toHaveTextContent('Espere un momento, por favor.');
  expect(status).toHaveAttribute('aria-busy', String(busy));
}

/** The loading-app screen: the waiting texts, then the hand-over to the first screen of the app. */
export const appLoadingView: ViewAdapter = {
  render: (actor) => {
    render(<AppLoadingPage actorRef={actor as ActorRefFrom<typeof appLoadingMachine>} />);
  },
  act: (work) => act(work),
  states: {
    loading: ({ actions }) => {
      showsLoading(true);
      expect(actions).toEqual([]);
    },
    toVacationApproval: ({ actions }) => {
      showsLoading(false);
      expect(actions).toEqual([
        { type: 'clearSavedInitialRoute' },
        { type: 'goToVacationApproval', params: { route: '/approvals/vacation-approval?code=150001' } },
      ]);
    },
    toEmployeeSelection: ({ actions }) => {
      showsLoading(false);
      expect(actions).toEqual([{ type: 'goToEmployeeSelection' }]);
    },
  },
};
