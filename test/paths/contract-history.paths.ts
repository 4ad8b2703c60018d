import type { EventObject } from 'xstate';
import {
  contractUseCases,
  endedYesterdayContract,
  endingContract,
  endingOpenContract,
  expiredContract,
  linkingRequest,
  now,
  unrelatedRequests,
  validContract,
  validFixedTermContract,
} from '../support/contracts-data';
import type { PathTestConfig } from '../support/path-model';
import { contractHistoryScreen, offeredContracts } from './contract-history.screen';

const linkingBanner = 'Hay una solicitud de vinculación en trámite para este empleado.';
const noValidBanner = 'El empleado no tiene un contrato vigente.';

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
  spec: {
    'banner.askingRequests → banner.linkingInProgress':
      'REQ-CONTRACT-02: no valid contract, a linking request in progress (call 10)',
    'banner.askingRequests → banner.noValidContract':
      'REQ-CONTRACT-02: no valid contract and no linking request in progress',
    '→ banner.unknown': 'REQ-CONTRACT-02: call 10 failed, Reintentar asks again',
    'on RETRY': 'REQ-CONTRACT-02: call 10 again',
    'on TERMINATE': 'REQ-CONTRACT-03 (Decisión 0011): Terminar by privilege and the contract rules',
    'on RENEW': 'REQ-CONTRACT-03 (Decisión 0011): Renovar by privilege and the contract rules',
    'on MODIFY': 'REQ-CONTRACT-03 (Decisión 0011): Modificar by privilege and the contract rules',
    'on done contractAction': 'REQ-CONTRACT-03 (Decisión 0011): a recorded action shows its success flag',
    '→ modal.closed.quiet': 'REQ-CONTRACT-03: the success flag goes after 10 s or Cerrar',
    '*': "REQ-CONTRACT-01: contract cards newest first, 'Más detalles', or the empty state",
  },
  simplePaths: false,
  // SPEC §7 call 10 for the employee's onboarding requests; the contract action opened by the button
  // pressed last (Terminar, Renovar, Modificar), for this employee, by this requester.
  sends: {
    fetchLinkingRequests: () => ({ employeeId: '100001' }),
    // The contracts the action offers, newest first, stated by hand from the input's (offeredContracts).
    contractAction: (input: unknown, events: readonly EventObject[]) => {
      const pressed = events.filter((event) => ['TERMINATE', 'RENEW', 'MODIFY'].includes(event.type)).at(-1);
      const action = ({ TERMINATE: 'terminate', RENEW: 'renew', MODIFY: 'modify' } as const)[
        (pressed?.type ?? '') as 'TERMINATE'
      ];
      const held = (input as { contracts: Array<{ contractId: string }> }).contracts.map(
        (contract) => contract.contractId,
      );
      return {
        action,
        contracts: offeredContracts(action, held).map((contractId) => ({ contractId })),
        employeeId: '100001',
        requester: { requesterCode: 'S-1', requesterName: 'Ana Sofía Gutiérrez' },
        idempotencyKeyPrefix: 'page-1',
      };
    },
  },
  // docs/features.md (contract actions) and SPEC §9 (the shared success toast): the flag stays 10 s.
  delays: { successFlag: 10_000 },
  // By hand, not from the chart: the flag goes after its 10 s or with 'Cerrar'; an action cancelled or
  // failed leaves the page without a flag; the details modal closes; Reintentar asks call 10 again.
  takes: [
    'on after successFlag → modal.closed.quiet',
    'on DISMISS_FLAG → modal.closed.quiet',
    'on done contractAction → modal.closed',
    'on error contractAction → modal.closed',
    'on CLOSE_DETAILS → modal.closed',
    'on RETRY → banner.askingRequests',
  ],
  // By hand, not from the chart (SPEC §2 contracts): the banner a valid contract hides and its
  // absence raises (asking call 10: onboarding in process, none, or unknown), the table or its empty
  // state, and the modals each set of use cases opens: details, an action and its success flag.
  reaches: (() => {
    const banner = [
      'banner.askingRequests',
      'banner.linkingInProgress',
      'banner.noValidContract',
      'banner.unknown',
    ];
    const acts = ['modal.closed.quiet', 'modal.viewingDetails', 'modal.acting', 'modal.closed.sent'];
    return {
      'un contrato vigente a término fijo y uno vencido, solo consulta': [
        'banner.hidden',
        'page.browsing',
        'modal.closed.quiet',
        'modal.viewingDetails',
      ],
      'tres contratos (uno vigente), todos los casos de uso de contratos': [
        'banner.hidden',
        'page.browsing',
        ...acts,
      ],
      'sin contrato vigente, todos los casos de uso de contratos': [...banner, 'page.browsing', ...acts],
      'sin contratos, todos los casos de uso de contratos': [...banner, 'page.empty', 'modal.closed.quiet'],
      'sin contratos, solo consulta (sin AddEmployeeLink)': [...banner, 'page.empty', 'modal.closed.quiet'],
      'tres contratos, ningún caso de uso (detalles rechazados)': [
        'banner.hidden',
        'page.browsing',
        'modal.closed.quiet',
      ],
      'tres contratos, solo consulta (CheckContractDetails)': [
        'banner.hidden',
        'page.browsing',
        'modal.closed.quiet',
        'modal.viewingDetails',
      ],
    };
  })(),
  inputs: [
    {
      label: 'tres contratos (uno vigente), todos los casos de uso de contratos',
      input: {
        ...common,
        contracts: [endingContract, validContract, expiredContract],
        useCases: contractUseCases,
      },
    },
    {
      label: 'sin contrato vigente, todos los casos de uso de contratos',
      input: {
        ...common,
        contracts: [endingContract, endingOpenContract, expiredContract, endedYesterdayContract],
        useCases: contractUseCases,
      },
    },
    {
      label: 'sin contratos, todos los casos de uso de contratos',
      input: { ...common, contracts: [], useCases: contractUseCases },
    },
    {
      label: 'sin contratos, solo consulta (sin AddEmployeeLink)',
      input: { ...common, contracts: [], useCases: ['CheckContractDetails'] },
    },
    {
      label: 'tres contratos, ningún caso de uso (detalles rechazados)',
      automatedOnly: 'sin ningún caso de uso la ruta muestra «Acción inhabilitada» antes de los contratos',
      input: { ...common, contracts: [endingContract, validContract, expiredContract], useCases: [] },
    },
    {
      // SPEC §4: 'Indefinido' while the contract is valid, even with a deadline ahead.
      label: 'un contrato vigente a término fijo y uno vencido, solo consulta',
      input: {
        ...common,
        contracts: [validFixedTermContract, expiredContract],
        useCases: ['CheckContractDetails'],
      },
    },
    {
      label: 'tres contratos, solo consulta (CheckContractDetails)',
      input: {
        ...common,
        contracts: [endingContract, validContract, expiredContract],
        useCases: ['CheckContractDetails'],
      },
    },
  ],
  events: {
    // Each fixture contract's details (SPEC §4): those an input does not hold have no card to open.
    CHECK_DETAILS: [
      { type: 'CHECK_DETAILS', contractId: 'C-2', label: 'el contrato vencido' },
      { type: 'CHECK_DETAILS', contractId: 'C-4', label: 'el contrato vigente a término fijo' },
      { type: 'CHECK_DETAILS', contractId: 'C-3', label: 'el contrato vigente indefinido' },
      { type: 'CHECK_DETAILS', contractId: 'C-1', label: 'el contrato en proceso de finalización' },
      { type: 'CHECK_DETAILS', contractId: 'C-5', label: 'el contrato en proceso de finalización sin fecha' },
    ],
  },
  actors: {
    fetchLinkingRequests: [
      // SPEC §2: the banner explains the missing valid contract with a linking request still in process.
      {
        label: 'una solicitud de vinculación en trámite',
        output: [linkingRequest],
        shows: [{ text: linkingBanner }, { noText: noValidBanner }],
      },
      {
        label: 'ninguna',
        output: [],
        shows: [{ text: noValidBanner }, { noText: linkingBanner }],
      },
      // A closed linking request and vacations in process explain nothing: the banner says no valid contract.
      {
        label: 'una vinculación cerrada y unas vacaciones en trámite',
        output: unrelatedRequests,
        shows: [{ text: noValidBanner }, { noText: linkingBanner }],
      },
      { label: 'falla el servidor', error: 'Todos los intentos fallaron.' },
    ],
    contractAction: [
      {
        label: 'se registra',
        // docs/features.md (contract actions): the page shows the success flag with the request number.
        shows: [
          { text: 'La solicitud de terminación del contrato fue enviada exitosamente.' },
          { text: 'Número de solicitud: 200090' },
        ],
        output: {
          result: 'sent',
          action: 'terminate',
          requestNumber: '200090',
          contractNumber: 'AND-2022-00013',
        },
      },
      {
        label: 'cancelada',
        output: { result: 'cancelled', action: 'terminate', requestNumber: '', contractNumber: '' },
        // Nothing was recorded: no flag.
        shows: [{ noText: 'fue enviada exitosamente' }],
      },
      {
        label: 'falla la acción',
        error: 'contract action failed',
        shows: [{ noText: 'fue enviada exitosamente' }],
      },
    ],
  },
};
