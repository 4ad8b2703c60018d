import { parseRequestHistory } from '@src/domain/entities';
import { historyEntryFacts, historyNewestFirst, isHistoryRefusal } from '@src/domain/rules/history';
import { describe, expect, test } from 'vitest';

const entries = parseRequestHistory([
  {
    historyEntryId: '7',
    humanResourceRequestVersion: 1,
    recordedAt: '2026-11-20T13:00:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'created',
    statusFrom: '',
    statusTo: 'supervisor_approval',
  },
  {
    historyEntryId: '12',
    humanResourceRequestVersion: 3,
    recordedAt: '2026-11-21T03:59:00.000Z',
    accountId: 'fabio.jefe',
    personName: 'Fabio Ibáñez',
    event: 'rejected',
    statusFrom: 'supervisor_approval',
    statusTo: 'rejected',
    words: '  No hay quien cubra el cargo ese mes.  ',
  },
  {
    historyEntryId: '9',
    humanResourceRequestVersion: 2,
    recordedAt: '2026-11-20T15:30:00.000Z',
    accountId: 'beto.unaunidad',
    personName: '',
    event: 'responsibleChanged',
    statusFrom: 'supervisor_approval',
    statusTo: 'supervisor_approval',
    detail: { previousResponsible: '', newResponsible: 'Alberto Núñez' },
  },
]);

describe('a request’s history', () => {
  test('newest first, by the version each change made, whatever order the answer had', () => {
    expect(historyNewestFirst(entries).map((entry) => entry.humanResourceRequestVersion)).toEqual([3, 2, 1]);
    // The list given is left as it was.
    expect(entries.map((entry) => entry.humanResourceRequestVersion)).toEqual([1, 3, 2]);
  });

  test('entries of one version (older data) go by arrival, then by the services’ clock', () => {
    const [first, second] = parseRequestHistory([
      { historyEntryId: '2', humanResourceRequestVersion: 0, recordedAt: '2026-01-01T00:00:00Z' },
      { historyEntryId: '10', humanResourceRequestVersion: 0, recordedAt: '2025-01-01T00:00:00Z' },
    ]);
    expect(
      historyNewestFirst([first, second].flatMap((entry) => (entry ? [entry] : []))).map(
        (e) => e.historyEntryId,
      ),
    ).toEqual(['10', '2']);
    const [early, late] = parseRequestHistory([
      { historyEntryId: '', recordedAt: '2026-01-01T00:00:00Z' },
      { historyEntryId: '', recordedAt: '2026-02-01T00:00:00Z' },
    ]);
    expect(
      historyNewestFirst([early, late].flatMap((entry) => (entry ? [entry] : []))).map((e) => e.recordedAt),
    ).toEqual(['2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z']);
  });

  test('only a 403 is a refusal: other failures may be tried again', () => {
    expect(isHistoryRefusal({ status: 403 })).toBe(true);
    expect(isHistoryRefusal({ status: 404 })).toBe(false);
    expect(isHistoryRefusal({ status: 500 })).toBe(false);
    expect(isHistoryRefusal(new Error('403'))).toBe(false);
    expect(isHistoryRefusal(null)).toBe(false);
    expect(isHistoryRefusal('Todos los intentos fallaron.')).toBe(false);
  });

  test('an entry shows Bogotá time, the person, the statuses’ labels and the words trimmed', () => {
    const [created, rejected, assigned] = entries.map(historyEntryFacts);
    expect(rejected).toMatchObject({
      id: '12',
      event: 'rejected',
      when: '20/Nov/2026 22:59',
      instant: '2026-11-21T03:59:00.000Z',
      who: 'Fabio Ibáñez',
      from: 'Aprobación Jefe Inmediato',
      to: 'Rechazada',
      words: 'No hay quien cubra el cargo ese mes.',
    });
    // Created: no status before it.
    expect(created).toMatchObject({ when: '20/Nov/2026 08:00', from: '', to: 'Aprobación Jefe Inmediato' });
    // No name on the staff record: the account. The status did not change: no status before.
    expect(assigned).toMatchObject({
      who: 'beto.unaunidad',
      from: '',
      detail: { newResponsible: 'Alberto Núñez', previousResponsible: '' },
    });
  });

  test('odd entries never throw: no date is «Sin Fecha», no status is empty', () => {
    const [odd] = parseRequestHistory([{ humanResourceRequestVersion: 4 }]);
    expect(odd && historyEntryFacts(odd)).toMatchObject({
      id: '4',
      when: 'Sin Fecha',
      instant: '',
      who: '',
      from: '',
      to: '',
    });
  });
});
