import {
  createPortalCodeStore,
  memoryKeyStore,
  portalCodeStorageKey,
} from '@src/app/storage/portal-code-store';
import { describe, expect, test } from 'vitest';

describe('encrypted portal code', () => {
  test('stores the code encrypted and reads it back', async () => {
    const store = createPortalCodeStore({ storage: localStorage, keys: memoryKeyStore() });
    await store.write('ERM-DEMO');
    const raw = localStorage.getItem(portalCodeStorageKey) ?? '';
    expect(raw).not.toContain('ERM-DEMO');
    expect(raw).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(await store.read()).toBe('ERM-DEMO');
  });

  test('uses a fresh 96-bit IV on every write', async () => {
    const store = createPortalCodeStore({ storage: localStorage, keys: memoryKeyStore() });
    await store.write('ERM-DEMO');
    const first = localStorage.getItem(portalCodeStorageKey);
    await store.write('ERM-DEMO');
    const second = localStorage.getItem(portalCodeStorageKey);
    expect(first).not.toBe(second);
    expect(atob(second?.split('.')[0] ?? '')).toHaveLength(12);
  });

  test('treats tampered data or a lost key as no stored code', async () => {
    const keys = memoryKeyStore();
    const store = createPortalCodeStore({ storage: localStorage, keys });
    await store.write('ERM-DEMO');
    localStorage.setItem(portalCodeStorageKey, 'AAAA.BBBB');
    expect(await store.read()).toBeUndefined();
    expect(localStorage.getItem(portalCodeStorageKey)).toBeNull();
    const other = createPortalCodeStore({ storage: localStorage, keys: memoryKeyStore() });
    await store.write('ERM-DEMO');
    expect(await other.read()).toBeUndefined();
  });

  test('reads nothing when nothing was stored', async () => {
    localStorage.clear();
    const store = createPortalCodeStore({ storage: localStorage, keys: memoryKeyStore() });
    expect(await store.read()).toBeUndefined();
  });
});
