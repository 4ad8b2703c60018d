// The portal code is kept encrypted in local storage (SPEC §1): AES-GCM with a random 96-bit IV per
// write, under a non-extractable key that lives in IndexedDB. What this protects: the code cannot be read
// from a copy of local storage alone (an exported profile, a support screenshot of storage, another
// origin's script): the key never leaves the browser's key store. What it does not protect: script running
// in this origin can ask the same key to decrypt, so it is no defence against XSS — the CSP is.

const storageKey = 'portal-erm.portal-code';
const databaseName = 'portal-erm-keys';
const objectStoreName = 'keys';
const keyId = 'portal-code';

/** Where the non-extractable AES key is kept between visits. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

/** A key store in IndexedDB (structured clone keeps CryptoKey objects without exporting them). */
function indexedDbKeyStore(factory: IDBFactory = indexedDB): KeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(objectStoreName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const run = async <T>(
    mode: IDBTransactionMode,
    body: (store: IDBObjectStore) => IDBRequest,
  ): Promise<T> => {
    const database = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = body(database.transaction(objectStoreName, mode).objectStore(objectStoreName));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    } finally {
      database.close();
    }
  };
  return {
    get: () => run<CryptoKey | undefined>('readonly', (store) => store.get(keyId)),
    put: async (key) => {
      await run('readwrite', (store) => store.put(key, keyId));
    },
  };
}

/**
 * A key store that lives only in memory (tests, or browsers without IndexedDB).
 * @internal
 */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (next) => {
      key = next;
    },
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Reads and writes the encrypted portal code. */
export interface PortalCodeStore {
  read(): Promise<string | undefined>;
  write(code: string): Promise<void>;
}

/** Creates the encrypted portal-code store over local storage and a key store. */
export function createPortalCodeStore(options: {
  storage?: Storage;
  keys?: KeyStore;
  subtle?: SubtleCrypto;
  randomBytes?: (length: number) => Uint8Array<ArrayBuffer>;
}): PortalCodeStore {
  const storage = options.storage ?? localStorage;
  const keys = options.keys ?? indexedDbKeyStore();
  const subtle = options.subtle ?? crypto.subtle;
  const randomBytes = options.randomBytes ?? ((length) => crypto.getRandomValues(new Uint8Array(length)));

  const key = async (create: boolean): Promise<CryptoKey | undefined> => {
    const existing = await keys.get();
    if (existing || !create) return existing;
    const fresh = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keys.put(fresh);
    return fresh;
  };

  return {
    async read() {
      const stored = storage.getItem(storageKey);
      if (!stored) return undefined;
      try {
        const [ivText, dataText] = stored.split('.');
        const aesKey = await key(false);
        if (!ivText || !dataText || !aesKey) return undefined;
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(ivText) },
          aesKey,
          fromBase64(dataText),
        );
        return new TextDecoder().decode(plain) || undefined;
      } catch {
        // Tampered or from another key: treat as absent rather than crash.
        storage.removeItem(storageKey);
        return undefined;
      }
    },
    async write(code) {
      const aesKey = await key(true);
      if (!aesKey) return;
      const iv = randomBytes(12);
      const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(code));
      storage.setItem(storageKey, `${toBase64(iv)}.${toBase64(new Uint8Array(data))}`);
    },
  };
}

/** @internal */
export const portalCodeStorageKey = storageKey;
