// The app-wide saved state (SPEC §3) as a small external store: read once from local storage (zod-parsed,
// corrupt storage discarded), every change written back. React reads it with useSyncExternalStore.
import { emptySavedState, loadSavedState, type SavedState, storeSavedState } from '../storage/saved-state';

export interface SessionStore {
  get(): SavedState;
  update(change: Partial<SavedState>): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the store over a storage (local storage by default). */
export function createSessionStore(storage: Storage = window.localStorage): SessionStore {
  let state = loadSavedState(storage);
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    update(change) {
      state = { ...state, ...change };
      storeSavedState(state, storage);
      publish();
    },
    reset() {
      state = emptySavedState();
      publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
