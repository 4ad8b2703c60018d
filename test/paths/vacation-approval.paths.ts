import { awaitingEnjoyment } from '../support/approval-fixtures';
import type { PathTestConfig } from '../support/path-model';
import { vacationApprovalScreen } from './vacation-approval.screen';

const awaiting = awaitingEnjoyment;
const employee = {
  employeeId: '100002',
  name: 'María Begoña Ibáñez Zúñiga',
  identificationDocumentNumber: '52987654',
};
const manager = { kind: 'payment', useCases: ['ApproveVacationRequest'], idempotencyKey: 'key-1' };

/** Addresses, answers and the outcomes of calls 10/8 and 14 that reach every state and transition. */
export const vacationApprovalPaths: PathTestConfig = {
  simplePaths: false,
  screen: vacationApprovalScreen,
  // Only context updates: no navigation, toast or storage of its own (the route module adds none).
  effects: {},
  spec: { '*': '§2 Vacation approval; §5 approval rules' },
  inputs: [
    { label: 'code 150001, a manager', input: { ...manager, requestNumber: '150001' } },
    { label: 'no code in the address', input: { ...manager, requestNumber: '' } },
  ],
  events: {
    CHANGE: [
      { type: 'CHANGE', label: 'Aprobar', values: { approval: 'approve' } },
      {
        type: 'CHANGE',
        label: 'Rechazar without observations',
        values: { approval: 'reject', observation: '' },
      },
      {
        type: 'CHANGE',
        label: 'Rechazar with observations',
        values: { approval: 'reject', observation: 'No hay reemplazo ese mes.' },
      },
      { type: 'CHANGE', label: '501 characters of observations', values: { observation: 'x'.repeat(501) } },
    ],
  },
  actors: {
    loadApproval: [
      { label: 'an enjoyment request awaiting approval', output: { request: awaiting, employee } },
      { label: 'no request with that number', output: { request: undefined, employee: undefined } },
      {
        label: 'a certification request',
        output: { request: { ...awaiting, humanResourceRequestType: 'Certification' }, employee },
      },
      {
        label: 'a request already rejected',
        output: { request: { ...awaiting, humanResourceRequestStatus: 'rejected' }, employee },
      },
      { label: 'the load fails', error: 'Todos los intentos fallaron.' },
    ],
    sendAnswer: [
      {
        label: 'the answer is recorded',
        output: { ...awaiting, humanResourceRequestStatus: 'HR_compliance_verification' },
      },
      { label: 'the services refuse it', error: 'Error al enviar la solicitud. Intente nuevamente.' },
    ],
  },
};
