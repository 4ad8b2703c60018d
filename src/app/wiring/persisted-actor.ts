// One hook for the wizards' drafts: while the flow runs (and is not sent) its persisted snapshot is
// written after every change; once it stops or is sent the draft is removed.
import { useEffect } from 'react';
import type { AnyActorRef, Snapshot } from 'xstate';

export interface DraftStore {
  write(snapshot: Snapshot<unknown>): void;
  remove(): void;
}

/** Keeps `actorRef`'s persisted snapshot in `store` while it is active and `sent` is false. */
export function usePersistedActor(
  actorRef: AnyActorRef,
  store: DraftStore,
  isSent: (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => boolean,
): void {
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'active' && !isSent(snapshot)) store.write(actorRef.getPersistedSnapshot());
      else store.remove();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, store, isSent]);
}
