// 500 requests of every type and status, some with a person in charge (the three columns fill).
import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { requestStatuses } from '@src/domain/lookups';

const types = [
  'Onboarding',
  'VacationsEnjoyed',
  'PaidVacations',
  'Certification',
  'Disability',
  'Leave',
  'UnpaidLeave',
  'LeavingTheJob',
  'SalaryIncrease',
  'PositionTransfer',
  'Absence',
  'PQR',
];

export function benchRequests(count: number): HumanResourceRequest[] {
  const statuses = Object.keys(requestStatuses);
  return Array.from({ length: count }, (_, index) =>
    parseHumanResourceRequest({
      humanResourceRequestId: `HRR-${index}`,
      humanResourceRequestNumber: String(300_000 + index),
      humanResourceRequestDescription: `Solicitud de prueba ${index}`,
      humanResourceRequestDate: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      humanResourceRequestStatus: statuses[index % statuses.length],
      humanResourceRequestType: types[index % types.length],
      employeeId: '100001',
      userCodeInCharge: index % 3 === 0 ? 'ana.admin' : '',
      userNameInCharge: index % 3 === 0 ? 'Ana Sofía Gutiérrez' : '',
    }),
  );
}
