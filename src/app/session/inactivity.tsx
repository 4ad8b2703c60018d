// The inactivity limit's screen: the browser's events as the machine's activity, the session channel to
// hear the other tabs, and the warning dialog. Started lazily by inactivity-guard.tsx.

import type { inactivityMachine } from '@machines/session/inactivity.machine';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionChannel } from '../auth/session-channel';
import { activityEvents, activityThrottleMs, type ListenerTarget } from './activity';
import { InactivityWarning } from './inactivity-warning';

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
      actorRef.send({ type: 'ACTIVITY' });
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
        if (message.type === 'activity') actorRef.send({ type: 'ACTIVITY_ELSEWHERE' });
      }),
    [channel, actorRef],
  );

  return <InactivityWarning actorRef={actorRef} />;
}
