// How a wizard's draft is kept in this tab's session storage, shared by the request wizards
// (wizard-drafts.ts) and the onboarding wizard (onboarding-draft.ts): an envelope naming the signed-in
// subject around a persisted snapshot; reading it back runs the wizard's own checks, and a draft that
// fails them is removed.
import type { Snapshot } from 'xstate';

/** Reads the draft under `key` and restores it with `restore` (which throws on a draft not to resume). */
export function readDraft(
  key: string,
  restore: (stored: unknown) => Snapshot<unknown>,
  storage: Storage,
): Snapshot<unknown> | undefined {
  let stored: string | null;
  try {
    stored = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (!stored) return undefined;
  try {
    return restore(JSON.parse(stored));
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}

/**
 * A checked draft's snapshot with the context the wizard runs with now, as XState restores it: active,
 * with no output or error yet (the stored JSON leaves both out, being undefined).
 */
export function restoredSnapshot(
  snapshot: { readonly [key: string]: unknown },
  context: object,
): Snapshot<unknown> {
  const restored = { ...snapshot, context, status: 'active' as const, output: undefined, error: undefined };
  return restored;
}

/** Keeps a subject's draft (a persisted snapshot of the wizard) under `key`. */
export function writeDraft(key: string, sub: string, snapshot: unknown, storage: Storage): void {
  if (!sub) return;
  try {
    storage.setItem(key, JSON.stringify({ owner: sub, snapshot }));
  } catch {
    // Full or disabled storage: the wizard simply does not survive a reload.
  }
}

/** Forgets the draft under `key`. */
export function removeDraft(key: string, storage: Storage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
