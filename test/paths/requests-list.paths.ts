import { parseHumanResourceRequest } from '../../src/domain/entities';
import type { PathTestConfig } from '../support/path-model';

const vacationUseCases = [
  'RequestToEnjoyVacationDays',
  'RequestPaymentForVacationDays',
  'VacationDetailsInProcess',
  'DiscardVacationInProcess',
];
const certificationUseCases = [
  'RequestCertificate',
  'CheckDetailsOfTheCertificateRequest',
  'DiscardCertificateRequest',
];
const request = parseHumanResourceRequest({
  humanResourceRequestId: 'R-7',
  humanResourceRequestNumber: '2026-0007',
  humanResourceRequestDate: '2026-11-01',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestData: { daysToPay: 3 },
});
const common = { employeeId: 'E-100', now: '2026-11-21T15:00:00.000Z' };

/** Both areas, call 10 outcomes and discard outcomes of requests-list. */
export const requestsListPaths: PathTestConfig = {
  simplePaths: false,
  inputs: [
    {
      label: 'vacations, every vacation use case',
      input: {
        ...common,
        area: 'holidays',
        requestTypes: ['VacationsEnjoyed', 'PaidVacations'],
        useCases: vacationUseCases,
      },
    },
    {
      label: 'certifications, every certification use case',
      input: {
        ...common,
        area: 'certifications',
        requestTypes: ['Certification'],
        useCases: certificationUseCases,
      },
    },
  ],
  events: {
    VIEW_VACATION_DETAILS: [{ type: 'VIEW_VACATION_DETAILS', requestId: 'R-7' }],
    VIEW_CERTIFICATE_DETAILS: [{ type: 'VIEW_CERTIFICATE_DETAILS', requestId: 'R-7' }],
    DISCARD_VACATION: [{ type: 'DISCARD_VACATION', requestId: 'R-7' }],
    DISCARD_CERTIFICATE: [{ type: 'DISCARD_CERTIFICATE', requestId: 'R-7' }],
  },
  actors: {
    fetchRequests: [
      { label: 'one request', output: [request] },
      { label: 'none', output: [] },
      {
        label: 'server failure',
        error: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      },
    ],
    discard: [
      { label: 'discarded', output: { removed: true, requestId: 'R-7' } },
      { label: 'kept', output: { removed: false, requestId: 'R-7' } },
      { label: 'crashed', error: 'discard failed' },
    ],
  },
};
