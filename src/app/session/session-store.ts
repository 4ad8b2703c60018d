// The app-wide saved state (SPEC §3) as a small external store: read once from local storage (zod-parsed,
// corrupt storage or another subject's state discarded), every change written back. React reads it with
// useSyncExternalStore.
import {
  clearSavedState,
  emptySavedState,
  loadSavedState,
  type SavedState,
  storeSavedState,
} from '../storage/saved-state';

export interface SessionStore {
  get(): SavedState;
  update(change: Partial<Omit<SavedState, 'sub'>>): void;
  /** Empties the state and removes it from storage. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the store of the signed-in subject over a storage (local storage by default). */
export function createSessionStore(sub: string, storage: Storage = window.localStorage): SessionStore {
  let state = loadSavedState(sub, storage);
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    update(change) {
      state = { ...state, ...change, sub };
      storeSavedState(state, storage);
      publish();
    },
    reset() {
      state = emptySavedState(sub);
      clearSavedState(storage);
      publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
