// Where the request wizards' drafts (and the onboarding wizard's, with its CV in IndexedDB) live, and how
// to forget them all. Kept apart from
// wizard-drafts.ts (which reads and checks a draft with the wizard machine and zod) so that sign-in and
// sign-out, on the first screen, do not load the wizard.
import type { RequestKind } from '@machines/requests/request-wizard.machine';

const prefix = 'portal-erm.request-wizard.';

/** Session-storage key of a subject's draft of one kind for one employee. */
export const wizardDraftKey = (sub: string, kind: RequestKind, employeeId: string) =>
  `${prefix}${encodeURIComponent(sub)}.${kind}.${encodeURIComponent(employeeId)}`;

/**
 * Session-storage key of a subject's onboarding draft (cleared with the others): `target` is the employee
 * whose contracts opened the wizard, or '' for a new person (stored as 'new').
 */
export const onboardingDraftKey = (sub: string, target: string) =>
  `${prefix}${encodeURIComponent(sub)}.onboarding.${encodeURIComponent(target || 'new')}`;

/** What every onboarding draft's key starts with, whoever wrote it. */
export const onboardingDraftPrefix = prefix;

/** The IndexedDB database holding the onboarding wizard's CV (src/app/storage/curriculum-store.ts). */
export const curriculumDatabase = 'portal-erm.onboarding';

/**
 * Session-storage key of this tab's key to its kept CVs (curriculum-store.ts): they are kept encrypted
 * under it, so they cannot be read once the tab (and its session storage) is gone.
 */
export const curriculumKeyStorageKey = 'portal-erm.curriculum-key';

/** Session-storage key of when this tab's page was last left (a reload, a sign-in round trip, a close). */
const leftAtKey = 'portal-erm.tab-left-at';

/**
 * How long a tab may have been left and still find its drafts: the provider session's idle limit (15
 * minutes). A browser that restores a closed tab restores its session storage too; after longer than this
 * the person would have to sign in again anyway, so the tab is taken for closed.
 */
const leftTabMs = 15 * 60_000;

/** Notes that this tab's page is being left for good (not into the back-forward cache). */
export function markTabLeft(storage: Storage = sessionStorage, now = Date.now()): void {
  try {
    storage.setItem(leftAtKey, String(now));
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * At the app's start, before anything reads a draft: a tab left longer than the provider session's idle
 * limit ago (closed, then restored by the browser) forgets its drafts and its key to their CVs, which the
 * next removal of orphan CVs then deletes. A reload or a sign-in round trip keeps them. Gives whether the
 * drafts were forgotten.
 */
export function forgetDraftsOfLeftTab(storage: Storage = sessionStorage, now = Date.now()): boolean {
  try {
    const leftAt = Number(storage.getItem(leftAtKey) ?? Number.NaN);
    storage.removeItem(leftAtKey);
    if (!(now - leftAt > leftTabMs)) return false;
    removeDraftKeys(storage);
    storage.removeItem(curriculumKeyStorageKey);
    return true;
  } catch {
    return false;
  }
}

/** Removes every draft of the storage, whoever wrote it. */
function removeDraftKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Forgets every draft in the storage, whoever wrote it (sign-in, sign-out), and every kept CV. */
export function clearWizardDrafts(storage: Storage = sessionStorage): void {
  try {
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(curriculumDatabase);
  } catch {
    // IndexedDB unavailable: no CV was kept.
  }
  try {
    removeDraftKeys(storage);
    storage.removeItem(curriculumKeyStorageKey);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
