// What a signed-in person leaves in this browser besides the provider client's own keys: the saved state
// (local storage, saved-state.ts) and the wizard drafts (this tab's session storage, wizard-draft-keys.ts).
// Forgotten when someone signs in, so the next person never inherits them, and at sign-out.
import { clearSavedState } from './saved-state-key';
import { clearWizardDrafts } from './wizard-draft-keys';

/** Forgets the saved state and this tab's wizard drafts (the encrypted portal code is kept). */
export function forgetSessionData(storages: { local?: Storage; session?: Storage } = {}): void {
  try {
    clearSavedState(storages.local ?? window.localStorage);
    clearWizardDrafts(storages.session ?? window.sessionStorage);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
