import {
  boardFilterValues,
  certificationTypes,
  contractTypes,
  employeeStatuses,
  jobModalities,
  labelOfContractType,
  labelOfEmployeeStatus,
  labelOfJobModality,
  labelOfRequestStatus,
  labelOfRequestType,
  labelOfWorkSchedule,
  requestStatuses,
  requestTypes,
  requirementTags,
  workSchedules,
} from '@src/domain/lookups';
import { describe, expect, test } from 'vitest';

describe('lookups: value → label tables with fallbacks', () => {
  test('labels request types, with a fallback', () => {
    expect(requestTypes).toEqual({
      Absence: 'Ausencia',
      Certification: 'Certificación',
      Disability: 'Incapacidad',
      Leave: 'Permiso',
      LeavingTheJob: 'Retiro',
      Onboarding: 'Vinculación',
      PaidVacations: 'Vacaciones Pagadas',
      PositionTransfer: 'Traslado de cargo',
      PQR: 'PQR',
      SalaryIncrease: 'Ascenso salarial',
      UnpaidLeave: 'Licencia no remunerada',
      VacationsEnjoyed: 'Vacaciones Disfrutadas',
    });
    expect(labelOfRequestType('certification')).toBe('Certificación');
    expect(labelOfRequestType('Nada')).toBe('Tipo desconocido');
    expect(labelOfRequestType(undefined)).toBe('Tipo desconocido');
    expect(labelOfRequestType('toString')).toBe('Tipo desconocido');
  });

  test('maps every board filter value to a request type', () => {
    expect(boardFilterValues).toHaveLength(12);
    for (const value of boardFilterValues)
      expect(labelOfRequestType(value), value).not.toBe('Tipo desconocido');
  });

  test('labels contracts, schedules and modalities', () => {
    expect(contractTypes).toEqual({
      Apprentice: 'Aprendiz',
      ByWorkOrLabor: 'Por obra o labor',
      CivilContract: 'Contrato civil',
      ContingentWorker: 'Trabajador eventual',
      FixedTermContract: 'Termino Fijo',
      PermanentJob: 'Trabajo permanente',
    });
    expect(workSchedules).toEqual({
      Free: 'Libre',
      FullTime: 'Tiempo completo',
      NightWork: 'Trabajo nocturno',
      PartTimeJob: 'Medio tiempo',
      Shift: 'Por turnos',
    });
    expect(jobModalities).toEqual({
      HibridWork: 'Trabajo híbrido',
      OnSiteWork: 'Trabajo presencial',
      Telecommuting: 'Teletrabajo',
    });
    expect(labelOfContractType('Other')).toBe('Other');
    expect(labelOfWorkSchedule('Shift')).toBe('Por turnos');
    expect(labelOfJobModality(3)).toBe('');
  });

  test('lists certification types and requirement tags', () => {
    expect(certificationTypes).toEqual([
      'certificado de servidor',
      'certificado de pertenencia a empresa',
      'certificado de representante',
    ]);
    expect(requirementTags).toEqual(['Cumple', 'No Cumple', 'Sin Evaluar']);
  });

  test('labels request statuses with a fallback', () => {
    expect(requestStatuses).toEqual({
      closed: 'Cerrada',
      rejected: 'Rechazada',
      canceled: 'Cancelada',
      supervisor_approval: 'Aprobación Jefe Inmediato',
      HR_compliance_verification: 'Verificación en Gestión Humana',
      confirmation_of_vacation_taken: 'Confirmación Disfrute de vacaciones',
      successfully_processed: 'Tramitada con Éxito',
      certification_generation: 'Generación de la certificación',
      onboarding_in_progress: 'Vinculación en Progreso',
    });
    expect(labelOfRequestStatus('nope')).toBe('Estado desconocido');
  });

  test("labels employee statuses, unknown ones as 'Vinculado'", () => {
    expect(employeeStatuses).toEqual({
      vinculado: 'Vinculado',
      prospecto: 'Prospecto',
      proceso: 'En proceso de vinculación',
      retiro: 'En proceso de retiro',
      retirado: 'Retirado',
    });
    expect(labelOfEmployeeStatus('retiro')).toBe('En proceso de retiro');
    expect(labelOfEmployeeStatus('???')).toBe('Vinculado');
    expect(labelOfEmployeeStatus(null)).toBe('Vinculado');
  });
});
