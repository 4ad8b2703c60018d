import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { inactivityMachine } from '../../machines/session/inactivity.machine';
import type { SessionMessage } from '../../src/app/auth/session-channel';
import { InactivityScreen } from '../../src/app/session/inactivity';
import type { ViewAdapter } from '../support/path-runner';

function noWarning() {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

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
  render: (actor) => {
    if (!document.getElementById('portal-root')) {
      const portal = document.createElement('div');
      portal.id = 'portal-root';
      document.body.append(portal);
    }
    render(
      <InactivityScreen
        actorRef={actor as ActorRefFrom<typeof inactivityMachine>}
        channel={channel}
        now={now}
      />,
    );
  },
  act: (work) => act(work),
  states: {
    active: ({ actions }) => {
      noWarning();
      expect(actions.filter((action) => action.type === 'signOut')).toEqual([]);
    },
    warning: () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Tu sesión está por cerrarse' });
      expect(dialog).toHaveTextContent(
        'No hemos detectado actividad. Por seguridad, la sesión se cerrará en 1 minuto.',
      );
      expect(screen.getByRole('button', { name: 'Seguir conectado' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    },
    timedOut: ({ actions }) => {
      noWarning();
      expect(actions.at(-1)).toEqual({ type: 'signOut', params: { reason: 'inactivity' } });
    },
    signedOut: ({ actions }) => {
      noWarning();
      expect(actions.at(-1)).toEqual({ type: 'signOut', params: { reason: 'requested' } });
    },
  },
  events: {
    // The person presses a key anywhere in this tab.
    activity: async () => {
      fireEvent.keyDown(window, { key: 'a' });
    },
    // The person works in another tab, which announces it on the channel.
    'activity.elsewhere': async () => {
      for (const listener of listeners) listener({ type: 'activity' });
    },
    keepWorking: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    },
    signOut: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    },
  },
};
