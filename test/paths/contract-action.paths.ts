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
    '*': '§2 Contracts: contract-selection modal; §5 generic selection modal',
    'on CHANGE': '§4 contract actions (issue 25: what HR decided); §5 date messages, validation on change',
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
    CHANGE: [
      {
        type: 'CHANGE',
        label: 'una decisión válida',
        values: { newDeadline: '30/Jun/2027', retirementDate: '15/Dic/2026', retirementReason: 'Renuncia' },
      },
      {
        type: 'CHANGE',
        label: 'una fecha ya pasada',
        values: { newDeadline: '01/Ene/2020', retirementDate: '01/Ene/2020' },
      },
    ],
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
