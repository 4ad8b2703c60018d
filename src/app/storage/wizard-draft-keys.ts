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

/** Forgets every draft in the storage, whoever wrote it (sign-in, sign-out), and every kept CV. */
export function clearWizardDrafts(storage: Storage = sessionStorage): void {
  try {
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(curriculumDatabase);
  } catch {
    // IndexedDB unavailable: no CV was kept.
  }
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
