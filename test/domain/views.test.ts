import {
  newHumanResourceRequestSchema,
  parseContract,
  parseHumanResourceRequest,
  parsePendingDays,
} from '@src/domain/entities';
import { nextStep, onboardingStepCount, previousStep, toAssignmentCard } from '@src/domain/onboarding';
import {
  contractActionRequestTypes,
  initialRequestStatus,
  newCertificationRequest,
  newContractActionRequest,
  newEnjoymentRequest,
  newPaymentRequest,
} from '@src/domain/rules/new-requests';
import {
  isVacationRequest,
  totalPendingDays,
  usedDaysByContract,
  vacationRequestRow,
} from '@src/domain/rules/vacations';
import { describe, expect, test } from 'vitest';

const now = new Date('2026-06-15T15:00:00Z');

describe('vacation views', () => {
  test('adds pending days over contracts', () => {
    expect(
      totalPendingDays([parsePendingDays({ pendingDays: 7 }), parsePendingDays({ pendingDays: '3.5' })]),
    ).toBe(10.5);
    expect(totalPendingDays([])).toBe(0);
  });

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

  test('builds in-process rows for vacation requests', () => {
    const enjoyment = parseHumanResourceRequest({
      humanResourceRequestId: 'r1',
      humanResourceRequestNumber: 'SOL-1',
      humanResourceRequestType: 'VacationsEnjoyed',
      humanResourceRequestDate: '2026-06-01T12:00:00Z',
      humanResourceRequestStatus: 'supervisor_approval',
      humanResourceRequestData: '{"daysOff": 4,',
    });
    expect(isVacationRequest(enjoyment)).toBe(true);
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
    expect(isVacationRequest(parseHumanResourceRequest({ humanResourceRequestType: 'Certification' }))).toBe(
      false,
    );
  });
});

describe('new request bodies', () => {
  const common = {
    employeeId: 'e1',
    contract: {
      contractId: 'c1',
      contractNumber: 'N-1',
      businessName: 'Acme',
      contractType: 'FixedTermContract',
    },
    requester: { requesterCode: 'R1', requesterName: 'Ana' },
    now,
  };

  test('builds valid bodies in supervisor_approval with the -05:00 date', () => {
    const bodies = [
      newEnjoymentRequest({ ...common, daysOff: 3, startDateEnyoment: '2026-07-01' }),
      newPaymentRequest({ ...common, daysToPay: 5 }),
      newCertificationRequest({
        ...common,
        certificationType: 'certificado de servidor',
        addressee: 'A quien interese',
        observations: 'Para el banco',
      }),
    ];
    for (const body of bodies) {
      expect(newHumanResourceRequestSchema.safeParse(body).success).toBe(true);
      expect(body.humanResourceRequestStatus).toBe(initialRequestStatus);
      expect(body.humanResourceRequestDate).toBe('2026-06-15T10:00:00-05:00');
    }
    expect(bodies[0]?.humanResourceRequestData).toMatchObject({
      daysOff: 3,
      contractId: 'c1',
      startDateEnyoment: '2026-07-01',
    });
    expect(bodies[1]?.humanResourceRequestType).toBe('PaidVacations');
    expect(bodies[2]?.humanResourceRequestData).toMatchObject({
      certificationType: 'certificado de servidor',
    });
  });
});

describe('contract action request bodies', () => {
  const common = {
    employeeId: 'e1',
    contract: {
      contractId: 'c1',
      contractNumber: 'N-1',
      businessName: 'Acme',
      contractType: 'FixedTermContract',
    },
    requester: { requesterCode: 'R1', requesterName: 'Ana' },
    now,
  };

  test('records terminate as Retiro and renew/modify as Traslado de cargo, naming the action and the contract', () => {
    expect(contractActionRequestTypes).toEqual({
      terminate: 'LeavingTheJob',
      renew: 'PositionTransfer',
      modify: 'PositionTransfer',
    });
    const terminate = newContractActionRequest({ ...common, action: 'terminate' });
    const renew = newContractActionRequest({ ...common, action: 'renew' });
    const modify = newContractActionRequest({ ...common, action: 'modify' });
    for (const body of [terminate, renew, modify]) {
      expect(newHumanResourceRequestSchema.safeParse(body).success).toBe(true);
      expect(body.humanResourceRequestStatus).toBe('supervisor_approval');
      expect(body.employeeId).toBe('e1');
    }
    expect(terminate).toMatchObject({
      humanResourceRequestType: 'LeavingTheJob',
      humanResourceRequestDescription: 'Solicitud de terminación de contrato',
      humanResourceRequestData: {
        contractAction: 'terminate',
        contractId: 'c1',
        contractNumber: 'N-1',
        businessName: 'Acme',
        contractType: 'FixedTermContract',
      },
    });
    expect(renew.humanResourceRequestDescription).toBe('Solicitud de renovación de contrato');
    expect(renew.humanResourceRequestData).toMatchObject({ contractAction: 'renew' });
    expect(modify.humanResourceRequestDescription).toBe('Solicitud de modificación de contrato');
    expect(modify.humanResourceRequestData).toMatchObject({ contractAction: 'modify' });
  });
});

describe('onboarding helpers', () => {
  test('moves between steps within bounds', () => {
    expect(onboardingStepCount).toBe(6);
    expect(previousStep(1)).toBe(1);
    expect(previousStep(4)).toBe(3);
    expect(nextStep(6, 6)).toBe(6);
    expect(nextStep(2, 6)).toBe(3);
  });

  test("makes assignment cards, with 'Sin especificación' when none was chosen", () => {
    const card = toAssignmentCard({ assignment: '', value: 150000 }, 0);
    expect(card.title).toBe('Asignación 1');
    expect(card.assignment).toBe('Sin especificación');
    expect(card.value.replace('\u00a0', ' ')).toBe('$ 150.000');
    expect(toAssignmentCard({ assignment: 'Bono', value: 1 }, 2).title).toBe('Asignación 3');
  });
});
