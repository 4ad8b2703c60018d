// The demo cases of the seed, one function each: docs/demo-data.md says which account, unit and employee
// shows which case. Each writes its employees and requests through the SeedCase it gets; the order in
// which generateSeed calls them is the order the seeded random source is drawn in. José, who has every
// request, is in demo-jose.ts; the employees drawn at random in generated-employees.ts.

import { onboardingTasks } from '../services/onboarding-process';
import {
  type ContractInput,
  contractData,
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
