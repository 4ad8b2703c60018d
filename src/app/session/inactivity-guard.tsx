// The inactivity limit of a signed-in tab, started by the sign-in gate: the inactivity machine, its
// announcements to the other tabs and the sign-out. Its screen (the browser's events as activity and the
// warning dialog, inactivity.tsx) is loaded lazily: the first screen stays without React Aria.

import { lazy, Suspense } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { SessionChannel } from '../auth/session-channel';
import { useInactivityActor } from '../wiring/session/inactivity';
import type { ListenerTarget } from './activity';

const InactivityScreen = lazy(async () => ({ default: (await import('./inactivity')).InactivityScreen }));

export interface InactivityGuardProps {
  idleMs: number;
  warningMs: number;
  channel: SessionChannel;
  onSignOut: () => void;
  inspect?: Observer<InspectionEvent> | undefined;
  target?: ListenerTarget;
  now?: () => number;
}

/** Runs the inactivity limit while mounted (the signed-in app) and renders its warning. */
export function InactivityGuard({
  idleMs,
  warningMs,
  channel,
  onSignOut,
  inspect,
  target,
  now = Date.now,
}: InactivityGuardProps) {
  const actorRef = useInactivityActor({ channel, onSignOut, now }, { idleMs, warningMs }, inspect);
  return (
    <Suspense fallback={null}>
      <InactivityScreen actorRef={actorRef} channel={channel} target={target} now={now} />
    </Suspense>
  );
}
