import { beforeEach, describe, expect, it } from 'vitest';
import {
  emptySavedState,
  loadSavedState,
  savedStateStorageKey,
  storeSavedState,
} from '../../src/app/storage/saved-state';

describe('app-wide saved state', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty with the vertical board', () => {
    expect(loadSavedState()).toEqual(emptySavedState());
    expect(loadSavedState().boardOrientation).toBe('vertical');
  });

  it('round-trips what was stored', () => {
    const state = {
      ...emptySavedState(),
      selectedClient: { id: 'UN-1', name: 'Unidad uno', sigla: 'U1', logo: '' },
      staffUseCasesData: ['RequestCertificate'],
    };
    storeSavedState(state);
    expect(loadSavedState()).toEqual(state);
  });

  it.each(['{not json', '[]', '42', 'null', '"texto"'])(
    'discards corrupt storage %s without crashing',
    (raw) => {
      localStorage.setItem(savedStateStorageKey, raw);
      expect(loadSavedState()).toEqual(emptySavedState());
      expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
    },
  );

  it('keeps the readable fields of a partly wrong state', () => {
    localStorage.setItem(
      savedStateStorageKey,
      JSON.stringify({ boardOrientation: 'diagonal', staffUseCasesData: 'x', logoUrl: 'logo.svg' }),
    );
    const state = loadSavedState();
    expect(state.boardOrientation).toBe('vertical');
    expect(state.staffUseCasesData).toEqual([]);
    expect(state.logoUrl).toBe('logo.svg');
  });
});

describe('saved state against any stored text', () => {
  it('never throws and always yields the full shape', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        localStorage.setItem(savedStateStorageKey, raw);
        const state = loadSavedState();
        return Array.isArray(state.staffUseCasesData) && typeof state.logoUrl === 'string';
      }),
    );
  });
});
