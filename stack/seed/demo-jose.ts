// The demo case of José (100001), who has every request type and status: docs/demo-data.md says which
// account shows it. generateSeed calls it first, so it is the first to draw from the seeded random source.

import { onboardingTasks } from '../services/onboarding-process';
import { contractData, type Json, nextRequestId, pending, requestsOf, vacation } from './builders';
import { onboardingSeedData } from './curricula';
import { isoDay } from './dates';
import type { SeedCase } from './demo-cases';

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
      // Longer than a card shows (SPEC §9: 65 characters): the board cuts it, whole on hover.
      description:
        'Consulta sobre la liquidación de la prima de servicios del primer semestre, que llegó incompleta',
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
