// Builds the seed data in memory, relative to `today`, from a fixed random seed: the same data on
// every machine for the same day. docs/demo-data.md lists which employee shows which case.
import { demoAccounts } from '../accounts';
import {
  businessManager,
  businessManagerCode,
  businessManagerId,
  businessUnits,
  missingOptionsByUnit,
  portalOptionDefinitions,
  portalPublicCode,
  remunerationProfiles,
  staffMemberships,
} from './catalog';
import { bogotaDay, isoDay, yearOf } from './dates';
import { cities, firstNames, middleNames, positions, streets, surnames } from './names';
import { createRandom, type Random } from './random';
import { withOnboardingRequirements } from './requests';

export const seedNumber = 20_240_501;

type Json = Record<string, unknown>;
type Unit = (typeof businessUnits)[number];

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

export interface SeedData {
  referenceDate: string;
  portal: Json;
  businessManager: Json;
  businessUnits: { code: string; position: number; document: Json }[];
  portalOptions: { optionStaffId: string; unitCode: string; position: number; document: Json }[];
  staff: {
    staffId: string;
    accountId: string;
    identificationDocumentNumber: string;
    userAccount: string;
    document: Json;
    units: { unitCode: string; roleName: string; useCases: string[] }[];
  }[];
  employees: SeedEmployee[];
  requests: SeedRequest[];
  remunerationProfiles: { id: string; position: number; document: Json }[];
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

const unitByCode = (code: string): Unit => {
  const unit = businessUnits.find((candidate) => candidate.businessUnitPublicCode === code);
  if (!unit) throw new Error(`unknown unit ${code}`);
  return unit;
};

interface ContractInput {
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

function contract(input: ContractInput): Json {
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

function vacation(
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

const pending = (contractJson: Json, days: number): Json => ({
  businessName: contractJson.businessName,
  contractId: contractJson.contractId,
  contractNumber: contractJson.contractNumber,
  contractStatus: contractJson.contractStatus,
  contractType: contractJson.contractType,
  pendingDays: days,
});

interface PersonInput {
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

function employee(input: PersonInput): Json {
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

const statuses = (contracts: Json[]) => [...new Set(contracts.map((c) => String(c.contractStatus)))];

const staffNames = new Map(demoAccounts.map((account) => [account.accountId, account]));

interface RequestInput {
  employee: Json;
  unitCode: string;
  type: string;
  status: string;
  day: number;
  data: Json | string;
  description: string;
  inCharge?: string | undefined;
  tasks?: Json[];
  /**
   * A number of its own (id `HRR-<number>`) instead of the next one of the counter, for requests the
   * docs and tests name; the counter is left alone, so the other requests keep their numbers.
   */
  fixedNumber?: string;
}

let requestCounter = 0;

function request(input: RequestInput): SeedRequest {
  if (input.fixedNumber === undefined) requestCounter += 1;
  const id = input.fixedNumber
    ? `HRR-${input.fixedNumber}`
    : `HRR-${String(requestCounter).padStart(5, '0')}`;
  const number = input.fixedNumber ?? String(100_000 + requestCounter);
  const inCharge = input.inCharge ? staffNames.get(input.inCharge) : undefined;
  const date = isoDay(input.day, 8 + (requestCounter % 9), (requestCounter * 7) % 60);
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
      humanResourceRequestDescription: input.description,
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

const contractData = (c: Json) => ({
  contractId: c.contractId,
  contractNumber: c.contractNumber,
  businessName: c.businessName,
  contractType: c.contractType,
});

const onboardingTasks = (id: string, done: number): Json[] =>
  [
    'Validaciones del sistema',
    'Verificar requisitos documentales',
    'Validaciones humanas',
    'Elaborar contrato',
    'Afiliaciones a seguridad social',
    'Firmas del contrato',
    'Aprobar vinculación',
    'Confirmar inicio de labores',
  ].map((taskName, index) => ({
    taskManagingId: `${id}-TASK-${index + 1}`,
    humanResourceRequestId: id,
    taskCode: `T${index + 1}`,
    taskName,
    taskStatus: index < done ? 'done' : 'pending',
    description: `Tarea ${index + 1} de la vinculación: ${taskName.toLowerCase()}.`,
  }));

/** Builds every row of the seed for the Bogotá date of `now`. */
export function generateSeed(now: Date): SeedData {
  requestCounter = 0;
  const today = bogotaDay(now);
  const random = createRandom(seedNumber);
  const andina = unitByCode('UN-ANDINA');
  const caribe = unitByCode('UN-CARIBE');
  const pacifico = unitByCode('UN-PACIFICO');
  const employees: SeedEmployee[] = [];
  const requests: SeedRequest[] = [];
  const add = (unit: Unit, document: Json, pendingDays: Json[]) => {
    const contracts = document.employmentContracts as Json[];
    employees.push({
      employeeId: String(document.employeeId),
      unitCode: unit.businessUnitPublicCode,
      names: String(document.names),
      surnames: String(document.surnames),
      contractStatuses: statuses(contracts),
      document,
      pendingDays,
    });
  };

  /** Builders for one hand-written person: contracts numbered 1, 2, … in the order built, then the person. */
  const seedPerson = (employeeId: string, unit: Unit) => {
    let index = 0;
    return {
      contract: (input: Omit<ContractInput, 'employeeId' | 'unit' | 'index'>) => {
        index += 1;
        return contract({ ...input, employeeId, unit, index });
      },
      employee: (input: Omit<PersonInput, 'employeeId' | 'unit' | 'random'>) =>
        employee({ ...input, employeeId, unit, random }),
      add: (document: Json, pendingDays: Json[]) => add(unit, document, pendingDays),
    };
  };

  // 100001 José: three contracts (fixed-term ended, formalized with a past deadline, valid), vacations
  // over all of them, and requests of every type and status.
  {
    const id = '100001';
    const person = seedPerson(id, andina);
    const c1 = person.contract({
      status: 'Terminated',
      type: 'FixedTermContract',
      startDay: today - 3650,
      deadlineDay: today - 2920,
      position: 'Auxiliar administrativo',
      salary: 1_300_000,
    });
    const c2 = person.contract({
      status: 'Formalized',
      type: 'FixedTermContract',
      startDay: today - 2900,
      deadlineDay: today - 1500,
      position: 'Analista de nómina',
      salary: 2_400_000,
      renewedFrom: String(c1.contractId),
    });
    const c3 = person.contract({
      status: 'Formalized',
      type: 'PermanentJob',
      startDay: today - 1480,
      position: 'Profesional de gestión humana',
      salary: 4_850_000,
      modality: 'HibridWork',
    });
    c1.vacationsHistory = [vacation(id, c1, 1, 'Disfrutadas', today - 3300, 15)];
    c2.vacationsHistory = [
      vacation(id, c2, 2, 'Disfrutadas', today - 2500, 10),
      vacation(id, c2, 3, 'Pagadas', today - 2100, 5),
      vacation(id, c2, 4, 'Disfrutadas', today - 1700, 15),
    ];
    c3.vacationsHistory = [
      vacation(id, c3, 5, 'Disfrutadas', today - 1000, 8),
      vacation(id, c3, 6, 'Pagadas', today - 600, 7),
      vacation(id, c3, 7, 'Disfrutadas', today - 200, 5),
    ];
    c3.traceabilityEmploymentContracts = [
      {
        addendumDate: isoDay(today - 400),
        contractId: c3.contractId,
        modifiedContractProperty: 'Salario',
        previousValue: '4.200.000',
        traceContractId: `${c3.contractId}-TR1`,
      },
    ];
    const jose = person.employee({
      names: 'José Andrés',
      surnames: 'Muñoz Peña',
      document: '1020304050',
      birthDay: today - 13_000,
      contracts: [c1, c2, c3],
    });
    jose.traceabilityEmployeePositions = [
      {
        companyName: andina.companyName,
        employeeId: id,
        modificationDate: isoDay(today - 1480),
        previousPosition: 'Analista de nómina',
        tracePositionId: 'TP-100001-1',
      },
    ];
    person.add(jose, [pending(c1, 0), pending(c2, 2.5), pending(c3, 18.5)]);
    const u = andina.businessUnitPublicCode;
    const base = { employee: jose, unitCode: u };
    const enjoy = (days: number, start: number, extra: Json = {}) => ({
      ...contractData(c3),
      daysOff: days,
      startDateEnyoment: isoDay(start),
      observationEmployee: 'Vacaciones programadas con el jefe inmediato.',
      ...extra,
    });
    const pay = (days: number, extra: Json = {}) => ({
      ...contractData(c3),
      daysToPay: days,
      observationEmployee: 'Pago de días pendientes.',
      ...extra,
    });
    const cert = (type: string, addressee: string) => ({
      ...contractData(c3),
      certificationType: type,
      addressee,
      observationEmployee: 'Para trámite bancario.',
    });
    requests.push(
      request({
        ...base,
        type: 'VacationsEnjoyed',
        status: 'supervisor_approval',
        day: today - 20,
        data: enjoy(5, today - 10),
        description: 'Solicitud de disfrute de vacaciones',
        inCharge: 'fabio.jefe',
      }),
      request({
        ...base,
        type: 'VacationsEnjoyed',
        status: 'supervisor_approval',
        day: today - 3,
        data: enjoy(10, today + 20),
        description: 'Solicitud de disfrute de vacaciones',
      }),
      request({
        ...base,
        type: 'VacationsEnjoyed',
        status: 'HR_compliance_verification',
        day: today - 40,
        data: enjoy(3, today - 30, { disbursementDate: isoDay(today - 32) }),
        description: 'Solicitud de disfrute de vacaciones',
        inCharge: 'beto.unaunidad',
      }),
      request({
        ...base,
        type: 'PaidVacations',
        status: 'supervisor_approval',
        day: today - 6,
        data: pay(4),
        description: 'Solicitud de pago de vacaciones',
        inCharge: 'fabio.jefe',
      }),
      request({
        ...base,
        type: 'PaidVacations',
        status: 'HR_compliance_verification',
        day: today - 15,
        data: pay(6, { disbursementDate: isoDay(today - 5) }),
        description: 'Solicitud de pago de vacaciones',
      }),
      request({
        ...base,
        type: 'VacationsEnjoyed',
        status: 'confirmation_of_vacation_taken',
        day: today - 60,
        data: `{"daysOff": 4, "startDateEnyoment": "${isoDay(today - 50)}", "contractNumber": "${c3.contractNumber}", "observationEmployee": "texto sin cerrar`,
        description: 'Solicitud de disfrute de vacaciones (datos dañados)',
      }),
      request({
        ...base,
        type: 'Certification',
        status: 'certification_generation',
        day: today - 2,
        data: cert('certificado de pertenencia a empresa', 'Banco de Bogotá'),
        description: 'Solicitud de certificación',
        inCharge: 'ana.admin',
      }),
      request({
        ...base,
        type: 'Certification',
        status: 'supervisor_approval',
        day: today - 1,
        data: cert('certificado de servidor', 'A quien interese'),
        description: 'Solicitud de certificación',
      }),
      request({
        ...base,
        type: 'Certification',
        status: 'successfully_processed',
        day: today - 90,
        data: cert('certificado de representante', 'Cámara de Comercio'),
        description: 'Solicitud de certificación',
        inCharge: 'ana.admin',
      }),
      request({
        ...base,
        type: 'Absence',
        status: 'closed',
        day: today - 120,
        data: { startDate: isoDay(today - 118), endDate: isoDay(today - 117), reason: 'Cita médica' },
        description: 'Registro de ausencia',
        inCharge: 'beto.unaunidad',
      }),
      request({
        ...base,
        type: 'Disability',
        status: 'rejected',
        day: today - 150,
        data: { startDate: isoDay(today - 150), days: 3, diagnosis: 'Incapacidad general' },
        description: 'Registro de incapacidad',
        inCharge: 'beto.unaunidad',
      }),
      request({
        ...base,
        type: 'Leave',
        status: 'canceled',
        day: today - 80,
        data: { startDate: isoDay(today - 70), days: 1, reason: 'Calamidad doméstica' },
        description: 'Solicitud de permiso',
      }),
      request({
        ...base,
        type: 'LeavingTheJob',
        status: 'HR_compliance_verification',
        day: today - 12,
        data: { retirementDate: isoDay(today + 30), reason: 'Renuncia voluntaria' },
        description: 'Solicitud de retiro',
      }),
      request({
        ...base,
        type: 'PositionTransfer',
        status: 'successfully_processed',
        day: today - 400,
        data: { previousPosition: 'Analista de nómina', newPosition: 'Profesional de gestión humana' },
        description: 'Traslado de cargo',
        inCharge: 'ana.admin',
      }),
      request({
        ...base,
        type: 'PQR',
        status: 'supervisor_approval',
        day: today - 4,
        data: { subject: 'Consulta sobre liquidación de prima' },
        description: 'Petición, queja o reclamo',
      }),
      request({
        ...base,
        type: 'SalaryIncrease',
        status: 'closed',
        day: today - 410,
        data: { previousSalary: 4_200_000, newSalary: 4_850_000 },
        description: 'Ascenso salarial',
        inCharge: 'ana.admin',
      }),
      request({
        ...base,
        type: 'UnpaidLeave',
        status: 'rejected',
        day: today - 200,
        data: { startDate: isoDay(today - 190), days: 10 },
        description: 'Licencia no remunerada',
        inCharge: 'fabio.jefe',
      }),
    );
    const onboardingId = `HRR-${String(requestCounter + 1).padStart(5, '0')}`;
    requests.push(
      request({
        ...base,
        type: 'Onboarding',
        status: 'onboarding_in_progress',
        day: today - 7,
        data: {
          names: 'José Andrés',
          lastNames: 'Muñoz Peña',
          identificationNumber: '1020304050',
          startDate: isoDay(today + 14),
          position: 'Coordinador de operaciones',
        },
        description: 'Vinculación de nuevo contrato',
        inCharge: 'ana.admin',
        tasks: onboardingTasks(onboardingId, 3),
      }),
    );
  }

  // 100002 María Begoña: a valid fixed-term contract (renewable) and one in the process of ending.
  {
    const id = '100002';
    const person = seedPerson(id, andina);
    const c1 = person.contract({
      status: 'InTheProcessOfEnding',
      type: 'ByWorkOrLabor',
      startDay: today - 900,
      deadlineDay: today - 20,
      position: 'Técnico de mantenimiento',
      salary: 2_100_000,
      schedule: 'Shift',
    });
    const c2 = person.contract({
      status: 'Formalized',
      type: 'FixedTermContract',
      startDay: today - 300,
      deadlineDay: today + 65,
      position: 'Supervisora de turno',
      salary: 3_100_000,
      schedule: 'NightWork',
    });
    c1.vacationsHistory = [vacation(id, c1, 1, 'Disfrutadas', today - 500, 12)];
    const maria = person.employee({
      names: 'María Begoña',
      surnames: 'Ibáñez Zúñiga',
      document: '52987654',
      birthDay: today - 11_500,
      contracts: [c1, c2],
    });
    person.add(maria, [pending(c1, 3), pending(c2, 7)]);
    requests.push(
      request({
        employee: maria,
        unitCode: andina.businessUnitPublicCode,
        type: 'PaidVacations',
        status: 'supervisor_approval',
        day: today - 2,
        data: { ...contractData(c2), daysToPay: 3, observationEmployee: 'Pago parcial.' },
        description: 'Solicitud de pago de vacaciones',
      }),
    );
    // Waiting for fabio.jefe's answer on the vacation-approval screen (numbers of their own, so adding
    // seed data elsewhere never renumbers them): 150001–150002 for the approval journeys of the
    // end-to-end tests, 150003–150004 for trying it by hand.
    const awaiting = (
      fixedNumber: string,
      type: 'VacationsEnjoyed' | 'PaidVacations',
      data: Json,
      day: number,
    ) =>
      request({
        employee: maria,
        unitCode: andina.businessUnitPublicCode,
        type,
        status: 'supervisor_approval',
        day: today - day,
        data: { ...contractData(c2), ...data },
        description:
          type === 'VacationsEnjoyed'
            ? 'Solicitud de disfrute de vacaciones'
            : 'Solicitud de pago de vacaciones',
        inCharge: 'fabio.jefe',
        fixedNumber,
      });
    requests.push(
      awaiting(
        '150001',
        'VacationsEnjoyed',
        { daysOff: 7, startDateEnyoment: isoDay(today + 30), observationEmployee: 'Viaje familiar.' },
        1,
      ),
      awaiting(
        '150002',
        'PaidVacations',
        { daysToPay: 5, observationEmployee: 'Pago de días acumulados.' },
        1,
      ),
      awaiting(
        '150003',
        'VacationsEnjoyed',
        { daysOff: 4, startDateEnyoment: isoDay(today + 45), observationEmployee: '' },
        2,
      ),
      awaiting('150004', 'PaidVacations', { daysToPay: 2, observationEmployee: '' }, 2),
    );
  }

  // 100003 Íñigo: no valid contract (everything ended).
  {
    const id = '100003';
    const person = seedPerson(id, andina);
    const c1 = person.contract({
      status: 'Terminated',
      type: 'FixedTermContract',
      startDay: today - 1200,
      deadlineDay: today - 800,
      position: 'Conductor',
      salary: 1_600_000,
    });
    const c2 = person.contract({
      status: 'Formalized',
      type: 'FixedTermContract',
      startDay: today - 790,
      deadlineDay: today - 30,
      position: 'Conductor',
      salary: 1_750_000,
      renewedFrom: String(c1.contractId),
    });
    c2.vacationsHistory = [vacation(id, c2, 1, 'Pagadas', today - 100, 15)];
    const inigo = person.employee({
      names: 'Íñigo',
      surnames: 'Núñez Castañeda',
      document: '80123456',
      birthDay: today - 15_000,
      status: 'retirado',
      contracts: [c1, c2],
    });
    person.add(inigo, [pending(c1, 0), pending(c2, 1.5)]);
  }

  // 100004 Sofía: a linking (onboarding) request in progress and no valid contract.
  {
    const id = '100004';
    const person = seedPerson(id, andina);
    const c1 = person.contract({
      status: 'Formalized',
      type: 'Apprentice',
      startDay: today - 700,
      deadlineDay: today - 335,
      position: 'Auxiliar administrativo',
      salary: 1_300_000,
      schedule: 'PartTimeJob',
    });
    const sofia = person.employee({
      names: 'Sofía',
      surnames: 'Peña Ordóñez',
      document: '1098765432',
      birthDay: today - 8_200,
      status: 'proceso',
      contracts: [c1],
    });
    person.add(sofia, [pending(c1, 0)]);
    const onboardingId = `HRR-${String(requestCounter + 1).padStart(5, '0')}`;
    requests.push(
      request({
        employee: sofia,
        unitCode: andina.businessUnitPublicCode,
        type: 'Onboarding',
        status: 'onboarding_in_progress',
        day: today - 5,
        data: {
          names: 'Sofía',
          lastNames: 'Peña Ordóñez',
          identificationNumber: '1098765432',
          startDate: isoDay(today + 10),
          position: 'Asesor comercial',
        },
        description: 'Vinculación de nuevo empleado',
        tasks: onboardingTasks(onboardingId, 2),
      }),
    );
  }

  // 100005 Ángela: a valid contract with no vacations used and nothing in process.
  {
    const id = '100005';
    const person = seedPerson(id, andina);
    const c1 = person.contract({
      status: 'Formalized',
      type: 'PermanentJob',
      startDay: today - 150,
      position: 'Diseñador gráfico',
      salary: 3_400_000,
      modality: 'Telecommuting',
    });
    const angela = person.employee({
      names: 'Ángela',
      surnames: 'Cañón Londoño',
      document: '1001234567',
      birthDay: today - 9_800,
      contracts: [c1],
    });
    person.add(angela, [pending(c1, 6.25)]);
  }

  // Generated employees: 520 more in ANDINA, 40 in CARIBE, 15 in PACÍFICO.
  const contractTypes = [
    'PermanentJob',
    'FixedTermContract',
    'ByWorkOrLabor',
    'Apprentice',
    'ContingentWorker',
  ] as const;
  const generated = (unit: Unit, firstId: number, count: number) => {
    for (let n = 0; n < count; n += 1) {
      const id = String(firstId + n);
      const second = random.chance(0.3) ? ` ${random.pick(middleNames)}` : '';
      const names = `${random.pick(firstNames)}${second}`;
      const lastNames = `${random.pick(surnames)} ${random.pick(surnames)}`;
      const contractCount = random.int(1, 3);
      const contracts: Json[] = [];
      let start = today - random.int(200, 3000);
      for (let index = 1; index <= contractCount; index += 1) {
        const length = random.int(180, 900);
        // The last contract is the current, formalized one; earlier ones ended at least 90 days ago.
        const last = index === contractCount || start + length > today - 90;
        const type = last ? random.pick(contractTypes) : 'FixedTermContract';
        const ended = !last;
        const deadline = ended
          ? Math.min(start + length, today - 30)
          : type === 'PermanentJob'
            ? undefined
            : today + random.int(20, 400);
        const c = contract({
          employeeId: id,
          unit,
          index,
          status: ended ? 'Terminated' : 'Formalized',
          type,
          startDay: start,
          deadlineDay: deadline,
          position: random.pick(positions),
          salary: random.int(13, 90) * 100_000,
        });
        if (random.chance(0.5)) {
          c.vacationsHistory = [
            vacation(
              id,
              c,
              index,
              random.chance(0.3) ? 'Pagadas' : 'Disfrutadas',
              Math.min(start + 365, today - 15),
              random.int(3, 15),
            ),
          ];
        }
        contracts.push(c);
        start = (deadline ?? today) + 1;
        if (last) break;
      }
      const person = employee({
        employeeId: id,
        unit,
        names,
        surnames: lastNames,
        document: String(1_010_000_000 + (firstId + n) * 13),
        birthDay: today - random.int(7_000, 21_000),
        contracts,
        random,
      });
      add(
        unit,
        person,
        contracts.map((c) => pending(c, c.contractStatus === 'Formalized' ? random.int(0, 30) : 0)),
      );
      if (n % 25 === 0) {
        const last = contracts.at(-1) as Json;
        requests.push(
          request({
            employee: person,
            unitCode: unit.businessUnitPublicCode,
            type: 'VacationsEnjoyed',
            status: random.pick(['supervisor_approval', 'closed', 'HR_compliance_verification']),
            day: today - random.int(1, 60),
            data: {
              ...contractData(last),
              daysOff: random.int(1, 15),
              startDateEnyoment: isoDay(today + random.int(-20, 40)),
              observationEmployee: '',
            },
            description: 'Solicitud de disfrute de vacaciones',
            inCharge: random.chance(0.5) ? 'beto.unaunidad' : undefined,
          }),
        );
      }
    }
  };
  generated(andina, 100006, 520);
  // 200001 Ximena heads CARIBE (the employee of "another unit" in the contract tests).
  {
    const id = '200001';
    const person = seedPerson(id, caribe);
    const c1 = person.contract({
      status: 'Formalized',
      type: 'PermanentJob',
      startDay: today - 1000,
      position: 'Contador',
      salary: 5_200_000,
    });
    const ximena = person.employee({
      names: 'Ximena',
      surnames: 'Ñáñez Quiñones',
      document: '22334455',
      birthDay: today - 12_000,
      contracts: [c1],
    });
    person.add(ximena, [pending(c1, 12)]);
    requests.push(
      request({
        employee: ximena,
        unitCode: caribe.businessUnitPublicCode,
        type: 'Certification',
        status: 'supervisor_approval',
        day: today - 3,
        data: {
          ...contractData(c1),
          certificationType: 'certificado de servidor',
          addressee: 'Embajada de España',
          observationEmployee: 'Trámite de visa.',
        },
        description: 'Solicitud de certificación',
      }),
    );
  }
  generated(caribe, 200002, 40);
  generated(pacifico, 300001, 15);

  const staff = Object.entries(staffMemberships).map(([accountId, memberships], index) => {
    const account = staffNames.get(accountId);
    if (!account) throw new Error(`unknown account ${accountId}`);
    const staffId = `STF-${String(index + 1).padStart(3, '0')}`;
    return {
      staffId,
      accountId,
      identificationDocumentNumber: account.identificationDocumentNumber,
      userAccount: account.userAccount,
      units: memberships.map((m) => ({ unitCode: m.unit, roleName: m.role, useCases: [...m.useCases] })),
      document: {
        staffId,
        staffName: account.name,
        biologicalSex: ['ana.admin', 'carla.consulta'].includes(accountId) ? 'F' : 'M',
        birthDay: isoDay(today - 12_000 - index * 400),
        identificationTypeNaturalPerson: 'CC',
        identificationDocumentNumber: account.identificationDocumentNumber,
        principalEmail: account.email,
        principalPhone: `3${String(101_000_000 + index * 1_111_111)}`,
        businessManagerCode,
        businessManagerName: businessManager.descriptionUse,
        missionName: 'Gestión humana',
        staffByBusinessUnitAndRole: memberships.map((m) => ({
          staffId,
          roleName: m.role,
          businessUnitCode: m.unit,
          BusinessUnitName: unitByCode(m.unit).descriptionUse,
        })),
      },
    };
  });

  const portalOptions = businessUnits.flatMap((unit) =>
    portalOptionDefinitions
      .filter(([code]) => !(missingOptionsByUnit[unit.businessUnitPublicCode] ?? []).includes(code))
      .map(([publicCode, abbreviatedName, descriptionUse, useCaseName], position) => {
        const optionStaffId = `OPT-${String(portalOptionDefinitions.findIndex(([code]) => code === publicCode) + 1).padStart(2, '0')}`;
        return {
          optionStaffId,
          unitCode: unit.businessUnitPublicCode,
          position,
          document: {
            optionStaffId,
            publicCode,
            abbreviatedName,
            descriptionUse,
            parentOptionId: '',
            useCaseName,
            subOption: [],
          },
        };
      }),
  );

  const allOptions = portalOptionDefinitions.map((_, index) => `OPT-${String(index + 1).padStart(2, '0')}`);
  return {
    referenceDate: isoDay(today),
    portal: {
      abbreviatedName: 'Portal ERM',
      businessManagerId,
      descriptionUse: 'Portal de gestión humana ERM (demostración)',
      publicCode: portalPublicCode,
      staffPortalId: 'SP-0001',
      url: 'http://localhost:5173/?portal=ERM-DEMO',
      businessUnit: 'UN-ANDINA',
      portalCode: portalPublicCode,
      employeePortalCatalogId: 'EPC-0001',
      employeePortalId: 'EP-0001',
      optionsByStaffPortalBusinessManager: allOptions.map((optionStaffId) => ({
        optionStaffId,
        staffPortalCatalogId: 'SPC-0001',
        staffPortalId: 'SP-0001',
      })),
    },
    businessManager,
    businessUnits: businessUnits.map(({ companyName: _company, ...unit }, position) => ({
      code: unit.businessUnitPublicCode,
      position,
      document: unit,
    })),
    portalOptions,
    staff,
    employees,
    requests: withOnboardingRequirements(requests),
    remunerationProfiles: remunerationProfiles.map(([id, name, description], position) => ({
      id,
      position,
      document: {
        remunerationProfileId: id,
        remunerationProfileName: name,
        remunerationProfileDescription: description,
      },
    })),
  };
}
