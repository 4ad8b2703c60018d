import type { successFlagMachine } from '@machines/ui/success-flag.machine';
import { SuccessFlag } from '@src/views/flags/success-flag';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { successFlagScreen } from './success-flag.screen';

/** The flag of a list: its text and close control while shown. */
export const successFlagView: ViewAdapter = {
  screen: successFlagScreen,
  render: (actor) => {
    render(<SuccessFlag actorRef={actor as ActorRefFrom<typeof successFlagMachine>} closeLabel="Cerrar" />);
  },
  act: (work) => act(work),
};
