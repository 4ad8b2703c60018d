// The app-wide saved state of SPEC §3, kept in local storage and parsed with zod on load: corrupt or
// tampered storage is discarded (never a crash). The portal code is kept apart, encrypted
// (portal-code-store.ts); the signed-in user's tokens stay in session storage (oidc-client-ts).
import { z } from 'zod';
import {
  appUserSchema,
  employeeSchema,
  portalOptionSchema,
  selectableClientSchema,
  staffUserSchema,
} from '../../domain/entities';

const storageKey = 'portal-erm.state';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** What the app keeps between visits. */
export const savedStateSchema = z
  .object({
    logoUrl: z.string().catch(''),
    boardOrientation: z.enum(['vertical', 'horizontal']).catch('vertical'),
    showPinnedOnly: z.boolean().catch(false),
    staffUser: optional(staffUserSchema),
    selectedClient: optional(selectableClientSchema),
    businessUnits: z.array(selectableClientSchema).catch([]),
    selectedEmployee: optional(employeeSchema),
    optionForCustomerPortal: z.array(portalOptionSchema).catch([]),
    staffUseCasesData: z.array(z.string()).catch([]),
    user: optional(appUserSchema),
  })
  .catch(() => emptySavedState());

export type SavedState = z.output<typeof savedStateSchema>;

/** The state of a first visit. */
export function emptySavedState(): SavedState {
  return {
    logoUrl: '',
    boardOrientation: 'vertical',
    showPinnedOnly: false,
    staffUser: undefined,
    selectedClient: undefined,
    businessUnits: [],
    selectedEmployee: undefined,
    optionForCustomerPortal: [],
    staffUseCasesData: [],
    user: undefined,
  };
}

/** Reads the saved state; anything unreadable gives the empty state and is removed. */
export function loadSavedState(storage: Storage = localStorage): SavedState {
  const raw = storage.getItem(storageKey);
  if (raw === null) return emptySavedState();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    return savedStateSchema.parse(parsed);
  } catch {
    storage.removeItem(storageKey);
    return emptySavedState();
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

export const savedStateStorageKey = storageKey;
