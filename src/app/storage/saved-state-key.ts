// Where the saved state lives and how it is forgotten, apart from its zod schema (saved-state.ts): the
// sign-in gate clears it on the first screen, which must not load zod (issue 17).
export const savedStateStorageKey = 'portal-erm.state';

/** Forgets the saved state (sign-in, sign-out). */
export function clearSavedState(storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(savedStateStorageKey);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
