// One hook for the wizards' drafts: while the flow runs (and is not sent) its persisted snapshot is
// written after every change; once it stops or is sent the draft is removed. A flow resumed from its draft
// gets its timers back: xstate persists no delayed event (statelyai/xstate#5331), so a state restored
// with an `after` (a failure flag's 10 s) would otherwise stay for good.
import { useEffect } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateNode, Snapshot, StateValue } from 'xstate';

export interface DraftStore {
  write(snapshot: Snapshot<unknown>): void;
  remove(): void;
}

/** The state nodes a state value makes active, outermost first. */
function activeNodes(node: AnyStateNode, value: StateValue): AnyStateNode[] {
  if (typeof value === 'string') {
    const child = node.states[value];
    return child ? [child] : [];
  }
  return Object.entries(value).flatMap(([key, inner]) => {
    const child = node.states[key];
    return child ? [child, ...(inner === undefined ? [] : activeNodes(child, inner))] : [];
  });
}

/**
 * The delayed transitions of a snapshot's active states, each as the event xstate raises and its delay
 * (a named delay read from the machine's implementations): what a restored flow must schedule again.
 * @internal
 */
export function pendingTimers(snapshot: AnyMachineSnapshot): { eventType: string; delayMs: number }[] {
  const { machine } = snapshot;
  const delays = machine.implementations.delays as Record<string, unknown>;
  return [machine.root, ...activeNodes(machine.root, snapshot.value)].flatMap((node) =>
    node.after.flatMap((transition) => {
      const delay: unknown =
        typeof transition.delay === 'string' ? delays[transition.delay] : transition.delay;
      const delayMs =
        typeof delay === 'function'
          ? (delay as (args: { context: unknown; event: unknown }) => unknown)({
              context: snapshot.context,
              event: { type: transition.eventType },
            })
          : delay;
      return typeof delayMs === 'number' ? [{ eventType: transition.eventType, delayMs }] : [];
    }),
  );
}

/**
 * Keeps `actorRef`'s persisted snapshot in `store` while it is active and `sent` is false. When the actor
 * was `restored` from a draft, the timers of the states it resumed in start again from their full delay
 * (a flag shown again for its 10 s); leaving such a state cancels its timer, as xstate cancels its own.
 */
export function usePersistedActor(
  actorRef: AnyActorRef,
  store: DraftStore,
  isSent: (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => boolean,
  restored = false,
): void {
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'active' && !isSent(snapshot)) store.write(actorRef.getPersistedSnapshot());
      else store.remove();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, store, isSent]);
  useEffect(() => {
    if (!restored) return;
    // Scheduled as xstate schedules its own (the system's scheduler, the id it gives an `after`), so that
    // leaving the state cancels it as it cancels xstate's: a timer sent by hand would also end the same
    // state entered again later (a flag shown anew by a second failure, closed early).
    const { scheduler } = actorRef.system;
    const timers = pendingTimers(actorRef.getSnapshot());
    for (const { eventType, delayMs } of timers)
      scheduler.schedule(actorRef, actorRef, { type: eventType }, delayMs, eventType);
    return () => {
      for (const { eventType } of timers) scheduler.cancel(actorRef, eventType);
    };
  }, [actorRef, restored]);
}
