import type { appLoadingMachine } from '@machines/session/app-loading.machine';
import { AppLoadingPage } from '@src/features/login/app-loading-page';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { appLoadingScreen } from './app-loading.screen';

/** The loading-app screen: the waiting texts, then the hand-over to the first screen of the app. */
export const appLoadingView: ViewAdapter = {
  screen: appLoadingScreen,
  render: (actor) => {
    render(<AppLoadingPage actorRef={actor as ActorRefFrom<typeof appLoadingMachine>} />);
  },
  act: (work) => act(work),
};
