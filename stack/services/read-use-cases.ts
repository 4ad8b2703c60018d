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

/**
 * The use case needed to read a request's data (humanResourceRequestData) in any answer, by type (lower
 * case): the listed types above, and for the requests every staff member sees on the board, the use case
 * of the process that handles them — a candidate's ID number (onboarding) needs AddEmployeeLink, a salary
 * increase's figures or a position transfer ModifyContract, a retirement TerminateContract, a disability's
 * diagnosis and the other personal requests DiscardsRequestForLinkage (the requests privilege of SPEC §6).
 * Without it the request is listed with empty data.
 */
const requestDataUseCases: Readonly<Record<string, UseCase>> = {
  ...requestReadUseCases,
  onboarding: 'AddEmployeeLink',
  salaryincrease: 'ModifyContract',
  positiontransfer: 'ModifyContract',
  leavingthejob: 'TerminateContract',
  disability: 'DiscardsRequestForLinkage',
  absence: 'DiscardsRequestForLinkage',
  leave: 'DiscardsRequestForLinkage',
  unpaidleave: 'DiscardsRequestForLinkage',
  pqr: 'DiscardsRequestForLinkage',
};

/** The use case needed to read the data of a request of the type (an unknown type: AddEmployeeLink). */
export function dataReadUseCaseFor(requestType: string): UseCase {
  const key = requestType.toLowerCase();
  return Object.hasOwn(requestDataUseCases, key) ? (requestDataUseCases[key] as UseCase) : 'AddEmployeeLink';
}

/**
 * A stored request as the caller may read it: without the data its type's use case guards, and never
 * with a CV's bytes (stored apart since migration 007; an older document's are cut here too).
 */
export function readableRequest(document: Json, useCases: readonly string[]): Json {
  const type = typeof document.humanResourceRequestType === 'string' ? document.humanResourceRequestType : '';
  if (!useCases.includes(dataReadUseCaseFor(type))) return { ...document, humanResourceRequestData: {} };
  return withoutCurriculumBytes(document);
}

/** The document without a CV's base64 bytes (its name, type and size stay). */
export function withoutCurriculumBytes(document: Json): Json {
  const data = document.humanResourceRequestData as Json | undefined;
  const personal = data?.personal as Json | undefined;
  const file = personal?.attachedFile as Json | undefined;
  if (!file || !('contentBase64' in file)) return document;
  const { contentBase64, ...rest } = file;
  return {
    ...document,
    humanResourceRequestData: {
      ...data,
      personal: {
        ...personal,
        attachedFile: {
          ...rest,
          sizeBytes:
            typeof contentBase64 === 'string' ? Buffer.byteLength(contentBase64, 'base64') : undefined,
        },
      },
    },
  };
}

/** Call 8: the use case that shows a contract's details (the contract history and its details modal). */
export const contractDetailsUseCase: UseCase = 'CheckContractDetails';

/**
 * What every staff member sees of a contract: enough to name it, tell whether it is valid, choose it in
 * the request wizards and list its used vacation days (employee banner, vacations, certifications).
 * Workplace, schedule, salary, cost centre, positions, framework and history are contract details.
 */
const contractSummaryFields = [
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
