import { parseHumanResourceRequest } from '../../src/domain/entities';
import type { PathTestConfig } from '../support/path-model';

const now = '2026-11-21T15:00:00.000Z';
const payment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-7',
  humanResourceRequestNumber: '2026-0007',
  humanResourceRequestDescription: 'Solicitud de pago de vacaciones',
  humanResourceRequestDate: '2026-11-01',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestData: { daysToPay: 3, disbursementDate: '' },
});
const futureEnjoyment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-8',
  humanResourceRequestNumber: '2026-0008',
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestData: { daysOff: 5, startDateEnyoment: '2026-12-01', disbursementDate: '' },
});

/** Requests that may and may not be discarded, justifications and call 12 outcomes. */
export const discardPaths: PathTestConfig = {
  inputs: [
    { label: 'a payment request without disbursement date', input: { request: payment, now } },
    { label: 'an enjoyment request starting next month', input: { request: futureEnjoyment, now } },
  ],
  events: {
    CHANGE_JUSTIFICATION: [
      { type: 'CHANGE_JUSTIFICATION', label: 'a reason', value: 'El empleado cambió de planes' },
      { type: 'CHANGE_JUSTIFICATION', label: '501 characters', value: 'x'.repeat(501) },
    ],
  },
  actors: {
    removeRequest: [
      { label: 'removed', output: undefined },
      { label: 'server failure', error: 'No se pudo eliminar la solicitud' },
    ],
  },
};
