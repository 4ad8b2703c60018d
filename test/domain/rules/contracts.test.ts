import { type Contract, parseContract, parseHumanResourceRequest } from '@src/domain/entities';
import {
  autoSelectedContract,
  contractActionRefusal,
  contractById,
  contractRefusals,
  contractsForAction,
  contractView,
  disabledActionReasons,
  hasLinkingRequestInProgress,
  hasValidContract,
  isContractValid,
  needsContractSelector,
  newRequestContractRefusal,
  requestableContracts,
  sortContractsNewestFirst,
} from '@src/domain/rules/contracts';
import { formalizedFixedTerm } from '@test/support/contracts-data';
import { describe, expect, test } from 'vitest';

const now = new Date('2026-06-15T15:00:00Z'); // 10:00 in Colombia
const request = (fields: Record<string, unknown>) => parseHumanResourceRequest(fields);
const contract = (fields: Record<string, unknown>) => parseContract(fields);

const validOpen = contract({ contractId: 'v', contractStatus: 'Formalized', startDate: '2024-01-01' });
const endedFixed = contract({
  contractId: 'e',
  contractStatus: 'Finished',
  deadline: '2023-12-31T05:00:00Z',
  startDate: '2023-01-01',
});
const all = ['TerminateContract', 'RenewContract', 'ModifyContract'];

describe('requestableContracts and newRequestContractRefusal', () => {
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
  });
});

describe('isContractValid', () => {
  test('a Formalized contract is valid without a deadline or with a future one', () => {
    expect(isContractValid(contract({ contractStatus: 'Formalized' }), now)).toBe(true);
    expect(
      isContractValid(contract({ contractStatus: 'Formalized', deadline: '2026-06-16T00:00:00Z' }), now),
    ).toBe(true);
    expect(
      isContractValid(contract({ contractStatus: 'Formalized', deadline: '2026-06-14T05:00:00Z' }), now),
    ).toBe(false);
    expect(isContractValid(contract({ contractStatus: 'InTheProcessOfEnding' }), now)).toBe(false);
    expect(isContractValid(contract({ contractStatus: '' }), now)).toBe(false);
  });

  test('a deadline is a calendar day in Colombia: the contract is valid through its last day', () => {
    const lastDay = contract({ contractStatus: 'Formalized', deadline: '2026-05-01' });
    // 19:00 in Bogotá the day before is already 1 May in UTC.
    expect(isContractValid(lastDay, new Date('2026-05-01T00:00:00Z'))).toBe(true);
    expect(isContractValid(lastDay, new Date('2026-05-01T15:00:00Z'))).toBe(true);
    expect(isContractValid(lastDay, new Date('2026-05-02T04:59:59Z'))).toBe(true);
    expect(isContractValid(lastDay, new Date('2026-05-02T05:00:00Z'))).toBe(false);
    const atMidnight = contract({ contractStatus: 'Formalized', deadline: '2026-05-01T00:00:00-05:00' });
    expect(isContractValid(atMidnight, new Date('2026-05-01T20:00:00Z'))).toBe(true);
    expect(isContractValid(atMidnight, new Date('2026-05-02T05:00:00Z'))).toBe(false);
  });
});

describe('contractView', () => {
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
      validUntil: '31/Ene/2027',
      workplace: 'Sede Norte',
      formalizationDate: '03/Feb/2024',
      lastPosition: 'Líder',
      contractType: 'Termino Fijo',
      workSchedule: 'Tiempo completo',
      jobModality: 'Trabajo híbrido',
      salaryProfile: 'Perfil A',
    });
    expect(view.retirement).toBeUndefined();
    expect(view.lastSalary.replace('\u00a0', ' ')).toBe('$ 3.000.000');
  });

  test('shows ended contracts with their retirement date and reason', () => {
    const ending = contractView(
      contract({ contractStatus: 'InTheProcessOfEnding', deadline: '2026-07-01T05:00:00Z' }),
      now,
    );
    expect(ending).toMatchObject({
      validUntil: '',
      statusLabel: 'Terminado',
      isContractValid: false,
      endDate: '01/Jul/2026',
      retirement: { date: '01/Jul/2026', reason: 'En proceso de finalización' },
      lastPosition: 'No aplica',
      lastSalary: 'No aplica',
    });
    const expired = contractView(
      contract({ contractStatus: 'Formalized', deadline: '2025-01-01T05:00:00Z' }),
      now,
    );
    expect(expired).toMatchObject({
      retirement: { date: '01/Ene/2025', reason: 'Contrato finalizado' },
      endDate: '01/Ene/2025',
    });
    const endedOpen = contractView(contract({ contractStatus: 'Finished' }), now);
    expect(endedOpen).toMatchObject({
      endDate: 'Indefinido',
      retirement: { date: 'Sin Fecha', reason: 'Contrato finalizado' },
    });
  });
});

describe('sortContractsNewestFirst', () => {
  test('sorts contracts newest first, unreadable dates last', () => {
    const sorted = sortContractsNewestFirst([
      contract({ contractId: 'old', startDate: '2020-01-01' }),
      contract({ contractId: 'none', startDate: '' }),
      contract({ contractId: 'new', startDate: '2025-01-01' }),
      contract({ contractId: 'mid', startDate: '2022-01-01' }),
    ]);
    expect(sorted.map((item) => item.contractId)).toEqual(['new', 'mid', 'old', 'none']);
  });

  test('two unreadable dates keep their order (NaN is a tie to the sort)', () => {
    const sorted = sortContractsNewestFirst([
      contract({ contractId: 'first', startDate: '' }),
      contract({ contractId: 'dated', startDate: '2020-01-01' }),
      contract({ contractId: 'second', startDate: 'pendiente' }),
    ]);
    expect(sorted.map((item) => item.contractId)).toEqual(['dated', 'first', 'second']);
  });
});

describe('disabledActionReasons, contractsForAction and contractActionRefusal', () => {
  const reasons = (contracts: Contract[], useCases: readonly string[]) =>
    disabledActionReasons({ contracts, useCases, now: now.toISOString() });

  test('enables actions where they apply', () => {
    expect(reasons([endedFixed, validOpen], all)).toEqual({
      terminate: undefined,
      renew: undefined,
      modify: undefined,
    });
  });

  test('explains disabled actions: missing privileges first', () => {
    expect(reasons([validOpen, endedFixed], [])).toEqual({
      terminate: 'No tiene privilegios para terminar contratos.',
      renew: 'No tiene privilegios para renovar contratos.',
      modify: 'No tiene privilegios para modificar contratos.',
    });
    expect(reasons([], [])).toMatchObject({ terminate: 'No tiene privilegios para terminar contratos.' });
  });

  test('explains disabled actions: nothing to act on', () => {
    expect(reasons([endedFixed], all)).toEqual({
      terminate: 'No hay contrato vigente para terminar.',
      renew: undefined,
      modify: 'No hay contrato vigente para modificar.',
    });
    expect(reasons([validOpen], all).renew).toBe('No hay contrato a término fijo.');
    expect(reasons([], all).terminate).toBe('No hay contrato vigente para terminar.');
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
});

describe('hasLinkingRequestInProgress', () => {
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
});

describe('choosing a contract: needsContractSelector, hasValidContract, autoSelectedContract, contractById', () => {
  test('shows a selector only for more than one contract', () => {
    expect(needsContractSelector([validOpen])).toBe(false);
    expect(needsContractSelector([validOpen, endedFixed])).toBe(true);
    expect(hasValidContract([endedFixed], now)).toBe(false);
    expect(hasValidContract([endedFixed, validOpen], now)).toBe(true);
  });

  test('auto-selects the only qualifying contract; with several the person chooses', () => {
    const wizardContract = (contractId: string, startDate: string) => ({
      contractId,
      contractNumber: `CT-${contractId}`,
      businessName: 'ERM',
      contractType: 'PermanentJob',
      startDate,
    });
    expect(autoSelectedContract([wizardContract('A', '2020-01-01')])).toBe('A');
    expect(autoSelectedContract([wizardContract('A', '2020-01-01'), wizardContract('B', '2021-01-01')])).toBe(
      '',
    );
    expect(autoSelectedContract([])).toBe('');
  });

  test('contractById finds the listed contract only', () => {
    const listed = formalizedFixedTerm;
    expect(contractById([listed], 'C-1')).toBe(listed);
    expect(contractById([listed], 'C-9')).toBeUndefined();
  });
});
