// Where the request wizards' drafts live in session storage, and how to forget them all. Kept apart from
// wizard-drafts.ts (which reads and checks a draft with the wizard machine and zod) so that sign-in and
// sign-out, on the first screen, do not load the wizard.
import type { RequestKind } from '../../../machines/requests/request-wizard.machine';

const prefix = 'portal-erm.request-wizard.';

/** Session-storage key of a subject's draft of one kind for one employee. */
export const wizardDraftKey = (sub: string, kind: RequestKind, employeeId: string) =>
  `${prefix}${encodeURIComponent(sub)}.${kind}.${encodeURIComponent(employeeId)}`;

/** Forgets every draft in the storage, whoever wrote it (sign-in, sign-out). */
export function clearWizardDrafts(storage: Storage = sessionStorage): void {
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
