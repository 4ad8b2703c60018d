// The app-wide saved state of SPEC §3, kept in local storage and parsed with zod on load: corrupt or
// tampered storage is discarded (never a crash). Shared office computers: it holds ids and business
// data only, never a person's record (the selected employee is kept as its id and refetched with call 8;
// the staff record is refetched with call 4 on every start), and it belongs to one signed-in subject: a
// state saved under another `sub` is dropped unread. Sign-in and sign-out clear it. The portal code is
// kept apart, encrypted (portal-code-store.ts); the signed-in user's tokens stay in session storage
// (oidc-client-ts).

import { portalOptionSchema, selectableClientSchema } from '@src/domain/entities';
import { z } from '@src/domain/zod';
import { clearSavedState, savedStateStorageKey } from './saved-state-key';

const storageKey = savedStateStorageKey;

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** What the app keeps between visits (unknown fields, e.g. an older version's records, are dropped). */
const savedStateFields = z.object({
  /** The subject (ID token `sub`) the state belongs to. */
  sub: z.catch(z.string().check(z.maxLength(200)), ''),
  logoUrl: z.catch(z.string(), ''),
  boardOrientation: z.catch(z.enum(['vertical', 'horizontal']), 'vertical'),
  showPinnedOnly: z.catch(z.boolean(), false),
  /** The requests board's pinned cards (request ids only). */
  pinnedRequestIds: z.catch(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(500)), []),
  /** The business unit chosen at sign-in (its id, name, acronym and logo: no personal data). */
  selectedClient: optional(selectableClientSchema),
  businessUnits: z.catch(z.array(selectableClientSchema), []),
  /** The selected employee's id only; the employee is refetched (call 8). */
  selectedEmployeeId: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  optionForCustomerPortal: z.catch(z.array(portalOptionSchema), []),
  staffUseCasesData: z.catch(z.array(z.string()), []),
});

export type SavedState = z.output<typeof savedStateFields>;

/** What the app keeps between visits, or the empty state when it is unreadable. */
const savedStateSchema = z.catch(savedStateFields, (): SavedState => emptySavedState());

/** The state of a first visit (of the given subject). */
export function emptySavedState(sub = ''): SavedState {
  return {
    sub,
    logoUrl: '',
    boardOrientation: 'vertical',
    showPinnedOnly: false,
    pinnedRequestIds: [],
    selectedClient: undefined,
    businessUnits: [],
    selectedEmployeeId: undefined,
    optionForCustomerPortal: [],
    staffUseCasesData: [],
  };
}

/**
 * Reads the saved state of the signed-in subject. Anything unreadable, or saved under another subject
 * (or before states were bound to one), gives the empty state and is removed.
 */
export function loadSavedState(sub: string, storage: Storage = localStorage): SavedState {
  const raw = storage.getItem(storageKey);
  if (raw === null) return emptySavedState(sub);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    const state = savedStateSchema.parse(parsed);
    if (!sub || state.sub !== sub) throw new Error('another subject');
    return state;
  } catch {
    storage.removeItem(storageKey);
    return emptySavedState(sub);
  }
}

/** Writes the saved state. */
export function storeSavedState(state: SavedState, storage: Storage = localStorage): void {
  try {
    storage.setItem(storageKey, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the session still works, it just is not remembered.
  }
}

export { clearSavedState };
