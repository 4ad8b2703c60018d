// The demo cases of the seed, one function each: docs/demo-data.md says which account, unit and employee
// shows which case. Each writes its employees and requests through the SeedCase it gets; the order in
// which generateSeed calls them is the order the seeded random source is drawn in.

import { onboardingTasks } from '../services/onboarding-process';
import {
  type ContractInput,
  contract,
  contractData,
  employee,
  type Json,
  nextRequestId,
  type PersonInput,
  pending,
  requestsOf,
  type SeedRequest,
  type Unit,
  vacation,
} from './builders';
import { onboardingSeedData } from './curricula';
import { isoDay } from './dates';
import { firstNames, middleNames, positions, surnames } from './names';
import type { Random } from './random';

/** A hand-written person's builders: contracts numbered 1, 2, … in the order built, then the person. */
export interface PersonBuilder {
  contract: (input: Omit<ContractInput, 'employeeId' | 'unit' | 'index'>) => Json;
  employee: (input: Omit<PersonInput, 'employeeId' | 'unit' | 'random'>) => Json;
  add: (document: Json, pendingDays: Json[]) => void;
}

/** What a demo case writes into: the day numbers, the seeded random source, the units and the rows. */
export interface SeedCase {
  /** Today's day number (Bogotá). */
  today: number;
  random: Random;
  andina: Unit;
  caribe: Unit;
  pacifico: Unit;
  seedPerson: (employeeId: string, unit: Unit) => PersonBuilder;
  requests: SeedRequest[];
  /** Adds an employee document of a unit with its pending days. */
  add: (unit: Unit, document: Json, pendingDays: Json[]) => void;
}

/**
 * 100001 José: three contracts (fixed-term ended, formalized with a past deadline, valid), vacations
 * over all of them, and requests of every type and status.
 */
export function joseEveryRequest({ today, andina, seedPerson, requests }: SeedCase): void {
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
  const ask = requestsOf(jose, andina);
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
    ask({
      type: 'VacationsEnjoyed',
      status: 'supervisor_approval',
      day: today - 20,
      data: enjoy(5, today - 10),
      inCharge: 'fabio.jefe',
    }),
    ask({
      type: 'VacationsEnjoyed',
      status: 'supervisor_approval',
      day: today - 3,
      data: enjoy(10, today + 20),
    }),
    ask({
      type: 'VacationsEnjoyed',
      status: 'HR_compliance_verification',
      day: today - 40,
      data: enjoy(3, today - 30, { disbursementDate: isoDay(today - 32) }),
      inCharge: 'beto.unaunidad',
    }),
    ask({
      type: 'PaidVacations',
      status: 'supervisor_approval',
      day: today - 6,
      data: pay(4),
      inCharge: 'fabio.jefe',
    }),
    ask({
      type: 'PaidVacations',
      status: 'HR_compliance_verification',
      day: today - 15,
      data: pay(6, { disbursementDate: isoDay(today - 5) }),
    }),
    ask({
      type: 'VacationsEnjoyed',
      status: 'confirmation_of_vacation_taken',
      day: today - 60,
      data: `{"daysOff": 4, "startDateEnyoment": "${isoDay(today - 50)}", "contractNumber": "${c3.contractNumber}", "observationEmployee": "texto sin cerrar`,
      description: 'Solicitud de disfrute de vacaciones (datos dañados)',
    }),
    ask({
      type: 'Certification',
      status: 'certification_generation',
      day: today - 2,
      data: cert('certificado de pertenencia a empresa', 'Banco de Bogotá'),
      inCharge: 'ana.admin',
    }),
    ask({
      type: 'Certification',
      status: 'supervisor_approval',
      day: today - 1,
      data: cert('certificado de servidor', 'A quien interese'),
    }),
    ask({
      type: 'Certification',
      status: 'successfully_processed',
      day: today - 90,
      data: cert('certificado de representante', 'Cámara de Comercio'),
      inCharge: 'ana.admin',
    }),
    ask({
      type: 'Absence',
      status: 'closed',
      day: today - 120,
      data: { startDate: isoDay(today - 118), endDate: isoDay(today - 117), reason: 'Cita médica' },
      inCharge: 'beto.unaunidad',
    }),
    ask({
      type: 'Disability',
      status: 'rejected',
      day: today - 150,
      data: { startDate: isoDay(today - 150), days: 3, diagnosis: 'Incapacidad general' },
      inCharge: 'beto.unaunidad',
    }),
    ask({
      type: 'Leave',
      status: 'canceled',
      day: today - 80,
      data: { startDate: isoDay(today - 70), days: 1, reason: 'Calamidad doméstica' },
    }),
    ask({
      type: 'LeavingTheJob',
      status: 'HR_compliance_verification',
      day: today - 12,
      data: { retirementDate: isoDay(today + 30), reason: 'Renuncia voluntaria' },
    }),
    ask({
      type: 'PositionTransfer',
      status: 'successfully_processed',
      day: today - 400,
      data: { previousPosition: 'Analista de nómina', newPosition: 'Profesional de gestión humana' },
      inCharge: 'ana.admin',
    }),
    ask({
      type: 'PQR',
      status: 'supervisor_approval',
      day: today - 4,
      data: { subject: 'Consulta sobre liquidación de prima' },
    }),
    ask({
      type: 'SalaryIncrease',
      status: 'closed',
      day: today - 410,
      data: { previousSalary: 4_200_000, newSalary: 4_850_000 },
      inCharge: 'ana.admin',
    }),
    ask({
      type: 'UnpaidLeave',
      status: 'rejected',
      day: today - 200,
      data: { startDate: isoDay(today - 190), days: 10 },
      inCharge: 'fabio.jefe',
    }),
  );
  const onboardingId = nextRequestId();
  requests.push(
    ask({
      type: 'Onboarding',
      status: 'onboarding_in_progress',
      day: today - 7,
      data: onboardingSeedData({
        names: 'José Andrés',
        lastNames: 'Muñoz Peña',
        identificationNumber: '1020304050',
        startDate: isoDay(today + 14),
        position: 'Coordinador de operaciones',
      }),
      description: 'Vinculación de nuevo contrato',
      inCharge: 'ana.admin',
      tasks: onboardingTasks(onboardingId, 3),
    }),
  );
}

/** 100002 María Begoña: a valid fixed-term contract (renewable) and one in the process of ending. */
export function mariaBegonaRenewable({ today, andina, seedPerson, requests }: SeedCase): void {
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
  const ask = requestsOf(maria, andina);
  requests.push(
    ask({
      type: 'PaidVacations',
      status: 'supervisor_approval',
      day: today - 2,
      data: { ...contractData(c2), daysToPay: 3, observationEmployee: 'Pago parcial.' },
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
    ask({
      type,
      status: 'supervisor_approval',
      day: today - day,
      data: { ...contractData(c2), ...data },
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
    awaiting('150002', 'PaidVacations', { daysToPay: 5, observationEmployee: 'Pago de días acumulados.' }, 1),
    awaiting(
      '150003',
      'VacationsEnjoyed',
      { daysOff: 4, startDateEnyoment: isoDay(today + 45), observationEmployee: '' },
      2,
    ),
    awaiting('150004', 'PaidVacations', { daysToPay: 2, observationEmployee: '' }, 2),
  );
}

/** 100003 Íñigo: no valid contract (everything ended). */
export function inigoNoValidContract({ today, andina, seedPerson }: SeedCase): void {
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

/** 100004 Sofía: a linking (onboarding) request in progress and no valid contract. */
export function sofiaLinkingInProgress({ today, andina, seedPerson, requests }: SeedCase): void {
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
  const ask = requestsOf(sofia, andina);
  const onboardingId = nextRequestId();
  requests.push(
    ask({
      type: 'Onboarding',
      status: 'onboarding_in_progress',
      day: today - 5,
      data: onboardingSeedData({
        names: 'Sofía',
        lastNames: 'Peña Ordóñez',
        identificationNumber: '1098765432',
        startDate: isoDay(today + 10),
        position: 'Asesor comercial',
      }),
      tasks: onboardingTasks(onboardingId, 2),
    }),
  );
}

/** 100005 Ángela: a valid contract with no vacations used and nothing in process. */
export function angelaNothingInProcess({ today, andina, seedPerson }: SeedCase): void {
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

/** 200001 Ximena heads CARIBE (the employee of "another unit" in the contract tests). */
export function ximenaAnotherUnit({ today, caribe, seedPerson, requests }: SeedCase): void {
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
  const ask = requestsOf(ximena, caribe);
  requests.push(
    ask({
      type: 'Certification',
      status: 'supervisor_approval',
      day: today - 3,
      data: {
        ...contractData(c1),
        certificationType: 'certificado de servidor',
        addressee: 'Embajada de España',
        observationEmployee: 'Trámite de visa.',
      },
    }),
  );
}

const contractTypes = [
  'PermanentJob',
  'FixedTermContract',
  'ByWorkOrLabor',
  'Apprentice',
  'ContingentWorker',
] as const;
/** Employees drawn from the seeded random source (numbered from `firstId`), one vacation request in 25. */
export function generatedEmployees(
  { today, random, requests, add }: SeedCase,
  unit: Unit,
  firstId: number,
  count: number,
): void {
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
      const ask = requestsOf(person, unit);
      requests.push(
        ask({
          type: 'VacationsEnjoyed',
          status: random.pick(['supervisor_approval', 'closed', 'HR_compliance_verification']),
          day: today - random.int(1, 60),
          data: {
            ...contractData(last),
            daysOff: random.int(1, 15),
            startDateEnyoment: isoDay(today + random.int(-20, 40)),
            observationEmployee: '',
          },
          inCharge: random.chance(0.5) ? 'beto.unaunidad' : undefined,
        }),
      );
    }
  }
}
