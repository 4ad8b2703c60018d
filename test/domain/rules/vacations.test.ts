import { parseContract, parseHumanResourceRequest, parsePendingDays } from '@src/domain/entities';
import {
  headsEachContract,
  totalPendingDays,
  usedDaysByContract,
  vacationRequestRow,
} from '@src/domain/rules/vacations';
import { describe, expect, test } from 'vitest';

describe('totalPendingDays', () => {
  test('adds pending days over contracts', () => {
    expect(
      totalPendingDays([parsePendingDays({ pendingDays: 7 }), parsePendingDays({ pendingDays: '3.5' })]),
    ).toBe(10.5);
    expect(totalPendingDays([])).toBe(0);
  });
});

describe('headsEachContract', () => {
  test('a heading per contract only when there is more than one', () => {
    const group = { contractId: 'c1', contractNumber: 'N-1', businessName: 'Operaciones', rows: [] };
    expect(headsEachContract([group])).toBe(false);
    expect(headsEachContract([group, { ...group, contractId: 'c2' }])).toBe(true);
  });
});

describe('usedDaysByContract', () => {
  test('groups used days per contract with date, mode and days', () => {
    const groups = usedDaysByContract([
      parseContract({
        contractId: 'c1',
        contractNumber: 'N-1',
        vacationsHistory: [
          {
            vacationId: 'v1',
            vacationType: 'Pagadas',
            vacationPaymentDate: '2025-03-10T12:00:00Z',
            businessDaysOfVacation: 5,
          },
          {
            vacationId: 'v2',
            vacationType: 'Disfrute',
            startDateVacationEnjoyment: '2025-07-01T12:00:00Z',
            businessDaysOfVacation: 10,
          },
        ],
      }),
      parseContract({ contractId: 'c2' }),
    ]);
    expect(groups).toEqual([
      {
        contractId: 'c1',
        contractNumber: 'N-1',
        businessName: '',
        rows: [
          { vacationId: 'v1', date: '10/Mar/2025', mode: 'Pagadas', days: 5 },
          { vacationId: 'v2', date: '01/Jul/2025', mode: 'Disfrutadas', days: 10 },
        ],
      },
    ]);
  });
});

describe('vacationRequestRow', () => {
  test('builds in-process rows for vacation requests', () => {
    const enjoyment = parseHumanResourceRequest({
      humanResourceRequestId: 'r1',
      humanResourceRequestNumber: 'SOL-1',
      humanResourceRequestType: 'VacationsEnjoyed',
      humanResourceRequestDate: '2026-06-01T12:00:00Z',
      humanResourceRequestStatus: 'supervisor_approval',
      humanResourceRequestData: '{"daysOff": 4,',
    });
    expect(vacationRequestRow(enjoyment)).toEqual({
      requestId: 'r1',
      requestNumber: 'SOL-1',
      type: 'Vacaciones Disfrutadas',
      date: '01/Jun/2026',
      businessDays: 4,
      status: 'Aprobación Jefe Inmediato',
    });
    const payment = parseHumanResourceRequest({
      humanResourceRequestType: 'PaidVacations',
      humanResourceRequestData: { daysToPay: 9 },
    });
    expect(vacationRequestRow(payment).businessDays).toBe(9);
    // SPEC §9's fallback for a missing request number: the row's buttons are named by it.
    expect(vacationRequestRow(payment).requestNumber).toBe('XXXXXX');
  });
});
