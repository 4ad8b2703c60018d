import {
  contractUseCases,
  endingContract,
  expiredContract,
  linkingRequest,
  now,
  validContract,
} from '../support/contracts-data';
import type { PathTestConfig } from '../support/path-model';
import { contractHistoryScreen } from './contract-history.screen';

const common = {
  employeeId: '100001',
  now,
  requester: { requesterCode: 'S-1', requesterName: 'Ana Sofía Gutiérrez' },
  idempotencyKeyPrefix: 'page-1',
};

/** A valid contract or none, no contracts at all, every use case or read-only; call 10 and the action's endings. */
export const contractHistoryPaths: PathTestConfig = {
  screen: contractHistoryScreen,
  effects: {
    openNewEmployeeTab: { says: 'Se abre /employees/new-employee en una pestaña nueva', on: ['on ADD_LINK'] },
  },
  spec: { '*': '§2 Contracts; §4 contract status and actions; §6 permissions' },
  simplePaths: false,
  inputs: [
    {
      label: 'three contracts (one valid), every contract use case',
      input: {
        ...common,
        contracts: [endingContract, validContract, expiredContract],
        useCases: contractUseCases,
      },
    },
    {
      label: 'no valid contract, every contract use case',
      input: { ...common, contracts: [endingContract, expiredContract], useCases: contractUseCases },
    },
    {
      label: 'no contracts, every contract use case',
      input: { ...common, contracts: [], useCases: contractUseCases },
    },
    {
      label: 'no contracts, read-only (no AddEmployeeLink)',
      input: { ...common, contracts: [], useCases: ['CheckContractDetails'] },
    },
    {
      label: 'three contracts, no use case at all (details refused)',
      input: { ...common, contracts: [endingContract, validContract, expiredContract], useCases: [] },
    },
    {
      label: 'three contracts, read-only (CheckContractDetails)',
      input: {
        ...common,
        contracts: [endingContract, validContract, expiredContract],
        useCases: ['CheckContractDetails'],
      },
    },
  ],
  events: {
    CHECK_DETAILS: [{ type: 'CHECK_DETAILS', contractId: 'C-2', label: 'the expired contract' }],
  },
  actors: {
    fetchLinkingRequests: [
      { label: 'a linking request in progress', output: [linkingRequest] },
      { label: 'none', output: [] },
      { label: 'server failure', error: 'Todos los intentos fallaron.' },
    ],
    contractAction: [
      {
        label: 'recorded',
        output: {
          result: 'sent',
          action: 'terminate',
          requestNumber: '200090',
          contractNumber: 'AND-2022-00013',
        },
      },
      {
        label: 'cancelled',
        output: { result: 'cancelled', action: 'terminate', requestNumber: '', contractNumber: '' },
      },
      { label: 'crashed', error: 'contract action failed' },
    ],
  },
};
