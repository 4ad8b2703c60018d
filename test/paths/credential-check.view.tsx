import type { credentialCheckMachine } from '@machines/session/credential-check.machine';
import { CheckingCredentialsPage } from '@src/features/login/checking-credentials-page';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { credentialCheckScreen } from './credential-check.screen';

/** The checking-credentials screen: a spinner while busy, then the hand-over to the next route. */
export const credentialCheckView: ViewAdapter = {
  screen: credentialCheckScreen,
  render: (actor) => {
    render(<CheckingCredentialsPage actorRef={actor as ActorRefFrom<typeof credentialCheckMachine>} />);
  },
  act: (work) => act(work),
};
