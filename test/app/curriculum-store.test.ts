// @vitest-environment node
// The onboarding wizard's CV kept in IndexedDB (fake-indexeddb; Node clones Blobs as a browser does,
// jsdom does not): read back by its subject only, forgotten, and deleted by sign-in / sign-out.
import 'fake-indexeddb/auto';
import {
  base64Of,
  forgetCurriculum,
  keepCurriculum,
  readKeptCurriculum,
  removeOrphanCurricula,
} from '@src/app/storage/curriculum-store';
import { clearWizardDrafts, onboardingDraftKey } from '@src/app/storage/wizard-draft-keys';
import { describe, expect, test } from 'vitest';

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
    await keepCurriculum('ana', cv());
    const kept = await readKeptCurriculum('ana');
    expect(kept?.name).toBe('hoja-de-vida.pdf');
    expect(kept?.size).toBe(13);
    expect(await readKeptCurriculum('beto')).toBeUndefined();
    await forgetCurriculum('ana');
    expect(await readKeptCurriculum('ana')).toBeUndefined();
  });

  test('clearWizardDrafts (sign-in, sign-out) deletes every kept CV', async () => {
    await keepCurriculum('ana', cv());
    clearWizardDrafts(storage);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await readKeptCurriculum('ana')).toBeUndefined();
  });

  test('its bytes travel as base64', async () => {
    expect(await base64Of(cv())).toBe(Buffer.from('%PDF-1.4 hoja').toString('base64'));
  });
});

describe('a CV left by a closed tab (issue 24)', () => {
  const cv = () => new File(['%PDF-1.4 hoja'], 'hoja-de-vida.pdf', { type: 'application/pdf' });
  const tabWith = (keys: string[]) =>
    ({
      length: keys.length,
      key: (index: number) => keys[index] ?? null,
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
      clear: () => undefined,
    }) as Storage;

  test('is removed at the next start unless a draft of this tab refers to it', async () => {
    await keepCurriculum('ana.admin', cv());
    await keepCurriculum('beto.unaunidad', cv());
    const removed = await removeOrphanCurricula(tabWith([onboardingDraftKey('beto.unaunidad', '100001')]));
    expect(removed).toBe(1);
    expect(await readKeptCurriculum('ana.admin')).toBeUndefined();
    expect((await readKeptCurriculum('beto.unaunidad'))?.name).toBe('hoja-de-vida.pdf');
    expect(await removeOrphanCurricula(tabWith([]))).toBe(1);
    expect(await readKeptCurriculum('beto.unaunidad')).toBeUndefined();
  });
});
