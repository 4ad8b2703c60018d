import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  boardColumnOf,
  boardRequest,
  boardView,
  columnEmptyText,
  columnOfRequest,
  filterRequests,
  groupByColumn,
  hasSelectedFilters,
  noFiltersText,
  opensProcessPage,
  otherOrientation,
  toRequestCard,
} from '@src/domain/rules/board';
import { boardColumns } from '@src/domain/texts';
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

describe('boardView', () => {
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

describe('columnEmptyText, noFiltersText and hasSelectedFilters', () => {
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
    // Only spaces: no keyword.
    expect(columnEmptyText(3, { keyword: '  ' })).toBe('No hay solicitudes en trámite.');
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

describe('opensProcessPage', () => {
  test('only onboarding requests open a page', () => {
    expect(opensProcessPage(onboarding)).toBe(true);
    expect(opensProcessPage(payment)).toBe(false);
    expect(opensProcessPage(undefined)).toBe(false);
  });

  test('no vacation, certification or contract-action request opens it, whatever its status', () => {
    for (const type of ['VacationsEnjoyed', 'Certification', 'LeavingTheJob', 'PositionTransfer', 'PQR'])
      expect(opensProcessPage({ ...onboarding, humanResourceRequestType: type }), type).toBe(false);
    expect(opensProcessPage(closed)).toBe(false);
    expect(opensProcessPage({ ...onboarding, humanResourceRequestStatus: 'canceled' })).toBe(true);
  });
});

describe('otherOrientation, boardRequest and columnOfRequest', () => {
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

describe('boardColumnOf and boardColumns', () => {
  test.each(['closed', 'rejected', 'canceled'])('%s goes to Terminada', (status) => {
    expect(boardColumnOf(request({ humanResourceRequestStatus: status, userCodeInCharge: 'u1' }))).toBe(
      'completed',
    );
  });

  test('a request with somebody in charge goes to En progreso', () => {
    expect(
      boardColumnOf(request({ humanResourceRequestStatus: 'supervisor_approval', userCodeInCharge: 'u1' })),
    ).toBe('inProgress');
    expect(
      boardColumnOf(
        request({ humanResourceRequestStatus: 'onboarding_in_progress', userNameInCharge: 'Ana' }),
      ),
    ).toBe('inProgress');
  });

  test('anything else goes to Por evaluar', () => {
    expect(boardColumnOf(request({ humanResourceRequestStatus: 'supervisor_approval' }))).toBe('pending');
    expect(boardColumnOf(request({}))).toBe('pending');
  });

  test('titles the columns', () => {
    expect(boardColumns).toEqual({
      pending: 'Por evaluar',
      inProgress: 'En progreso',
      completed: 'Terminada',
    });
  });
});

describe('toRequestCard', () => {
  test('builds the card view with its fallbacks', () => {
    expect(
      toRequestCard(request({ humanResourceRequestType: 'Weird', humanResourceRequestStatus: 'odd' })),
    ).toEqual({
      id: 'XXXXXX',
      requestId: '',
      title: 'Tipo desconocido',
      type: 'Weird',
      requestDate: 'Sin Fecha',
      responsible: 'Sin responsable',
      status: 'Estado desconocido',
      column: 'pending',
      decision: [],
      description: '',
      fullDescription: '',
      descriptionCut: false,
      mobileResponsible: 'Sin responsable',
    });
    expect(
      toRequestCard(
        request({
          humanResourceRequestId: 'r1',
          humanResourceRequestNumber: 'SOL-1',
          humanResourceRequestType: 'Onboarding',
          humanResourceRequestDate: '2026-03-04T12:00:00Z',
          humanResourceRequestStatus: 'onboarding_in_progress',
          userCodeInCharge: 'u1',
          userNameInCharge: 'Beto',
        }),
      ),
    ).toMatchObject({
      id: 'SOL-1',
      title: 'Vinculación',
      requestDate: '04/Mar/2026',
      responsible: 'Beto',
      status: 'Vinculación en Progreso',
      column: 'inProgress',
    });
  });

  test('a description over 65 characters is cut and says so; one of 65 is whole', () => {
    const long = `${'a'.repeat(65)}b`;
    expect(toRequestCard(request({ humanResourceRequestDescription: ` ${long} ` }))).toMatchObject({
      description: `${'a'.repeat(65)}…`,
      fullDescription: long,
      descriptionCut: true,
    });
    expect(toRequestCard(request({ humanResourceRequestDescription: 'a'.repeat(65) }))).toMatchObject({
      description: 'a'.repeat(65),
      fullDescription: 'a'.repeat(65),
      descriptionCut: false,
    });
  });

  test('a contract renewal is titled by its action and shows what HR decided', () => {
    expect(
      toRequestCard(
        request({
          humanResourceRequestType: 'PositionTransfer',
          humanResourceRequestData: { contractAction: 'renew', contractId: 'C-1', newDeadline: '2027-06-30' },
        }),
      ),
    ).toMatchObject({
      title: 'Renovación de contrato',
      decision: [{ term: 'Nueva fecha de finalización', description: '30/Jun/2027' }],
    });
  });
});

describe('filterRequests and groupByColumn', () => {
  test('filters by keyword without accents or case, by type in any case and by status', () => {
    const all = [
      request({
        humanResourceRequestNumber: 'A1',
        humanResourceRequestType: 'Certification',
        userNameInCharge: 'José Núñez',
      }),
      request({
        humanResourceRequestNumber: 'A2',
        humanResourceRequestType: 'Onboarding',
        humanResourceRequestStatus: 'closed',
      }),
      request({ humanResourceRequestNumber: 'A3', humanResourceRequestType: 'VacationsEnjoyed' }),
    ];
    const numbers = (list: typeof all) => list.map((item) => item.humanResourceRequestNumber);
    expect(numbers(filterRequests(all, { keyword: 'jose nunez' }))).toEqual(['A1']);
    expect(numbers(filterRequests(all, { keyword: 'CERTIFICACIÓN' }))).toEqual(['A1']);
    expect(numbers(filterRequests(all, { types: ['certification', 'VacationsEnjoyed'] }))).toEqual([
      'A1',
      'A3',
    ]);
    expect(numbers(filterRequests(all, { statuses: ['closed'] }))).toEqual(['A2']);
    expect(numbers(filterRequests(all, {}))).toEqual(['A1', 'A2', 'A3']);
    const groups = groupByColumn(all);
    expect(numbers(groups.completed)).toEqual(['A2']);
    expect(numbers(groups.pending)).toEqual(['A3']);
    expect(numbers(groups.inProgress)).toEqual(['A1']);
  });
});
