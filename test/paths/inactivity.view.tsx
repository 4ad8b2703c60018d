import type { inactivityMachine } from '@machines/session/inactivity.machine';
import type { SessionMessage } from '@src/app/auth/session-channel';
import { InactivityScreen } from '@src/app/session/inactivity';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { inactivityScreen } from './inactivity.screen';

// Another tab of the browser, as the session channel shows it to this one.
const listeners = new Set<(message: SessionMessage) => void>();
const channel = {
  post: () => undefined,
  subscribe: (listener: (message: SessionMessage) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
// Each interaction comes well after the last one (past the screen's one-second throttle).
let clock = 0;
const now = () => {
  clock += 5000;
  return clock;
};

/** The inactivity warning: absent while the person works, shown a minute before the sign-out. */
export const inactivityView: ViewAdapter = {
  screen: inactivityScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(
      <InactivityScreen
        actorRef={actor as ActorRefFrom<typeof inactivityMachine>}
        channel={channel}
        now={now}
      />,
    );
  },
  act: (work) => act(work),
};
