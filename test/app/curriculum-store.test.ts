// @vitest-environment node
// The onboarding wizard's CV kept in IndexedDB (fake-indexeddb; Node clones Blobs as a browser does,
// jsdom does not): read back by its subject only, forgotten, and deleted by sign-in / sign-out; kept
// encrypted under a key of the tab's session storage, so a closed tab's CV cannot be read; a tab restored
// long after it was closed forgets its drafts at start.
import 'fake-indexeddb/auto';
import {
  base64Of,
  forgetCurriculum,
  keepCurriculum,
  readKeptCurriculum,
  removeOrphanCurricula,
} from '@src/app/storage/curriculum-store';
import {
  clearWizardDrafts,
  curriculumDatabase,
  curriculumKeyStorageKey,
  forgetDraftsOfLeftTab,
  markTabLeft,
  onboardingDraftKey,
  wizardDraftKey,
} from '@src/app/storage/wizard-draft-keys';
import { describe, expect, test, vi } from 'vitest';

const storage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
} as Storage;

describe('kept CV', () => {
  const cv = () => new File(['%PDF-1.4 hoja'], 'hoja-de-vida.pdf', { type: 'application/pdf' });

  test('is read back by its subject only, and forgotten', async () => {
    await keepCurriculum('ana', 'draft-1', cv());
    const kept = await readKeptCurriculum('ana', 'draft-1');
    expect(kept?.name).toBe('hoja-de-vida.pdf');
    expect(kept?.size).toBe(13);
    expect(await readKeptCurriculum('beto', 'draft-1')).toBeUndefined();
    await forgetCurriculum('ana', 'draft-1');
    expect(await readKeptCurriculum('ana', 'draft-1')).toBeUndefined();
  });

  test('belongs to its draft: a second draft (or tab) of the same person never overwrites it', async () => {
    await keepCurriculum('ana', 'draft-1', cv());
    await keepCurriculum('ana', 'draft-2', new File(['%PDF-1.7 otra hoja'], 'otra.pdf'));
    expect((await readKeptCurriculum('ana', 'draft-1'))?.name).toBe('hoja-de-vida.pdf');
    expect((await readKeptCurriculum('ana', 'draft-2'))?.name).toBe('otra.pdf');
    await forgetCurriculum('ana', 'draft-2');
    expect((await readKeptCurriculum('ana', 'draft-1'))?.name).toBe('hoja-de-vida.pdf');
    await forgetCurriculum('ana', 'draft-1');
  });

  test('clearWizardDrafts (sign-in, sign-out) deletes every kept CV', async () => {
    await keepCurriculum('ana', 'draft-1', cv());
    clearWizardDrafts(storage);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await readKeptCurriculum('ana', 'draft-1')).toBeUndefined();
  });

  test('its bytes travel as base64', async () => {
    expect(await base64Of(cv())).toBe(Buffer.from('%PDF-1.4 hoja').toString('base64'));
  });
});

describe('a CV left by a closed tab', () => {
  const cv = () => new File(['%PDF-1.4 hoja'], 'hoja-de-vida.pdf', { type: 'application/pdf' });
  const tabWith = (drafts: Record<string, string>) =>
    ({
      length: Object.keys(drafts).length,
      key: (index: number) => Object.keys(drafts)[index] ?? null,
      getItem: (key: string) => drafts[key] ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
      clear: () => undefined,
    }) as Storage;

  const draftOf = (draftId: string) => JSON.stringify({ snapshot: { context: { idempotencyKey: draftId } } });

  test('is removed at the next start unless a draft of this tab refers to it', async () => {
    await keepCurriculum('ana.admin', 'draft-a', cv());
    await keepCurriculum('beto.unaunidad', 'draft-b', cv());
    const removed = await removeOrphanCurricula(
      tabWith({ [onboardingDraftKey('beto.unaunidad', '')]: draftOf('draft-b') }),
    );
    expect(removed).toBe(1);
    expect(await readKeptCurriculum('ana.admin', 'draft-a')).toBeUndefined();
    expect((await readKeptCurriculum('beto.unaunidad', 'draft-b'))?.name).toBe('hoja-de-vida.pdf');
    expect(await removeOrphanCurricula(tabWith({}))).toBe(1);
    expect(await readKeptCurriculum('beto.unaunidad', 'draft-b')).toBeUndefined();
  });

  test('is kept while another open tab holds it (its Web Lock), removed once that tab is gone', async () => {
    const locks = new Set<string>();
    const release = new Map<string, () => void>();
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, work: () => Promise<unknown>) => {
          locks.add(name);
          release.set(name, () => locks.delete(name));
          return work();
        },
        query: async () => ({ held: [...locks].map((name) => ({ name })), pending: [] }),
      },
    });
    try {
      await keepCurriculum('ana.admin', 'draft-other-tab', cv());
      expect(await removeOrphanCurricula(tabWith({}))).toBe(0);
      expect((await readKeptCurriculum('ana.admin', 'draft-other-tab'))?.name).toBe('hoja-de-vida.pdf');
      for (const free of release.values()) free();
      expect(await removeOrphanCurricula(tabWith({}))).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** A tab's session storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Every record of the CV database as stored, whatever it holds. */
function storedRecords(): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(curriculumDatabase, 1);
    request.onsuccess = () => {
      const all = request.result.transaction('curricula').objectStore('curricula').getAll();
      all.onsuccess = () => {
        request.result.close();
        resolve(all.result);
      };
      all.onerror = () => reject(all.error);
    };
    request.onerror = () => reject(request.error);
  });
}

describe('a CV of a tab that was closed without signing out', () => {
  const cv = () => new File(['%PDF-1.4 hoja secreta'], 'hoja-de-vida.pdf', { type: 'application/pdf' });

  test('is kept encrypted under the tab’s key: read back while the tab lives, unreadable and removed once it is gone', async () => {
    const tab = memoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    try {
      await keepCurriculum('ana.admin', 'draft-c', cv());
      expect(tab.getItem(curriculumKeyStorageKey)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      for (const record of await storedRecords()) {
        const text =
          JSON.stringify(record) + (await new Response((record as { encrypted: Blob }).encrypted).text());
        expect(text).not.toContain('hoja secreta');
      }
      const kept = await readKeptCurriculum('ana.admin', 'draft-c');
      expect(await kept?.blob.text()).toBe('%PDF-1.4 hoja secreta');
      expect(kept?.blob.type).toBe('application/pdf');

      // The tab is closed: its session storage, and the key, go with it.
      tab.clear();
      expect(await readKeptCurriculum('ana.admin', 'draft-c')).toBeUndefined();
      expect(await removeOrphanCurricula(tab)).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a tab restored more than 15 minutes after it was left forgets its drafts and CV key at start; a reload keeps them', () => {
    const tab = memoryStorage();
    const draft = wizardDraftKey('ana.admin', 'certification', '100005');
    const fill = () => {
      tab.setItem(draft, '{}');
      tab.setItem(onboardingDraftKey('ana.admin', ''), '{}');
      tab.setItem(curriculumKeyStorageKey, 'clave');
      tab.setItem('otra-cosa', 'se queda');
    };
    const left = Date.parse('2026-12-07T10:00:00Z');

    fill();
    expect(forgetDraftsOfLeftTab(tab, left)).toBe(false);
    markTabLeft(tab, left);
    expect(forgetDraftsOfLeftTab(tab, left + 20_000)).toBe(false);
    expect(tab.getItem(draft)).toBe('{}');
    expect(tab.getItem(curriculumKeyStorageKey)).toBe('clave');

    markTabLeft(tab, left);
    expect(forgetDraftsOfLeftTab(tab, left + 15 * 60_000 + 1)).toBe(true);
    expect(tab.length).toBe(1);
    expect(tab.getItem('otra-cosa')).toBe('se queda');
  });
});
