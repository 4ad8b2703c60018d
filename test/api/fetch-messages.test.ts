import { fetchMessages } from '@src/domain/fetch-messages';
import { describe, expect, test } from 'vitest';

// Texts of SPEC §8, verbatim.
describe('fetch messages', () => {
  test('has the portal, operator and user texts', () => {
    expect(fetchMessages.portal).toEqual({
      failure: 'Error al obtener los datos del portal',
      final: 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
    });
    expect(fetchMessages.businessManager).toEqual({
      failure: 'Error al obtener los datos del operador',
      final: 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
      // A 204 (1006): ours, the error page's first line for 1006.
      empty: 'No se encontraron datos del operador para el identificador indicado.',
    });
    expect(fetchMessages.user).toEqual({
      failure: 'Error al obtener los datos del usuario',
      final: 'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
    });
    expect(fetchMessages.useCases.failure).toBe('Error al obtener los casos de uso del staff');
    expect(fetchMessages.useCases.final).toMatch(/^Todos los intentos fallaron\. /);
    expect(fetchMessages.employees.final).toMatch(/^Todos los intentos fallaron\. /);
    expect(fetchMessages.portalOptions.final).toMatch(/^Todos los intentos fallaron\. /);
  });

  test('has the requests texts with the status', () => {
    expect(fetchMessages.requests.failure(503)).toBe(
      'Error al obtener las solicitudes de recursos humanos (Status: 503)',
    );
    expect(fetchMessages.requests.final).toBe(
      'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    );
    expect(fetchMessages.requests.toastTitle).toBe('Error en la solicitud');
    expect(fetchMessages.requests.toastOfType('PaidVacations')).toBe(
      'Error al obtener solicitudes de tipo "PaidVacations"',
    );
    expect(fetchMessages.requests.toastAny).toBe('Error al obtener solicitudes');
  });

  test('has the employee and pending-days texts with the id', () => {
    expect(fetchMessages.employee.notFound('123')).toBe('El empleado con ID 123 no existe.');
    expect(fetchMessages.employee.failure('123')).toBe('Error al obtener el empleado 123');
    expect(fetchMessages.pendingDays.failure).toBe('Error al obtener los días de vacaciones pendientes');
    expect(fetchMessages.pendingDays.final('123')).toBe(
      'Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado 123.',
    );
  });

  test('has the remuneration, business-unit, save and remove texts', () => {
    expect(fetchMessages.remunerationProfiles.failure(500)).toBe(
      'Error al obtener los perfiles de remuneración (Status: 500)',
    );
    expect(fetchMessages.remunerationProfiles.final).toBe(
      'Todos los intentos fallaron. No se pudo obtener los perfiles de remuneración.',
    );
    expect(fetchMessages.remunerationProfiles.flag).toBe('Error obteniendo las opciones de asignación');
    expect(fetchMessages.businessUnits.failure(500)).toBe(
      'Error al obtener las unidades de negocio para el oficial. Código: 500',
    );
    expect(fetchMessages.businessUnits.final).toBe(
      'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.',
    );
    expect(fetchMessages.save.failure).toBe('Error al enviar la solicitud. Intente nuevamente.');
    expect(fetchMessages.save.vacationOrCertificationFailure).toBe(
      'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.',
    );
    expect(fetchMessages.remove.failure).toBe('No se pudo eliminar la solicitud');
  });
});
