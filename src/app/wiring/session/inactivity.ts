// The inactivity machine's adapter: activity is announced to the other tabs (at most once every 10 s)
// and the limit signs out.
import { inactivityMachine } from '@machines/session/inactivity.machine';
import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { SessionChannel } from '../../auth/session-channel';
import { announceThrottleMs } from '../../session/activity';
import { useProvided } from '../provided';

interface Deps {
  channel: SessionChannel;
  onSignOut(): void;
  now(): number;
  lastAnnounced: { current: number };
}

/** The inactivity machine with its real actions. */
function provideInactivity(deps: () => Deps) {
  return inactivityMachine.provide({
    actions: {
      announceActivity: () => {
        const { now, lastAnnounced, channel } = deps();
        const at = now();
        if (at - lastAnnounced.current < announceThrottleMs) return;
        lastAnnounced.current = at;
        channel.post({ type: 'activity' });
      },
      signOut: () => deps().onSignOut(),
    },
  });
}

/** The running inactivity limit of this tab. */
export function useInactivityActor(
  deps: Omit<Deps, 'lastAnnounced'>,
  input: { idleMs: number; warningMs: number },
  inspect: Observer<InspectionEvent> | undefined,
) {
  const lastAnnounced = useRef(Number.NEGATIVE_INFINITY);
  const machine = useProvided({ ...deps, lastAnnounced }, provideInactivity);
  return useActorRef(machine, { input, inspect });
}
