import { createSessionStore } from '@src/app/session/session-store';
import {
  clearSavedState,
  emptySavedState,
  loadSavedState,
  storeSavedState,
} from '@src/app/storage/saved-state';
import { savedStateStorageKey } from '@src/app/storage/saved-state-key';
import { forgetSessionData } from '@src/app/storage/session-data';
import { beforeEach, describe, expect, test } from 'vitest';

const andina = { id: 'UN-ANDINA', name: 'Operaciones Región Andina', sigla: 'ANDINA', logo: '' };

describe('app-wide saved state', () => {
  beforeEach(() => localStorage.clear());

  test('starts empty with the vertical board', () => {
    expect(loadSavedState('ana.admin')).toEqual(emptySavedState('ana.admin'));
    expect(loadSavedState('ana.admin').boardOrientation).toBe('vertical');
  });

  test('round-trips what was stored by the same subject', () => {
    const state = {
      ...emptySavedState('ana.admin'),
      selectedClient: andina,
      selectedEmployeeId: '100001',
      staffUseCasesData: ['RequestCertificate'],
    };
    storeSavedState(state);
    expect(loadSavedState('ana.admin')).toEqual(state);
  });

  test.each(['{not json', '[]', '42', 'null', '"texto"'])(
    'discards corrupt storage %s without crashing',
    (raw) => {
      localStorage.setItem(savedStateStorageKey, raw);
      expect(loadSavedState('ana.admin')).toEqual(emptySavedState('ana.admin'));
      expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
    },
  );

  test('keeps the readable fields of a partly wrong state', () => {
    localStorage.setItem(
      savedStateStorageKey,
      JSON.stringify({
        sub: 'ana.admin',
        boardOrientation: 'diagonal',
        staffUseCasesData: 'x',
        logoUrl: 'logo.svg',
      }),
    );
    const state = loadSavedState('ana.admin');
    expect(state.boardOrientation).toBe('vertical');
    expect(state.staffUseCasesData).toEqual([]);
    expect(state.logoUrl).toBe('logo.svg');
  });
});

describe('saved state on a shared computer', () => {
  beforeEach(() => localStorage.clear());

  test('keeps ids only: no employee or staff record is written, whatever is handed to the store', () => {
    const store = createSessionStore('ana.admin', localStorage);
    store.update({
      selectedClient: andina,
      selectedEmployeeId: '100001',
      // An older caller passing whole records: not part of the saved state, never written.
      ...({
        selectedEmployee: { employeeId: '100001', identificationDocumentNumber: '1020304050' },
        staffUser: { staffId: 'S-1', identificationDocumentNumber: '52100001', birthDay: '1980-01-01' },
      } as object),
    });
    const raw = localStorage.getItem(savedStateStorageKey) ?? '';
    expect(JSON.parse(raw)).toMatchObject({ sub: 'ana.admin', selectedEmployeeId: '100001' });
    const reloaded = loadSavedState('ana.admin');
    expect(Object.keys(reloaded).sort()).toEqual(Object.keys(emptySavedState()).sort());
    expect(JSON.stringify(reloaded)).not.toMatch(/1020304050|52100001|birthDay/);
  });

  test('a state saved by the previous version (whole records, no subject) is dropped unread', () => {
    localStorage.setItem(
      savedStateStorageKey,
      JSON.stringify({
        selectedClient: andina,
        selectedEmployee: { employeeId: '100001', identificationDocumentNumber: '1020304050' },
        staffUser: { staffId: 'S-1', identificationDocumentNumber: '52100001' },
      }),
    );
    expect(loadSavedState('beto.unaunidad')).toEqual(emptySavedState('beto.unaunidad'));
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
  });

  test("another subject's state is dropped: the next person does not inherit the unit or the employee", () => {
    createSessionStore('ana.admin', localStorage).update({
      selectedClient: andina,
      selectedEmployeeId: '100001',
    });
    const next = createSessionStore('beto.unaunidad', localStorage);
    expect(next.get()).toEqual(emptySavedState('beto.unaunidad'));
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
  });

  test('without a known subject nothing is read', () => {
    storeSavedState({ ...emptySavedState(''), selectedEmployeeId: '100001' });
    expect(loadSavedState('').selectedEmployeeId).toBeUndefined();
  });

  test('clearSavedState and reset remove it from storage', () => {
    const store = createSessionStore('ana.admin', localStorage);
    store.update({ selectedEmployeeId: '100001' });
    store.reset();
    expect(store.get().selectedEmployeeId).toBeUndefined();
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
    store.update({ selectedEmployeeId: '100002' });
    clearSavedState();
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
  });
});

describe("the requests board's pins in the saved state (SPEC §3 showPinnedOnly)", () => {
  beforeEach(() => localStorage.clear());
  const pin = { pinnedRequestIds: ['19', '20'], showPinnedOnly: true };

  test('are kept for the same person', () => {
    createSessionStore('ana.admin', localStorage).update(pin);
    expect(createSessionStore('ana.admin', localStorage).get()).toMatchObject(pin);
  });

  test('another person signing in on this browser starts with nothing pinned', () => {
    createSessionStore('ana.admin', localStorage).update(pin);
    const next = createSessionStore('beto.unaunidad', localStorage).get();
    expect(next.pinnedRequestIds).toEqual([]);
    expect(next.showPinnedOnly).toBe(false);
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
  });

  test('sign-out (and sign-in) forget them', () => {
    createSessionStore('ana.admin', localStorage).update(pin);
    forgetSessionData({ local: localStorage, session: sessionStorage });
    expect(localStorage.length).toBe(0);
    expect(createSessionStore('ana.admin', localStorage).get().pinnedRequestIds).toEqual([]);
  });

  test('tampered pins (not strings, too many, too long) read as none; the rest is kept', () => {
    for (const pinnedRequestIds of [
      'x',
      [1, 2],
      Array.from({ length: 501 }, (_, index) => String(index)),
      ['x'.repeat(101)],
    ]) {
      localStorage.setItem(
        savedStateStorageKey,
        JSON.stringify({ sub: 'ana.admin', pinnedRequestIds, showPinnedOnly: true, logoUrl: 'logo.svg' }),
      );
      const state = loadSavedState('ana.admin');
      expect(state.pinnedRequestIds).toEqual([]);
      expect(state).toMatchObject({ showPinnedOnly: true, logoUrl: 'logo.svg' });
    }
  });
});

describe('saved state against any stored text', () => {
  test('never throws and always yields the full shape', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        localStorage.setItem(savedStateStorageKey, raw);
        const state = loadSavedState('ana.admin');
        return Array.isArray(state.staffUseCasesData) && typeof state.logoUrl === 'string';
      }),
    );
  });
});
