import { parseContract, parseEmployee, parseHumanResourceRequest } from '@src/domain/entities';
import { needsValidContract } from '@src/domain/permissions';
import {
  boardColumnOf,
  boardColumns,
  filterRequests,
  groupByColumn,
  hasActiveFilters,
  toRequestCard,
} from '@src/domain/rules/board';
import {
  contractActionRefusal,
  contractActions,
  contractRefusals,
  contractsForAction,
  contractView,
  hasLinkingRequestInProgress,
  hasValidContract,
  isContractValid,
  needsContractSelector,
  newRequestContractRefusal,
  requestableContracts,
  sortContractsNewestFirst,
} from '@src/domain/rules/contracts';
import { discardMessages, discardRefusal, toRemovalBody } from '@src/domain/rules/discard';
import { buildEmployeeIndex, searchEmployees, sortEmployeesByName } from '@src/domain/rules/employee-search';
import { describe, expect, test } from 'vitest';

const now = new Date('2026-06-15T15:00:00Z'); // 10:00 in Colombia
const request = (fields: Record<string, unknown>) => parseHumanResourceRequest(fields);

describe('board column', () => {
  test.each(['closed', 'rejected', 'canceled'])('%s goes to Terminada', (status) => {
    expect(boardColumnOf(request({ humanResourceRequestStatus: status, userCodeInCharge: 'u1' }))).toBe(
      'completed',
    );
  });

  test('a request with somebody in charge goes to En progreso', () => {
    expect(
      boardColumnOf(request({ humanResourceRequestStatus: 'supervisor_approval', userCodeInCharge: 'u1' })),
    ).toBe('inProgress');
    expect(
      boardColumnOf(
        request({ humanResourceRequestStatus: 'onboarding_in_progress', userNameInCharge: 'Ana' }),
      ),
    ).toBe('inProgress');
  });

  test('anything else goes to Por evaluar', () => {
    expect(boardColumnOf(request({ humanResourceRequestStatus: 'supervisor_approval' }))).toBe('pending');
    expect(boardColumnOf(request({}))).toBe('pending');
  });

  test('titles the columns', () => {
    expect(boardColumns).toEqual({
      pending: 'Por evaluar',
      inProgress: 'En progreso',
      completed: 'Terminada',
    });
  });

  test('builds the card view with its fallbacks', () => {
    expect(
      toRequestCard(request({ humanResourceRequestType: 'Weird', humanResourceRequestStatus: 'odd' })),
    ).toEqual({
      id: 'XXXXXX',
      requestId: '',
      title: 'Tipo desconocido',
      type: 'Weird',
      requestDate: 'Sin Fecha',
      responsible: 'Sin responsable',
      hasResponsible: false,
      status: 'Estado desconocido',
      column: 'pending',
    });
    expect(
      toRequestCard(
        request({
          humanResourceRequestId: 'r1',
          humanResourceRequestNumber: 'SOL-1',
          humanResourceRequestType: 'Onboarding',
          humanResourceRequestDate: '2026-03-04T12:00:00Z',
          humanResourceRequestStatus: 'onboarding_in_progress',
          userCodeInCharge: 'u1',
          userNameInCharge: 'Beto',
        }),
      ),
    ).toMatchObject({
      id: 'SOL-1',
      title: 'Vinculación',
      requestDate: '04/Mar/2026',
      responsible: 'Beto',
      hasResponsible: true,
      status: 'Vinculación en Progreso',
      column: 'inProgress',
    });
  });

  test('filters by keyword without accents or case, by type in any case and by status', () => {
    const all = [
      request({
        humanResourceRequestNumber: 'A1',
        humanResourceRequestType: 'Certification',
        userNameInCharge: 'José Núñez',
      }),
      request({
        humanResourceRequestNumber: 'A2',
        humanResourceRequestType: 'Onboarding',
        humanResourceRequestStatus: 'closed',
      }),
      request({ humanResourceRequestNumber: 'A3', humanResourceRequestType: 'VacationsEnjoyed' }),
    ];
    const numbers = (list: typeof all) => list.map((item) => item.humanResourceRequestNumber);
    expect(numbers(filterRequests(all, { keyword: 'jose nunez' }))).toEqual(['A1']);
    expect(numbers(filterRequests(all, { keyword: 'CERTIFICACIÓN' }))).toEqual(['A1']);
    expect(numbers(filterRequests(all, { types: ['certification', 'VacationsEnjoyed'] }))).toEqual([
      'A1',
      'A3',
    ]);
    expect(numbers(filterRequests(all, { statuses: ['closed'] }))).toEqual(['A2']);
    expect(numbers(filterRequests(all, {}))).toEqual(['A1', 'A2', 'A3']);
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ keyword: '  ' })).toBe(false);
    expect(hasActiveFilters({ types: ['pqr'] })).toBe(true);
    const groups = groupByColumn(all);
    expect(numbers(groups.completed)).toEqual(['A2']);
    expect(numbers(groups.pending)).toEqual(['A3']);
    expect(numbers(groups.inProgress)).toEqual(['A1']);
  });
});

const contract = (fields: Record<string, unknown>) => parseContract(fields);

describe('contracts', () => {
  test('requests are made against the valid contracts only; none when no contract is valid', () => {
    const valid = contract({ contractId: 'c1', contractStatus: 'Formalized' });
    const ended = contract({ contractId: 'c2', contractStatus: 'Terminated' });
    expect(requestableContracts([valid, ended], now).map((c) => c.contractId)).toEqual(['c1']);
    expect(requestableContracts([ended], now)).toEqual([]);
    expect(requestableContracts([], now)).toEqual([]);
  });

  test('a new request is refused without a valid contract or against an ended one', () => {
    const valid = contract({ contractId: 'c1', contractStatus: 'Formalized' });
    const ended = contract({ contractId: 'c2', contractStatus: 'Terminated' });
    expect(newRequestContractRefusal([valid, ended], 'c1', now)).toBeUndefined();
    expect(newRequestContractRefusal([valid, ended], 'c2', now)).toBe(contractRefusals.contractNotValid);
    expect(newRequestContractRefusal([ended], 'c2', now)).toBe(contractRefusals.noValidContract);
    expect(needsValidContract('/holidays/request-payment')).toBe(true);
    expect(needsValidContract('/certifications/new-certification/')).toBe(true);
    expect(needsValidContract('/holidays')).toBe(false);
  });

  test('a Formalized contract is valid without a deadline or with a future one', () => {
    expect(isContractValid(contract({ contractStatus: 'Formalized' }), now)).toBe(true);
    expect(
      isContractValid(contract({ contractStatus: 'Formalized', deadline: '2026-06-16T00:00:00Z' }), now),
    ).toBe(true);
    expect(
      isContractValid(contract({ contractStatus: 'Formalized', deadline: '2026-06-15T14:59:59Z' }), now),
    ).toBe(false);
    expect(isContractValid(contract({ contractStatus: 'InTheProcessOfEnding' }), now)).toBe(false);
    expect(isContractValid(contract({ contractStatus: '' }), now)).toBe(false);
  });

  test('shows a valid contract', () => {
    const view = contractView(
      contract({
        contractStatus: 'Formalized',
        businessName: 'Acme S.A.S.',
        startDate: '2024-02-01T05:00:00Z',
        formalizedStartDate: '2024-02-03T05:00:00Z',
        deadline: '2027-01-31T05:00:00Z',
        branchOfficeName: 'Sede Norte',
        contractType: 'FixedTermContract',
        workSchedule: 'FullTime',
        jobModality: 'HibridWork',
        remunerationProfileName: 'Perfil A',
        positionsByEmployeeAndCompany: [{ positionName: 'Analista' }, { positionName: 'Líder' }],
        contractRemunerationAssignments: [
          { currencyCodeForValue: '0001', individualValuePerEmployee: 3_000_000 },
          { currencyCodeForValue: '0002', individualValuePerEmployee: 100 },
        ],
      }),
      now,
    );
    expect(view).toMatchObject({
      company: 'Acme S.A.S.',
      statusLabel: 'Vigente',
      isContractValid: true,
      startDate: '01/Feb/2024',
      endDate: 'Indefinido',
      workplace: 'Sede Norte',
      formalizationDate: '03/Feb/2024',
      lastPosition: 'Líder',
      contractType: 'Termino Fijo',
      workSchedule: 'Tiempo completo',
      jobModality: 'Trabajo híbrido',
      salaryProfile: 'Perfil A',
      retirementDate: '',
      retirementReason: '',
    });
    expect(view.lastSalary.replace('\u00a0', ' ')).toBe('$ 3.000.000');
  });

  test('shows ended contracts with their retirement date and reason', () => {
    const ending = contractView(
      contract({ contractStatus: 'InTheProcessOfEnding', deadline: '2026-07-01T05:00:00Z' }),
      now,
    );
    expect(ending).toMatchObject({
      statusLabel: 'Terminado',
      isContractValid: false,
      endDate: '01/Jul/2026',
      retirementDate: '01/Jul/2026',
      retirementReason: 'En proceso de finalización',
      lastPosition: 'No aplica',
      lastSalary: 'No aplica',
    });
    const expired = contractView(
      contract({ contractStatus: 'Formalized', deadline: '2025-01-01T05:00:00Z' }),
      now,
    );
    expect(expired).toMatchObject({ retirementReason: 'Contrato finalizado', endDate: '01/Ene/2025' });
    const endedOpen = contractView(contract({ contractStatus: 'Finished' }), now);
    expect(endedOpen).toMatchObject({ endDate: 'Indefinido', retirementDate: 'Sin Fecha' });
  });

  test('sorts contracts newest first, unreadable dates last', () => {
    const sorted = sortContractsNewestFirst([
      contract({ contractId: 'old', startDate: '2020-01-01' }),
      contract({ contractId: 'none', startDate: '' }),
      contract({ contractId: 'new', startDate: '2025-01-01' }),
      contract({ contractId: 'mid', startDate: '2022-01-01' }),
    ]);
    expect(sorted.map((item) => item.contractId)).toEqual(['new', 'mid', 'old', 'none']);
  });

  const validOpen = contract({ contractId: 'v', contractStatus: 'Formalized', startDate: '2024-01-01' });
  const endedFixed = contract({
    contractId: 'e',
    contractStatus: 'Finished',
    deadline: '2023-12-31T05:00:00Z',
    startDate: '2023-01-01',
  });
  const all = ['TerminateContract', 'RenewContract', 'ModifyContract'];

  test('enables actions where they apply', () => {
    const actions = contractActions([endedFixed, validOpen], all, now);
    expect(actions.terminate).toEqual({ enabled: true, contracts: [validOpen] });
    expect(actions.renew).toEqual({ enabled: true, contracts: [endedFixed] });
    expect(actions.modify).toEqual({ enabled: true, contracts: [validOpen, endedFixed] });
  });

  test('explains disabled actions: missing privileges first', () => {
    const actions = contractActions([validOpen, endedFixed], [], now);
    expect(actions.terminate.reason).toBe('No tiene privilegios para terminar contratos.');
    expect(actions.renew.reason).toBe('No tiene privilegios para renovar contratos.');
    expect(actions.modify.reason).toBe('No tiene privilegios para modificar contratos.');
    expect(actions.terminate.enabled).toBe(false);
  });

  test('explains disabled actions: nothing to act on', () => {
    const noValid = contractActions([endedFixed], all, now);
    expect(noValid.terminate).toEqual({
      enabled: false,
      reason: 'No hay contrato vigente para terminar.',
      contracts: [],
    });
    expect(noValid.modify.enabled).toBe(false);
    expect(noValid.modify.reason).toBe('No hay contrato vigente para modificar.');
    const noFixed = contractActions([validOpen], all, now);
    expect(noFixed.renew).toEqual({
      enabled: false,
      reason: 'No hay contrato a término fijo.',
      contracts: [],
    });
    expect(contractActions([], all, now).terminate.reason).toBe('No hay contrato vigente para terminar.');
  });

  test('lists the contracts each action applies to, newest first', () => {
    const expired = contract({
      contractId: 'x',
      contractStatus: 'Formalized',
      deadline: '2025-12-31T05:00:00Z',
      startDate: '2025-01-01',
    });
    const contracts = [endedFixed, validOpen, expired];
    expect(contractsForAction(contracts, 'terminate', now).map((c) => c.contractId)).toEqual(['v']);
    expect(contractsForAction(contracts, 'renew', now).map((c) => c.contractId)).toEqual(['x', 'e']);
    expect(contractsForAction(contracts, 'modify', now).map((c) => c.contractId)).toEqual(['x', 'v', 'e']);
    expect(contractsForAction([endedFixed, expired], 'modify', now)).toEqual([]);
  });

  test('refuses an action on a contract it does not apply to, with the disabled action explanation first', () => {
    expect(contractActionRefusal([validOpen, endedFixed], 'terminate', 'v', now)).toBeUndefined();
    expect(contractActionRefusal([validOpen, endedFixed], 'terminate', 'e', now)).toBe(
      'El contrato indicado no está vigente: no se puede terminar.',
    );
    expect(contractActionRefusal([endedFixed], 'terminate', 'e', now)).toBe(
      'No hay contrato vigente para terminar.',
    );
    expect(contractActionRefusal([validOpen, endedFixed], 'renew', 'e', now)).toBeUndefined();
    expect(contractActionRefusal([validOpen, endedFixed], 'renew', 'v', now)).toBe(
      'El contrato indicado no es a término fijo: no se puede renovar.',
    );
    expect(contractActionRefusal([validOpen], 'renew', 'v', now)).toBe('No hay contrato a término fijo.');
    expect(contractActionRefusal([validOpen, endedFixed], 'modify', 'e', now)).toBeUndefined();
    expect(contractActionRefusal([validOpen], 'modify', 'other', now)).toBe(
      'El contrato indicado no es del empleado: no se puede modificar.',
    );
    expect(contractActionRefusal([endedFixed], 'modify', 'e', now)).toBe(
      'No hay contrato vigente para modificar.',
    );
  });

  test('a linking request is in progress while an Onboarding request is not closed, rejected or canceled', () => {
    const onboarding = (status: string) =>
      request({ humanResourceRequestType: 'Onboarding', humanResourceRequestStatus: status });
    expect(hasLinkingRequestInProgress([onboarding('onboarding_in_progress')])).toBe(true);
    expect(hasLinkingRequestInProgress([onboarding('supervisor_approval')])).toBe(true);
    expect(hasLinkingRequestInProgress([onboarding('closed'), onboarding('canceled')])).toBe(false);
    expect(hasLinkingRequestInProgress([onboarding('rejected')])).toBe(false);
    expect(
      hasLinkingRequestInProgress([
        request({
          humanResourceRequestType: 'LeavingTheJob',
          humanResourceRequestStatus: 'supervisor_approval',
        }),
      ]),
    ).toBe(false);
    expect(hasLinkingRequestInProgress([])).toBe(false);
  });

  test('shows a selector only for more than one contract', () => {
    expect(needsContractSelector([validOpen])).toBe(false);
    expect(needsContractSelector([validOpen, endedFixed])).toBe(true);
    expect(hasValidContract([endedFixed], now)).toBe(false);
    expect(hasValidContract([endedFixed, validOpen], now)).toBe(true);
  });
});

describe('discard rules', () => {
  const enjoyment = (data: unknown) =>
    request({ humanResourceRequestType: 'VacationsEnjoyed', humanResourceRequestData: data });
  const payment = (data: unknown) =>
    request({ humanResourceRequestType: 'PaidVacations', humanResourceRequestData: data });

  test('refuses requests with a disbursement date set', () => {
    expect(discardRefusal(enjoyment({ disbursementDate: '2026-06-01' }), now)).toBe(
      'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.',
    );
    expect(discardRefusal(payment('{"disbursementDate": "2026-06-01"}'), now)).toBe(
      'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.',
    );
    expect(discardRefusal(payment({ disbursementDate: '' }), now)).toBeUndefined();
    expect(discardRefusal(payment({}), now)).toBeUndefined();
  });

  test('refuses an enjoyment starting today or later (Colombian calendar days)', () => {
    const message =
      'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.';
    expect(discardMessages.enjoymentNotStarted).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: '2026-06-15T00:00:00-05:00' }), now)).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: '2026-06-15' }), now)).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: '2026-07-01' }), now)).toBe(message);
    expect(
      discardRefusal(enjoyment({ startDateEnyoment: '2026-06-14T00:00:00-05:00' }), now),
    ).toBeUndefined();
    expect(discardRefusal(enjoyment("{startDateEnyoment: '2026-06-20'"), now)).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: 'nunca' }), now)).toBeUndefined();
  });

  test('leaves other request types alone', () => {
    const certification = request({
      humanResourceRequestType: 'Certification',
      humanResourceRequestData: { disbursementDate: 'x', startDateEnyoment: '2030-01-01' },
    });
    expect(discardRefusal(certification, now)).toBeUndefined();
  });

  test('builds the removal body', () => {
    const item = request({
      humanResourceRequestId: 'r1',
      humanResourceRequestNumber: 'SOL-1',
      humanResourceRequestDescription: 'Vacaciones',
    });
    expect(toRemovalBody(item, '  Ya no aplica ')).toEqual({
      removeHumanResourcesRequest: [
        {
          humanResourceRequestDescription: 'Vacaciones',
          humanResourceRequestId: 'r1',
          humanResourceRequestNumber: 'SOL-1',
          removalJustification: 'Ya no aplica',
        },
      ],
    });
  });
});

describe('employee search', () => {
  const employees = [
    parseEmployee({
      employeeId: '1',
      names: 'José',
      surnames: 'Núñez Peña',
      identificationDocumentNumber: '1020304050',
    }),
    parseEmployee({
      employeeId: '2',
      names: 'Ana María',
      surnames: 'Gómez',
      identificationDocumentNumber: '52998877',
    }),
    parseEmployee({
      employeeId: '3',
      names: 'Álvaro',
      surnames: 'Díaz',
      identificationDocumentNumber: '79111222',
    }),
  ];
  const index = buildEmployeeIndex(employees);
  const ids = (query: string) => searchEmployees(index, query).map((entry) => entry.employee.employeeId);

  test('matches names, surnames and ID number without accents or case', () => {
    expect(ids('jose nunez')).toEqual(['1']);
    expect(ids('PENA')).toEqual(['1']);
    expect(ids('alvaro')).toEqual(['3']);
    expect(ids('5299')).toEqual(['2']);
    expect(ids('maria gomez')).toEqual(['2']);
    expect(ids('zzz')).toEqual([]);
    expect(ids('')).toEqual(['1', '2', '3']);
    expect(searchEmployees(index, '', 1)).toHaveLength(1);
    expect(index[0]?.label).toBe('José Núñez Peña');
  });

  test('sorts by names with Spanish collation', () => {
    expect(sortEmployeesByName(employees).map((item) => item.names)).toEqual(['Álvaro', 'Ana María', 'José']);
  });
});
