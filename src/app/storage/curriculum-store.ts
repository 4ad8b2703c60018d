// The onboarding wizard's CV (SPEC §2: progress survives a reload; the file is kept in IndexedDB for
// that). One record per draft: its key names the signed-in `sub` and the draft (the wizard's
// Idempotency-Key), so two drafts, or two tabs, never overwrite each other's file; a record of another
// subject is never read. While a tab's wizard holds a CV it holds a Web Lock named after it, which ends
// with the tab: a tab starting up never removes the CV of a draft open in another tab. Sign-in of another
// person and sign-out delete the whole database (clearWizardDrafts). The bytes are kept encrypted
// (AES-GCM) under a key only this tab's session storage holds: a reload reads them again, but once the tab
// is closed without signing out they cannot be read, and the next start deletes them as orphans.
import { curriculumDatabase, curriculumKeyStorageKey, onboardingDraftPrefix } from './wizard-draft-keys';

const storeName = 'curricula';

/** A kept CV: whose it is, of which draft, its name, size and bytes. */
export interface KeptCurriculum {
  owner: string;
  draftId: string;
  name: string;
  size: number;
  blob: Blob;
}

/** What IndexedDB holds of a CV: its bytes encrypted under the tab's key, with their IV and type. */
interface StoredCurriculum extends Omit<KeptCurriculum, 'blob'> {
  type: string;
  iv: Uint8Array<ArrayBuffer>;
  encrypted: Blob;
}

/** This tab's session storage (none where there is no window: the key then lives as long as the page). */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

let pageKey: string | undefined;

/** The tab's key to its kept CVs; made (and kept in session storage) when `create` and there is none. */
async function tabKey(create: boolean): Promise<CryptoKey | undefined> {
  const storage = tabStorage();
  const kept = storage ? storage.getItem(curriculumKeyStorageKey) : pageKey;
  const usage: KeyUsage[] = ['encrypt', 'decrypt'];
  if (kept) {
    const raw = Uint8Array.from(atob(kept), (character) => character.charCodeAt(0));
    return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, usage);
  }
  if (!create) return undefined;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, usage);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  const text = btoa(String.fromCharCode(...raw));
  if (storage) storage.setItem(curriculumKeyStorageKey, text);
  else pageKey = text;
  return key;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB unavailable'));
      return;
    }
    const request = indexedDB.open(curriculumDatabase, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(storeName);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

/** The record key of a draft's CV. */
const curriculumKey = (sub: string, draftId: string) =>
  `${encodeURIComponent(sub)}/${encodeURIComponent(draftId)}`;

/** The Web Lock a tab holds while one of its drafts has a CV kept. */
const lockName = (key: string) => `portal-erm.curriculum.${key}`;

const held = new Set<string>();

/**
 * Holds the lock of the draft's CV until this tab closes (or reloads: its session storage still names
 * the draft then), so another tab's start does not take it for a closed tab's leftover.
 */
export function holdCurriculum(sub: string, draftId: string): void {
  const name = lockName(curriculumKey(sub, draftId));
  if (held.has(name) || typeof navigator === 'undefined' || !navigator.locks) return;
  held.add(name);
  void navigator.locks
    .request(name, () => new Promise<never>(() => undefined))
    .catch(() => held.delete(name));
}

/** Keeps the CV of the subject's draft (replacing that draft's previous one, never another draft's). */
export async function keepCurriculum(sub: string, draftId: string, file: File): Promise<void> {
  if (!sub || !draftId) throw new Error('No signed-in user or draft to bind the CV to');
  const key = await tabKey(true);
  if (!key) throw new Error('No key to keep the CV with');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const encrypted = new Blob([
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, await file.arrayBuffer()),
  ]);
  const record: StoredCurriculum = {
    owner: sub,
    draftId,
    name: file.name,
    size: file.size,
    type: file.type,
    iv,
    encrypted,
  };
  await run('readwrite', (store) => store.put(record, curriculumKey(sub, draftId)));
  holdCurriculum(sub, draftId);
}

/**
 * The CV of the subject's draft, or undefined (none, another subject's, kept by a tab that is gone, or
 * storage unavailable).
 */
export async function readKeptCurriculum(sub: string, draftId: string): Promise<KeptCurriculum | undefined> {
  if (!sub || !draftId) return undefined;
  try {
    const record = (await run('readonly', (store) => store.get(curriculumKey(sub, draftId)))) as
      | StoredCurriculum
      | undefined;
    const key = await tabKey(false);
    if (!key || !record || record.owner !== sub || record.draftId !== draftId) return undefined;
    if (!(record.encrypted instanceof Blob) || !(record.iv instanceof Uint8Array)) return undefined;
    const bytes = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: record.iv },
      key,
      await record.encrypted.arrayBuffer(),
    );
    const { name, size, type } = record;
    return { owner: sub, draftId, name, size, blob: new Blob([bytes], { type }) };
  } catch {
    return undefined;
  }
}

/** Forgets the CV of the subject's draft. */
export async function forgetCurriculum(sub: string, draftId: string): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(curriculumKey(sub, draftId)));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** The bytes of a kept CV in base64 (standard alphabet, padded), as call 11 carries it. */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** The names of the Web Locks any tab of this origin holds (none where Web Locks are unavailable). */
async function heldLocks(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set();
  const state = await navigator.locks.query();
  return new Set((state.held ?? []).map((lock) => lock.name ?? ''));
}

/**
 * At the app's start: removes every kept CV that no onboarding draft of this tab refers to and
 * no open tab holds — a CV left behind by a tab that was closed (its drafts went with its session
 * storage). Never throws.
 */
export async function removeOrphanCurricula(storage: Storage = sessionStorage): Promise<number> {
  try {
    if (typeof indexedDB === 'undefined') return 0;
    // Do not create the database just to find it empty.
    if (typeof indexedDB.databases === 'function') {
      const names = (await indexedDB.databases()).map((database) => database.name);
      if (!names.includes(curriculumDatabase)) return 0;
    }
    const keys = (await run('readonly', (store) => store.getAllKeys())).map(String);
    const drafts: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      if (key.startsWith(onboardingDraftPrefix) && key.includes('.onboarding.'))
        drafts.push(storage.getItem(key) ?? '');
    }
    const locks = await heldLocks();
    const orphans = keys.filter((key) => {
      const draftId = decodeURIComponent(key.slice(key.indexOf('/') + 1));
      return (
        !locks.has(lockName(key)) && !drafts.some((draft) => draft.includes(`"idempotencyKey":"${draftId}"`))
      );
    });
    for (const key of orphans) await run('readwrite', (store) => store.delete(key));
    return orphans.length;
  } catch {
    return 0;
  }
}
