// Contracts of the machine, path and view tests (pure data: scripts/paths.ts reads the path configs
// that use it).
import { parseContract, parseHumanResourceRequest } from '@src/domain/entities';

/** The page opens on 21/Nov/2026 at 10:00 in Colombia. */
export const now = '2026-11-21T15:00:00.000Z';

/** Every contract use case of SPEC §6. */
export const contractUseCases = [
  'TerminateContract',
  'RenewContract',
  'ModifyContract',
  'AddEmployeeLink',
  'CheckContractDetails',
];

const assignments = (contractId: string, salary: number) => [
  {
    assignmentId: `${contractId}-A1`,
    contractId,
    currencyCodeForValue: '0001',
    individualValuePerEmployee: salary,
  },
  {
    assignmentId: `${contractId}-A2`,
    contractId,
    currencyCodeForValue: '0002',
    individualValuePerEmployee: 200000,
  },
];

/** What the formalized fixture contracts share: the company, its office, the framework, the salary profile. */
const formalizedAtAndina = {
  contractStatus: 'Formalized',
  businessName: 'ERM Andina S.A.S.',
  branchOfficeName: 'Sede Bogotá',
  regulatoryFrameworkName: 'Código Sustantivo del Trabajo',
  remunerationProfileName: 'Salario básico',
};

/** Valid, open-ended (Trabajo permanente), the newest. */
export const validContract = parseContract({
  contractId: 'C-3',
  contractNumber: 'AND-2022-00013',
  ...formalizedAtAndina,
  contractType: 'PermanentJob',
  workSchedule: 'FullTime',
  jobModality: 'HibridWork',
  startDate: '2022-10-01',
  formalizedStartDate: '2022-09-28',
  contractRemunerationAssignments: assignments('C-3', 4850000),
  positionsByEmployeeAndCompany: [{ positionName: 'Profesional de gestión humana' }],
});

/**
 * Valid, fixed-term, its deadline ahead (30/Jun/2027): the card still says 'Indefinido' while it is valid
 * (SPEC §4), and it is not renewable; its details give the deadline (0017).
 */
export const validFixedTermContract = parseContract({
  contractId: 'C-4',
  contractNumber: 'AND-2025-00014',
  ...formalizedAtAndina,
  contractType: 'FixedTermContract',
  workSchedule: 'FullTime',
  startDate: '2025-07-01',
  formalizedStartDate: '2025-06-27',
  deadline: '2027-06-30',
  contractRemunerationAssignments: assignments('C-4', 3100000),
  positionsByEmployeeAndCompany: [{ positionName: 'Analista de compensación' }],
});

/** Formalized, fixed-term, its deadline passed: Terminado, renewable. */
export const expiredContract = parseContract({
  contractId: 'C-2',
  contractNumber: 'AND-2018-00012',
  ...formalizedAtAndina,
  contractType: 'FixedTermContract',
  workSchedule: 'NightWork',
  startDate: '2018-12-01',
  formalizedStartDate: '2018-11-28',
  deadline: '2022-09-30',
  contractRemunerationAssignments: assignments('C-2', 2400000),
  positionsByEmployeeAndCompany: [{ positionName: 'Analista de nómina' }],
});

/** In the process of ending, without positions or assignments: 'No aplica'. */
export const endingContract = parseContract({
  contractId: 'C-1',
  contractNumber: 'AND-2016-00011',
  contractStatus: 'InTheProcessOfEnding',
  contractType: 'ByWorkOrLabor',
  businessName: 'ERM Andina S.A.S.',
  branchOfficeName: 'Sede Bogotá',
  regulatoryFrameworkName: 'Código Sustantivo del Trabajo',
  workSchedule: 'Shift',
  startDate: '2016-01-15',
  formalizedStartDate: '2016-01-12',
  deadline: '2018-11-30',
});

/** The employee's linking request in progress (call 10, Onboarding). */
export const linkingRequest = parseHumanResourceRequest({
  humanResourceRequestId: 'R-18',
  humanResourceRequestNumber: '100018',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
});

/** A bare formalized fixed-term contract (C-1, CT-0001) for the domain rules' tests. */
export const formalizedFixedTerm = parseContract({
  contractId: 'C-1',
  contractNumber: 'CT-0001',
  businessName: 'Operadora Andina S.A.S.',
  contractType: 'FixedTermContract',
  contractStatus: 'Formalized',
  startDate: '2024-01-01',
});
