// The onboarding wizard's CV (SPEC §2: progress survives a reload; the file is kept in IndexedDB for
// that). One record per signed-in subject: its key and the record name the `sub`, and a record of another
// subject is never read. Sign-in and sign-out delete the whole database (clearWizardDrafts), so nothing
// of a draft outlives the person who wrote it.
import { curriculumDatabase, onboardingDraftKey } from './wizard-draft-keys';

const storeName = 'curricula';

/** A kept CV: whose it is, its name, size and bytes. */
export interface KeptCurriculum {
  owner: string;
  name: string;
  size: number;
  blob: Blob;
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

/** Keeps the subject's CV (replacing the one kept before). */
export async function keepCurriculum(sub: string, file: File): Promise<void> {
  if (!sub) throw new Error('No signed-in user to bind the CV to');
  const record: KeptCurriculum = { owner: sub, name: file.name, size: file.size, blob: file };
  await run('readwrite', (store) => store.put(record, sub));
}

/** The subject's kept CV, or undefined (none, another subject's, or storage unavailable). */
export async function readKeptCurriculum(sub: string): Promise<KeptCurriculum | undefined> {
  if (!sub) return undefined;
  try {
    const record = (await run('readonly', (store) => store.get(sub))) as KeptCurriculum | undefined;
    return record && record.owner === sub && record.blob instanceof Blob ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the subject's CV. */
export async function forgetCurriculum(sub: string): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(sub));
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

/**
 * At the app's start (issue 24): removes every kept CV that no onboarding draft of this tab refers to —
 * a CV left behind by a tab that was closed (its drafts went with its session storage). Never throws.
 */
export async function removeOrphanCurricula(storage: Storage = sessionStorage): Promise<number> {
  try {
    if (typeof indexedDB === 'undefined') return 0;
    // Do not create the database just to find it empty.
    if (typeof indexedDB.databases === 'function') {
      const names = (await indexedDB.databases()).map((database) => database.name);
      if (!names.includes(curriculumDatabase)) return 0;
    }
    const owners = (await run('readonly', (store) => store.getAllKeys())).map(String);
    const draftPrefix = (sub: string) => onboardingDraftKey(sub, '');
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) keys.push(storage.key(index) ?? '');
    const orphans = owners.filter((sub) => !keys.some((key) => key.startsWith(draftPrefix(sub))));
    for (const sub of orphans) await forgetCurriculum(sub);
    return orphans.length;
  } catch {
    return 0;
  }
}
