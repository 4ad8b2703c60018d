import { endingContract, expiredContract, now, validContract } from '../support/contracts-data';
import type { PathTestConfig } from '../support/path-model';
import { contractActionScreen } from './contract-action.screen';

const common = {
  employeeId: '100001',
  now,
  requester: { requesterCode: 'S-1', requesterName: 'Ana Sofía Gutiérrez' },
  idempotencyKeyPrefix: 'page-1',
};

/** Several contracts to choose from, or a single one chosen automatically; call 11's endings. */
export const contractActionPaths: PathTestConfig = {
  screen: contractActionScreen,
  // Only context updates: the page (contract-history) shows the outcome.
  effects: {},
  spec: {
    'confirming → sending':
      'Decisión 0011: a confirmed contract action is recorded as an HR request (call 11, Idempotency-Key)',
    'on done saveRequest': 'Decisión 0011: the success flag with the request number',
    'on error saveRequest': "Decisión 0011: 'Error al enviar la solicitud. Intente nuevamente.' for 10 s",
    '*': '§2 Contracts: contract-selection modal; §5 generic selection modal',
  },
  inputs: [
    {
      label: 'renovar, dos contratos a término fijo',
      input: { ...common, action: 'renew', contracts: [expiredContract, endingContract] },
    },
    {
      label: 'terminar, el único contrato vigente',
      input: { ...common, action: 'terminate', contracts: [validContract] },
    },
  ],
  events: {
    SELECT: [{ type: 'SELECT', contractId: 'C-2', label: 'AND-2018-00012' }],
  },
  actors: {
    saveRequest: [
      {
        label: 'se registra',
        output: { humanResourceRequestId: 'R-90', humanResourceRequestNumber: '200090' },
      },
      { label: 'falla el servidor', error: 'Error al enviar la solicitud. Intente nuevamente.' },
    ],
  },
};
