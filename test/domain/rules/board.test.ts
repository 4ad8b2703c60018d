import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  boardRequest,
  boardView,
  columnEmptyText,
  columnOfRequest,
  hasSelectedFilters,
  noFiltersText,
  opensProcessPage,
  otherOrientation,
} from '@src/domain/rules/board';
import { describe, expect, test } from 'vitest';

const request = (fields: Record<string, unknown>) => parseHumanResourceRequest(fields);
const onboarding = request({
  humanResourceRequestId: '1',
  humanResourceRequestNumber: '100018',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
});
const payment = request({
  humanResourceRequestId: '2',
  humanResourceRequestNumber: '100019',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'supervisor_approval',
  userNameInCharge: 'Ana Admin',
  userCodeInCharge: 'ana',
});
const closed = request({
  humanResourceRequestId: '3',
  humanResourceRequestNumber: '100020',
  humanResourceRequestType: 'Certification',
  humanResourceRequestStatus: 'closed',
});
const all = [onboarding, payment, closed];

describe('board view', () => {
  test('puts each request in its column, in board order', () => {
    const view = boardView(all, {});
    expect(view.map((column) => column.title)).toEqual(['Por evaluar', 'En progreso', 'Terminada']);
    expect(view.map((column) => column.cards.map((card) => card.id))).toEqual([
      ['100018'],
      ['100019'],
      ['100020'],
    ]);
    expect(view[0]?.cards[0]?.responsible).toBe('Sin responsable');
    expect(view[1]?.cards[0]?.responsible).toBe('Ana Admin');
  });

  test('filters by type (board filter values, any letter case), status and keyword', () => {
    expect(
      boardView(all, { types: ['certification'] }).flatMap((column) => column.cards.map((c) => c.id)),
    ).toEqual(['100020']);
    expect(
      boardView(all, { statuses: ['supervisor_approval'] }).flatMap((c) => c.cards.map((x) => x.id)),
    ).toEqual(['100019']);
    expect(boardView(all, { keyword: 'vinculacion' }).flatMap((c) => c.cards.map((x) => x.id))).toEqual([
      '100018',
    ]);
    expect(boardView(all, { keyword: 'ANA' }).flatMap((c) => c.cards.map((x) => x.id))).toEqual(['100019']);
  });
});

describe('empty texts', () => {
  test('no requests at all', () => {
    expect(columnEmptyText(0, {})).toBe('No hay solicitudes en trámite.');
    expect(columnEmptyText(0, { keyword: 'x', types: ['pqr'] })).toBe('No hay solicitudes en trámite.');
  });
  test('an empty column without filters', () => {
    expect(columnEmptyText(3, {})).toBe('No hay solicitudes en trámite.');
  });
  test('a keyword only', () => {
    expect(columnEmptyText(3, { keyword: 'zz' })).toBe(
      'No hay resultados que coincidan con los filtros aplicados.',
    );
  });
  test('a type or status chosen', () => {
    expect(columnEmptyText(3, { types: ['pqr'] })).toBe(
      'No hay solicitudes que coincidan con los filtros seleccionados.',
    );
    expect(columnEmptyText(3, { statuses: ['closed'], keyword: 'zz' })).toBe(
      'No hay solicitudes que coincidan con los filtros seleccionados.',
    );
  });
  test('the filter summary without filters', () => {
    expect(noFiltersText()).toBe('Sin filtros aún.');
    expect(hasSelectedFilters({ keyword: 'x' })).toBe(false);
    expect(hasSelectedFilters({ types: ['pqr'] })).toBe(true);
  });
});

describe('process page target', () => {
  test('only onboarding requests open a page', () => {
    expect(opensProcessPage(onboarding)).toBe(true);
    expect(opensProcessPage(payment)).toBe(false);
    expect(opensProcessPage(undefined)).toBe(false);
  });
});

describe('board helpers the machine uses', () => {
  test('turns the orientation over', () => {
    expect(otherOrientation('vertical')).toBe('horizontal');
    expect(otherOrientation('horizontal')).toBe('vertical');
  });

  test('finds a loaded request and its column; an unknown id is pending', () => {
    expect(boardRequest(all, '2')).toBe(payment);
    expect(boardRequest(all, 'nope')).toBeUndefined();
    expect(columnOfRequest(all, '2')).toBe('inProgress');
    expect(columnOfRequest(all, '3')).toBe('completed');
    expect(columnOfRequest(all, 'nope')).toBe('pending');
  });
});
