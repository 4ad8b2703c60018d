import {
  describeError,
  errorCatalogue,
  errorCodeFromQuery,
  errorCodeLine,
  errorPageTexts,
} from '@src/domain/errors';
import {
  boardFilterValues,
  certificationTypes,
  contractTypes,
  employeeStatuses,
  isCertificationType,
  jobModalities,
  labelOfContractType,
  labelOfEmployeeStatus,
  labelOfJobModality,
  labelOfRequestStatus,
  labelOfRequestType,
  labelOfWorkSchedule,
  optionsOf,
  requestStatuses,
  requestTypeOf,
  requestTypes,
  requirementTags,
  workSchedules,
} from '@src/domain/lookups';
import {
  allUseCases,
  canEnterSection,
  discardUseCaseFor,
  hasUseCase,
  isFeatureEnabled,
  missingPrivilegeExplanation,
  permissionExplanations,
  requiredPrivilegesFor,
} from '@src/domain/permissions';
import { describe, expect, test } from 'vitest';

describe('lookups', () => {
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
    for (const value of boardFilterValues) expect(requestTypeOf(value), value).toBeDefined();
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
    expect(optionsOf(jobModalities)[0]).toEqual({
      id: 'HibridWork',
      label: 'Trabajo híbrido',
      value: 'HibridWork',
    });
  });

  test('lists certification types and requirement tags', () => {
    expect(certificationTypes).toEqual([
      'certificado de servidor',
      'certificado de pertenencia a empresa',
      'certificado de representante',
    ]);
    expect(isCertificationType('certificado de servidor')).toBe(true);
    expect(isCertificationType('otro')).toBe(false);
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

describe('permissions', () => {
  test("knows every use case of the spec, and the manager's approval (ours)", () => {
    expect([...allUseCases].sort()).toEqual(
      [
        'TerminateContract',
        'RenewContract',
        'ModifyContract',
        'AddEmployeeLink',
        'CheckContractDetails',
        'RequestToEnjoyVacationDays',
        'RequestPaymentForVacationDays',
        'VacationDetailsInProcess',
        'DiscardVacationInProcess',
        'RequestCertificate',
        'CheckDetailsOfTheCertificateRequest',
        'DiscardCertificateRequest',
        'DiscardsRequestForLinkage',
        'ApproveVacationRequest',
      ].sort(),
    );
    expect(hasUseCase(['RenewContract'], 'RenewContract')).toBe(true);
    expect(hasUseCase(undefined, 'RenewContract')).toBe(false);
  });

  test('has the spec explanations', () => {
    expect(permissionExplanations).toMatchObject({
      terminateContract: 'No tiene privilegios para terminar contratos.',
      noValidContractToTerminate: 'No hay contrato vigente para terminar.',
      noFixedTermContract: 'No hay contrato a término fijo.',
      discardRequest: 'No tiene privilegios para descartar solicitudes.',
      viewRequirements: 'No tiene privilegios para ver requisitos.',
      addRequirement: 'No tienes permisos para agregar un requisito en este momento.',
      contractDetails: 'No tiene privilegios para ver los detalles del contrato.',
      viewDetails: 'No tienes privilegios para ver detalles.',
      deleteRecord: 'No tienes privilegios para eliminar este registro.',
      executeTask: 'No tienes privilegios para ejecutar esta tarea.',
      notResponsible: 'Debes ser responsable de esta solicitud.',
    });
    expect(missingPrivilegeExplanation([], 'terminateContract')).toBe(
      'No tiene privilegios para terminar contratos.',
    );
    expect(missingPrivilegeExplanation(['TerminateContract'], 'terminateContract')).toBeUndefined();
    expect(missingPrivilegeExplanation([], 'discardRequest')).toBe(
      'No tiene privilegios para descartar solicitudes.',
    );
    expect(missingPrivilegeExplanation([], 'checkContractDetails')).toBe(
      'No tiene privilegios para ver los detalles del contrato.',
    );
  });

  test('guards routed sections by their privileges', () => {
    expect(requiredPrivilegesFor('/employees/new-employee')).toEqual(['AddEmployeeLink']);
    expect(canEnterSection('/employees/new-employee', [])).toBe(false);
    expect(canEnterSection('/employees/new-employee', ['AddEmployeeLink'])).toBe(true);
    expect(canEnterSection('/employees/select-employee', [])).toBe(true);
    expect(canEnterSection('/contracts', ['CheckContractDetails'])).toBe(true);
    expect(canEnterSection('/contracts/', [])).toBe(false);
    expect(canEnterSection('/holidays', ['VacationDetailsInProcess'])).toBe(true);
    expect(canEnterSection('/holidays/request-payment', ['VacationDetailsInProcess'])).toBe(false);
    expect(canEnterSection('/holidays/request-payment?x=1', ['RequestPaymentForVacationDays'])).toBe(true);
    expect(canEnterSection('/certifications', ['RequestCertificate'])).toBe(true);
    expect(
      canEnterSection('/certifications/new-certification', ['CheckDetailsOfTheCertificateRequest']),
    ).toBe(false);
    expect(canEnterSection('/requests/application-process/7', [])).toBe(true);
    expect(canEnterSection('/holidaysx', [])).toBe(true);
    expect(canEnterSection('/', [])).toBe(true);
    expect(canEnterSection('/approvals/vacation-approval?code=150001', ['VacationDetailsInProcess'])).toBe(
      false,
    );
    expect(canEnterSection('/approvals/vacation-approval', ['ApproveVacationRequest'])).toBe(true);
    expect(canEnterSection('/approvals/otra', [])).toBe(true);
    expect(missingPrivilegeExplanation([], 'approveVacation')).toBe(
      'No tiene privilegios para aprobar solicitudes de vacaciones.',
    );
  });

  test('shows feature cards by portal option code and picks the discard privilege by type', () => {
    expect(isFeatureEnabled(['vacacionesPortalErm'], 'vacations')).toBe(true);
    expect(isFeatureEnabled(['vacacionesPortalErm'], 'contracts')).toBe(false);
    expect(discardUseCaseFor('PaidVacations')).toBe('DiscardVacationInProcess');
    expect(discardUseCaseFor('Certification')).toBe('DiscardCertificateRequest');
    expect(discardUseCaseFor('Onboarding')).toBe('DiscardsRequestForLinkage');
  });
});

describe('error catalogue', () => {
  const known = [400, 401, 403, 404, 500, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008];

  test('describes every known code with Spanish lists', () => {
    expect(
      Object.keys(errorCatalogue)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(known);
    for (const code of known) {
      const description = describeError(code);
      expect(description.code).toBe(String(code));
      expect(description.whatWentWrong.length).toBeGreaterThan(0);
      expect(description.howToFix.length).toBeGreaterThan(0);
      expect(describeError(String(code))).toEqual(description);
    }
    expect(describeError(403).whatWentWrong.join(' ')).toMatch(/denegado/);
    expect(describeError(1004).whatWentWrong.join(' ')).toMatch(/funcionario/);
    expect(describeError(1003).howToFix.join(' ')).toMatch(/código del portal/);
    // SPEC §8: 1005 is 'No options found for the employee'.
    expect(describeError(1005).whatWentWrong[0]).toBe('No se encontraron opciones para el empleado.');
  });

  test('uses the generic texts for unknown codes', () => {
    for (const code of [999, '1009', 'abc', '', '1e3', 'toString']) {
      expect(describeError(code)).toEqual({
        code: String(code),
        whatWentWrong: ['No se proporcionó información sobre el error.'],
        howToFix: ['Intenta nuevamente más tarde.'],
      });
    }
  });

  test('has the page texts', () => {
    expect(errorPageTexts).toMatchObject({
      title: '¡Ups! Algo salió mal...',
      whatWentWrong: '¿Qué salió mal?',
      howToFix: '¿Cómo solucionarlo?',
      back: 'Regresar',
    });
    expect(errorCodeLine(1003)).toBe('Código de error: 1003');
    expect(errorCodeFromQuery(null)).toBe('404');
    expect(errorCodeFromQuery('1001')).toBe('1001');
  });
});
