// The inactivity limit of a signed-in tab: the inactivity machine with the browser's events as activity,
// the session channel to hear (and tell) the other tabs, and the authentication machine's sign-out.
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import { inactivityMachine } from '../../../machines/session/inactivity.machine';
import type { SessionChannel } from '../auth/session-channel';

// The warning's dialog (React Aria) is loaded when the guard starts, not on the first screen (issue 17).
const InactivityWarning = lazy(async () => ({
  default: (await import('./inactivity-warning')).InactivityWarning,
}));

/** The interactions that count as activity. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** At most one activity event a second reaches the machine (pointer moves come by the hundred). */
export const activityThrottleMs = 1000;
/** At most one announcement to the other tabs every 10 seconds. */
export const announceThrottleMs = 10_000;

type ListenerTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface InactivityScreenProps {
  actorRef: ActorRefFrom<typeof inactivityMachine>;
  channel: SessionChannel;
  /** Where interactions are listened to (the window). */
  target?: ListenerTarget;
  now?: () => number;
}

/**
 * The inactivity machine's screen: interactions in this tab become `activity`, another tab's
 * announcement `activity.elsewhere`, and the warning renders when it is due.
 */
export function InactivityScreen({
  actorRef,
  channel,
  target = window,
  now = Date.now,
}: InactivityScreenProps) {
  useEffect(() => {
    let lastSent = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      const at = now();
      if (at - lastSent < activityThrottleMs) return;
      lastSent = at;
      actorRef.send({ type: 'activity' });
    };
    for (const type of activityEvents)
      target.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of activityEvents) target.removeEventListener(type, onActivity, { capture: true });
    };
  }, [actorRef, target, now]);

  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type === 'activity') actorRef.send({ type: 'activity.elsewhere' });
      }),
    [channel, actorRef],
  );

  return (
    <Suspense fallback={null}>
      <InactivityWarning actorRef={actorRef} />
    </Suspense>
  );
}

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
  const lastAnnounced = useRef(Number.NEGATIVE_INFINITY);
  const actorRef = useActorRef(
    inactivityMachine.provide({
      actions: {
        announceActivity: () => {
          const at = now();
          if (at - lastAnnounced.current < announceThrottleMs) return;
          lastAnnounced.current = at;
          channel.post({ type: 'activity' });
        },
        signOut: () => onSignOut(),
      },
    }),
    { input: { idleMs, warningMs }, inspect },
  );
  return <InactivityScreen actorRef={actorRef} channel={channel} target={target} now={now} />;
}
