// The read use cases of SPEC §6, enforced by the services and not only by the screens
// (docs/decisions/0006-read-use-cases-on-the-services.md says why each one gates what it gates).
import type { UseCase } from '@src/domain/permissions';

type Json = Record<string, unknown>;

/**
 * Call 10: the use case needed to read requests of a type (compared without case, as the filter is).
 * Types not listed (onboarding, absences…) are on the requests board, open to every staff member.
 */
const requestReadUseCases: Readonly<Record<string, UseCase>> = {
  vacationsenjoyed: 'VacationDetailsInProcess',
  paidvacations: 'VacationDetailsInProcess',
  certification: 'CheckDetailsOfTheCertificateRequest',
};

/** The use case needed to read requests of the type, or undefined when every staff member may. */
export function readUseCaseFor(requestType: string): UseCase | undefined {
  return requestReadUseCases[requestType.toLowerCase()];
}

/** The request types (lower case) whose requests the use cases do not let the caller read. */
export function hiddenRequestTypes(useCases: readonly string[]): string[] {
  return Object.entries(requestReadUseCases)
    .filter(([, useCase]) => !useCases.includes(useCase))
    .map(([type]) => type);
}

/** Call 8: the use case that shows a contract's details (the contract history and its details modal). */
export const contractDetailsUseCase: UseCase = 'CheckContractDetails';

/**
 * What every staff member sees of a contract: enough to name it, tell whether it is valid, choose it in
 * the request wizards and list its used vacation days (employee banner, vacations, certifications).
 * Workplace, schedule, salary, cost centre, positions, framework and history are contract details.
 */
export const contractSummaryFields = [
  'contractId',
  'contractNumber',
  'contractStatus',
  'contractType',
  'businessName',
  'startDate',
  'deadline',
  'employeeId',
  'vacationsHistory',
] as const;

/** The employee document of call 8 with each contract cut down to its summary fields. */
export function withoutContractDetails(employee: Json): Json {
  const contracts = Array.isArray(employee.employmentContracts) ? employee.employmentContracts : [];
  return {
    ...employee,
    employmentContracts: contracts.map((contract: unknown) => {
      const source = (contract ?? {}) as Json;
      return Object.fromEntries(
        contractSummaryFields.filter((field) => field in source).map((field) => [field, source[field]]),
      );
    }),
  };
}
