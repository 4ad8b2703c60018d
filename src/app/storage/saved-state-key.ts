// Where the saved state lives and how it is forgotten, apart from its zod schema (saved-state.ts): the
// sign-in gate clears it on the first screen, which must not load zod.
export const savedStateStorageKey = 'portal-erm.state';

/** Forgets the saved state (sign-in, sign-out). */
export function clearSavedState(storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(savedStateStorageKey);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * Whose the saved state is and whether it has a chosen unit, read without zod (the sign-in callback runs
 * on the first screen); unreadable storage is nobody's.
 */
export function savedSubjectOf(storage?: Storage): { sub: string; hasUnit: boolean } {
  try {
    const raw = (storage ?? localStorage).getItem(savedStateStorageKey);
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { sub: '', hasUnit: false };
    const { sub, selectedClient } = parsed as { sub?: unknown; selectedClient?: unknown };
    const unitId =
      typeof selectedClient === 'object' && selectedClient !== null
        ? (selectedClient as { id?: unknown }).id
        : undefined;
    return { sub: typeof sub === 'string' ? sub : '', hasUnit: typeof unitId === 'string' && unitId !== '' };
  } catch {
    return { sub: '', hasUnit: false };
  }
}
