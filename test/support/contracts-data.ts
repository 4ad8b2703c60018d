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

/** One remuneration assignment of a fixture contract: its value in pesos and the currencies that mark it. */
const assignment = (
  contractId: string,
  index: number,
  value: number,
  currencies: { currencyCodeForValue?: string; currencyCodeForPayment?: string },
) => ({
  assignmentId: `${contractId}-A${index}`,
  contractId,
  individualValuePerEmployee: value,
  ...currencies,
});

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
  // No assignment in currency 0001: the card shows the latest one (3.100.000), not the second.
  contractRemunerationAssignments: [
    assignment('C-4', 1, 2900000, { currencyCodeForValue: '0002' }),
    assignment('C-4', 2, 180000, { currencyCodeForValue: '0003' }),
    assignment('C-4', 3, 3100000, { currencyCodeForValue: '0002' }),
  ],
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
  // The salary is marked by its payment currency (0001), not its value's: 2.400.000, not the later 200.000.
  contractRemunerationAssignments: [
    assignment('C-2', 1, 2400000, { currencyCodeForValue: '0005', currencyCodeForPayment: '0001' }),
    assignment('C-2', 2, 200000, { currencyCodeForValue: '0002', currencyCodeForPayment: '0002' }),
  ],
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

/**
 * In the process of ending, without a deadline: not valid although nothing has expired (its status alone
 * says so), and its card's 'Hasta' is 'Indefinido' (SPEC §4: no deadline); not renewable. Its start date
 * cannot be read.
 */
export const endingOpenContract = parseContract({
  contractId: 'C-5',
  contractNumber: 'AND-2024-00015',
  contractStatus: 'InTheProcessOfEnding',
  contractType: 'PermanentJob',
  businessName: 'ERM Andina S.A.S.',
  branchOfficeName: 'Sede Bogotá',
  regulatoryFrameworkName: 'Código Sustantivo del Trabajo',
  remunerationProfileName: 'Salario integral',
  workSchedule: 'PartTimeJob',
  jobModality: 'OnSiteWork',
  // No readable start date (lenient data): 'Sin Fecha', and the card goes last.
  startDate: 'pendiente',
  formalizedStartDate: '2024-02-26',
  contractRemunerationAssignments: [assignment('C-5', 1, 2100000, { currencyCodeForValue: '0001' })],
  positionsByEmployeeAndCompany: [{ positionName: 'Auxiliar administrativo' }],
});

/**
 * Formalized, its deadline the day before the page's `now`: no longer valid (SPEC §4; the deadline is a
 * calendar day in Colombia, valid through that day), so Terminado and renewable.
 */
export const endedYesterdayContract = parseContract({
  contractId: 'C-6',
  contractNumber: 'AND-2023-00016',
  ...formalizedAtAndina,
  contractType: 'FixedTermContract',
  workSchedule: 'FullTime',
  startDate: '2023-05-02',
  formalizedStartDate: '2023-04-28',
  deadline: '2026-11-20',
  contractRemunerationAssignments: assignments('C-6', 3400000),
  positionsByEmployeeAndCompany: [{ positionName: 'Analista de bienestar' }],
});

/** The employee's requests of call 10 that explain nothing: a linking request closed, vacations in process. */
export const unrelatedRequests = [
  parseHumanResourceRequest({
    humanResourceRequestId: 'R-11',
    humanResourceRequestNumber: '100011',
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestStatus: 'closed',
  }),
  parseHumanResourceRequest({
    humanResourceRequestId: 'R-19',
    humanResourceRequestNumber: '100019',
    humanResourceRequestType: 'PaidVacations',
    humanResourceRequestStatus: 'supervisor_approval',
  }),
];

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
