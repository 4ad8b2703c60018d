import {
  allUseCases,
  canEnterSection,
  discardUseCaseFor,
  hasUseCase,
  needsValidContract,
  permissionExplanations,
} from '@src/domain/permissions';
import { describe, expect, test } from 'vitest';

describe('use cases and explanations', () => {
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
  });
});

describe('routed sections, feature cards and the discard privilege', () => {
  test('guards routed sections by their privileges', () => {
    expect(canEnterSection('/employees/new-employee', [])).toBe(false);
    expect(canEnterSection('/employees/new-employee', ['AddEmployeeLink'])).toBe(true);
    expect(canEnterSection('/employees/select-employee', [])).toBe(true);
    expect(canEnterSection('/contracts', ['CheckContractDetails'])).toBe(true);
    expect(canEnterSection('/contracts/', [])).toBe(false);
    for (const useCase of ['TerminateContract', 'RenewContract', 'ModifyContract', 'AddEmployeeLink'])
      expect(canEnterSection('/contracts', [useCase])).toBe(true);
    expect(canEnterSection('/contracts', ['RequestCertificate'])).toBe(false);
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
  });

  test('needsValidContract: the new-request sections need a valid contract, the lists do not', () => {
    expect(needsValidContract('/holidays/request-payment')).toBe(true);
    expect(needsValidContract('/certifications/new-certification/')).toBe(true);
    expect(needsValidContract('/holidays')).toBe(false);
  });

  test('shows feature cards by portal option code and picks the discard privilege by type', () => {
    expect(discardUseCaseFor('PaidVacations')).toBe('DiscardVacationInProcess');
    expect(discardUseCaseFor('Certification')).toBe('DiscardCertificateRequest');
    expect(discardUseCaseFor('Onboarding')).toBe('DiscardsRequestForLinkage');
  });
});
