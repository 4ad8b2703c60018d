// The builders of the seed's rows (contracts, vacations, employees, requests) and their types, shared by
// the demo cases (demo-cases.ts, demo-jose.ts, generated-employees.ts) and generateSeed (generate.ts).
import { demoAccounts } from '../accounts';
import { businessUnits } from './catalog';
import { isoDay, yearOf } from './dates';
import { cities, firstNames, positions, streets, surnames } from './names';
import type { Random } from './random';

export type Json = Record<string, unknown>;
export type Unit = (typeof businessUnits)[number];

export interface SeedEmployee {
  employeeId: string;
  unitCode: string;
  names: string;
  surnames: string;
  contractStatuses: string[];
  document: Json;
  pendingDays: Json[];
}

export interface SeedRequest {
  id: string;
  number: string;
  employeeId: string;
  unitCode: string;
  type: string;
  status: string;
  date: string;
  document: Json;
}

const femaleNames = new Set([
  'María',
  'Sofía',
  'Ángela',
  'Begoña',
  'Lucía',
  'Valentina',
  'Camila',
  'Mónica',
  'Inés',
  'Verónica',
  'Natalia',
  'Paula',
  'Daniela',
  'Beatriz',
  'Carolina',
  'Mariana',
  'Gabriela',
  'Luisa',
  'Ximena',
  'Noemí',
  'Yolanda',
  'Esperanza',
  'Rocío',
  'Leonor',
  'Zoé',
]);

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

export const unitByCode = (code: string): Unit => {
  const unit = businessUnits.find((candidate) => candidate.businessUnitPublicCode === code);
  if (!unit) throw new Error(`unknown unit ${code}`);
  return unit;
};

export interface ContractInput {
  employeeId: string;
  unit: Unit;
  index: number;
  status: 'Formalized' | 'Terminated' | 'InTheProcessOfEnding';
  type: string;
  startDay: number;
  deadlineDay?: number | undefined;
  position: string;
  salary: number;
  schedule?: string;
  modality?: string;
  renewedFrom?: string;
}

export function contract(input: ContractInput): Json {
  const contractId = `CT-${input.employeeId}-${input.index}`;
  const positionId = `POS-${String(positions.indexOf(input.position as (typeof positions)[number]) + 1).padStart(3, '0')}`;
  const deadline = input.deadlineDay === undefined ? '' : isoDay(input.deadlineDay);
  return {
    branchOfficeName: `Sede ${input.unit.abbreviatedName === 'ANDINA' ? 'Bogotá' : input.unit.abbreviatedName === 'CARIBE' ? 'Barranquilla' : 'Cali'}`,
    businessName: input.unit.companyName,
    contractDurationInDays: input.deadlineDay === undefined ? 0 : input.deadlineDay - input.startDay,
    contractId,
    contractIdRenewed: input.renewedFrom ?? '',
    contractNumber: `${input.unit.abbreviatedName.slice(0, 3)}-${yearOf(input.startDay)}-${input.employeeId.slice(-4)}${input.index}`,
    contractRemunerationAssignments: [
      {
        assignmentId: `${contractId}-A1`,
        contractId,
        currencyCodeForPayment: 'COP',
        currencyCodeForValue: '0001',
        currencyNameForPayment: 'Peso colombiano',
        currencyNameForValue: 'Salario',
        descriptionForTheEmployee: 'Salario básico mensual',
        descriptionForTheStaff: 'Salario básico',
        individualValuePerEmployee: input.salary,
        timeUnitOfValue: 30,
        wageComponentCode: '0001',
      },
      {
        assignmentId: `${contractId}-A2`,
        contractId,
        currencyCodeForPayment: 'COP',
        currencyCodeForValue: '0002',
        currencyNameForPayment: 'Peso colombiano',
        currencyNameForValue: 'Auxilio',
        descriptionForTheEmployee: 'Auxilio de transporte',
        descriptionForTheStaff: 'Auxilio de transporte',
        individualValuePerEmployee: 200_000,
        timeUnitOfValue: 30,
        wageComponentCode: '0002',
      },
    ],
    contractStatus: input.status,
    contractType: input.type,
    costCenterName: `Centro de costo ${input.unit.abbreviatedName}`,
    deadline,
    employeeId: input.employeeId,
    formalizedStartDate: isoDay(input.startDay - 3),
    jobModality: input.modality ?? 'OnSiteWork',
    joiningLetter: '',
    professionalRiskLevelName: 'Riesgo I',
    proyectNumber: `PRY-${input.unit.abbreviatedName.slice(0, 3)}-01`,
    regulatoryFrameworkName: 'Código Sustantivo del Trabajo',
    remunerationProfileName: input.salary > 10_000_000 ? 'Salario integral' : 'Salario básico',
    startDate: isoDay(input.startDay),
    traceabilityEmploymentContracts: [],
    vacationsHistory: [],
    workSchedule: input.schedule ?? 'FullTime',
    positionsByEmployeeAndCompany: [
      {
        companyName: input.unit.companyName,
        employeeId: input.employeeId,
        positionId,
        positionName: input.position,
      },
    ],
  };
}

export function vacation(
  employeeId: string,
  contractJson: Json,
  index: number,
  kind: 'Disfrutadas' | 'Pagadas',
  day: number,
  days: number,
): Json {
  return {
    businessDaysOfVacation: days,
    nonWorkingDaysOfVacation: kind === 'Pagadas' ? 0 : Math.ceil(days / 5) * 2,
    contractId: contractJson.contractId,
    earlyReturnDate: '',
    employeeId,
    joiningLetter: '',
    startDateVacationEnjoyment: kind === 'Pagadas' ? '' : isoDay(day),
    vacationDaysPendingEarlyReturn: 0,
    vacationId: `VAC-${employeeId}-${index}`,
    vacationPaymentDate: kind === 'Pagadas' ? isoDay(day) : '',
    vacationStatus: 'Aprobada',
    vacationType: kind,
  };
}

export const pending = (contractJson: Json, days: number): Json => ({
  businessName: contractJson.businessName,
  contractId: contractJson.contractId,
  contractNumber: contractJson.contractNumber,
  contractStatus: contractJson.contractStatus,
  contractType: contractJson.contractType,
  pendingDays: days,
});

export interface PersonInput {
  employeeId: string;
  unit: Unit;
  names: string;
  surnames: string;
  document: string;
  birthDay: number;
  status?: string;
  contracts: Json[];
  random: Random;
}

export function employee(input: PersonInput): Json {
  const first = input.names.split(' ')[0] ?? input.names;
  const current = input.contracts.at(-1);
  const positionsList = (current?.positionsByEmployeeAndCompany as Json[] | undefined) ?? [];
  const city = input.random.pick(cities);
  return {
    biologicalSex: femaleNames.has(first) ? 'F' : 'M',
    birthDay: isoDay(input.birthDay),
    countryOfIdentityDocument: 'Colombia',
    countryTaxResidence: 'Colombia',
    eMail: `${plain(input.names.split(' ')[0] ?? '')}.${plain(input.surnames.split(' ')[0] ?? '')}${input.employeeId.slice(-3)}@correo-demo.co`,
    employeeCode: `E-${input.employeeId}`,
    employeeId: input.employeeId,
    employeeReferences: [
      {
        employeeId: input.employeeId,
        referenceAddress: `${input.random.pick(streets)} ${input.random.int(1, 120)} # ${input.random.int(1, 99)}-${input.random.int(1, 99)}`,
        referenceId: `REF-${input.employeeId}-1`,
        referenceName: `${input.random.pick(firstNames)} ${input.random.pick(surnames)}`,
        referencePhoneNumber: `3${input.random.int(100_000_000, 199_999_999)}`,
        referenceType: 'Personal',
        verificationDate: '',
        verificationObservation: '',
      },
    ],
    employeeStatus: input.status ?? 'vinculado',
    employmentContracts: input.contracts,
    identificationDocumentNumber: input.document,
    identificationType: 'CC',
    names: input.names,
    surnames: input.surnames,
    positionsByEmployeeAndCompany: positionsList,
    postalCode: String(input.random.int(110_111, 760_001)),
    residenceAddress: `${input.random.pick(streets)} ${input.random.int(1, 180)} # ${input.random.int(1, 99)}-${input.random.int(1, 99)}`,
    residenceCity: city,
    telephone: `3${input.random.int(100_000_000, 229_999_999)}`,
    traceabilityEmployeePositions: [],
    ubication: city,
    userAccountId: `${plain(first)}.${input.employeeId}`,
  };
}

export const statuses = (contracts: Json[]) => [...new Set(contracts.map((c) => String(c.contractStatus)))];

export const staffNames = new Map(demoAccounts.map((account) => [account.accountId, account]));

/** The description of a seed request of each type, unless the request gives its own. */
const requestDescriptions: Record<string, string> = {
  VacationsEnjoyed: 'Solicitud de disfrute de vacaciones',
  PaidVacations: 'Solicitud de pago de vacaciones',
  Certification: 'Solicitud de certificación',
  Absence: 'Registro de ausencia',
  Disability: 'Registro de incapacidad',
  Leave: 'Solicitud de permiso',
  LeavingTheJob: 'Solicitud de retiro',
  PositionTransfer: 'Traslado de cargo',
  PQR: 'Petición, queja o reclamo',
  SalaryIncrease: 'Ascenso salarial',
  UnpaidLeave: 'Licencia no remunerada',
  Onboarding: 'Vinculación de nuevo empleado',
};

export interface RequestInput {
  employee: Json;
  unitCode: string;
  type: string;
  status: string;
  day: number;
  data: Json | string;
  /** Its type's (requestDescriptions) unless given. */
  description?: string;
  inCharge?: string | undefined;
  tasks?: Json[];
  /**
   * A number of its own (id `HRR-<number>`) instead of the next one of the counter, for requests the
   * docs and tests name; the counter is left alone, so the other requests keep their numbers.
   */
  fixedNumber?: string;
}

let requestCounter = 0;

/** Starts the request numbers again (every seed numbers its requests from 1). */
export function resetRequestNumbers(): void {
  requestCounter = 0;
}

/** The id the next numbered request will get (its tasks name it before it is built). */
export function nextRequestId(): string {
  return `HRR-${String(requestCounter + 1).padStart(5, '0')}`;
}

/** The requests of one employee of one unit: each states only its type, status, day, data and what else is its own. */
export const requestsOf =
  (employee: Json, unit: Unit) =>
  (input: Omit<RequestInput, 'employee' | 'unitCode'>): SeedRequest =>
    request({ employee, unitCode: unit.businessUnitPublicCode, ...input });

/** A request row: numbered by the counter (or its fixed number), dated at an hour drawn from the number. */
function request(input: RequestInput): SeedRequest {
  if (input.fixedNumber === undefined) requestCounter += 1;
  const id = input.fixedNumber
    ? `HRR-${input.fixedNumber}`
    : `HRR-${String(requestCounter).padStart(5, '0')}`;
  const number = input.fixedNumber ?? String(100_000 + requestCounter);
  const inCharge = input.inCharge ? staffNames.get(input.inCharge) : undefined;
  const date = isoDay(input.day, 8 + (requestCounter % 9), (requestCounter * 7) % 60);
  const description = input.description ?? requestDescriptions[input.type];
  if (description === undefined)
    throw new Error(`A seed request of type ${input.type} needs its description.`);
  return {
    id,
    number,
    employeeId: String(input.employee.employeeId),
    unitCode: input.unitCode,
    type: input.type,
    status: input.status,
    date,
    document: {
      humanResourceRequestId: id,
      humanResourceRequestNumber: number,
      humanResourceRequestDescription: description,
      humanResourceRequestDate: date,
      humanResourceRequestStatus: input.status,
      humanResourceRequestData: input.data,
      humanResourceRequestType: input.type,
      employeeId: input.employee.employeeId,
      userCodeInCharge: inCharge?.accountId ?? '',
      userNameInCharge: inCharge?.name ?? '',
      requesterCode: 'ana.admin',
      requesterName: 'Ana Sofía Gutiérrez',
      humanResourceRequestTraceabilities: [
        {
          traceabilityId: `${id}-T1`,
          humanResourceRequestId: id,
          actionExecuted: 'Creación',
          userWhoExecutedAction: 'ana.admin',
          executionDate: date,
          description: 'Solicitud registrada en Portal-ERM.',
        },
      ],
      tasksToManageTheHumanResourcesRequests: input.tasks ?? [],
    },
  };
}

export const contractData = (c: Json) => ({
  contractId: c.contractId,
  contractNumber: c.contractNumber,
  businessName: c.businessName,
  contractType: c.contractType,
});
