// The vacation requests awaiting the supervisor's answer that the approval machine, screen, route and
// path tests share (employee 100002).

import { parseHumanResourceRequest } from '@src/domain/entities';

/** Request 150001, 7 days of enjoyment from 21/Dic/2026 awaiting approval; `fields` adds or replaces. */
export const approvalRequest = (fields: Record<string, unknown> = {}) =>
  parseHumanResourceRequest({
    humanResourceRequestId: 'HRR-150001',
    humanResourceRequestNumber: '150001',
    humanResourceRequestType: 'VacationsEnjoyed',
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestData: { daysOff: 7, startDateEnyoment: '2026-12-21' },
    employeeId: '100002',
    ...fields,
  });

export const awaitingEnjoyment = approvalRequest();

/** Request 150002, 5 days to pay, awaiting approval. */
export const awaitingPayment = approvalRequest({
  humanResourceRequestId: 'HRR-150002',
  humanResourceRequestNumber: '150002',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestData: { daysToPay: 5 },
});
