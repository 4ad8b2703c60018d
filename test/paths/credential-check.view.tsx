import { act, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { credentialCheckMachine } from '../../machines/session/credential-check.machine';
import { CheckingCredentialsPage } from '../../src/features/login/checking-credentials-page';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';

function showsSpinner(busy: boolean) {
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Validando credenciales');
  expect(status).toHaveAttribute('aria-busy', String(busy));
}

function handsOverTo(expected: { type: string; params?: unknown }) {
  return ({ actions }: ScreenCheck) => {
    showsSpinner(false);
    expect(actions).toContainEqual(expected);
  };
}

/** The checking-credentials screen: a spinner while busy, then the hand-over to the next route. */
export const credentialCheckView: ViewAdapter = {
  render: (actor) => {
    render(<CheckingCredentialsPage actorRef={actor as ActorRefFrom<typeof credentialCheckMachine>} />);
  },
  act: (work) => act(work),
  states: {
    fetchingUnits: () => showsSpinner(true),
    loadingSampleUnits: () => showsSpinner(true),
    settling: ({ actions }) => {
      showsSpinner(true);
      expect(actions).toEqual([]);
    },
    userMissing: handsOverTo({ type: 'goToNotAvailable' }),
    fetchFailed: handsOverTo({ type: 'goToErrorPage', params: { code: 1008 } }),
    noUnits: handsOverTo({ type: 'signOutToErrorPage', params: { code: 1003 } }),
    oneUnit: ({ actions, snapshot }) => {
      showsSpinner(false);
      expect(actions).toEqual([
        { type: 'selectUnit', params: { unit: snapshot.context.units[0] } },
        { type: 'goToLoadingApp' },
      ]);
    },
    severalUnits: ({ actions, snapshot }) => {
      showsSpinner(false);
      expect(actions).toEqual([{ type: 'goToClients', params: { userId: snapshot.context.userId } }]);
    },
  },
};
