// Happy paths of every call of SPEC §7, made through the app's own API (src/api createApi), so every
// answer goes through the src/domain schemas the app uses: client and server agree.

import { ApiError } from '@src/api/http-client';
import { contractRefusals, isContractValid } from '@src/domain/rules/contracts';
import { discardRefusal } from '@src/domain/rules/discard';
import { findDemoAccount } from '@stack/accounts';
import { describe, expect, test, vi } from 'vitest';
import { headersOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

// Each test signs in through the real provider; the 2 shared cores can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const account = (id: string) => {
  const found = findDemoAccount(id);
  if (!found) throw new Error(id);
  return found;
};

const collator = new Intl.Collator('es', { sensitivity: 'base' });

describe('the reference services answer every call of SPEC §7 in the shape the app parses', () => {
  test('call 1 returns the ERM-DEMO portal with its options', async () => {
    const api = await stack.apiFor('ana.admin');
    const portal = await api.getPortalData({ portalCode: 'ERM-DEMO' });
    expect(portal?.publicCode).toBe('ERM-DEMO');
    expect(portal?.businessManagerId).toBe('BM-0001');
    expect(portal?.optionsByStaffPortalBusinessManager).toHaveLength(7);
    expect(await api.getPortalData({ portalCode: 'NO-EXISTE' })).toBeUndefined();
  });

  test('call 2 returns the business manager', async () => {
    const api = await stack.apiFor('ana.admin');
    const manager = await api.getBusinessManager({ businessManagerId: 'BM-0001' });
    expect(manager).toMatchObject({ id: 'BM-0001', publicCode: 'ERM', language: 'es-CO' });
    expect(manager?.urlLogo).toMatch(/^data:image\/svg\+xml,/);
    expect(await api.getBusinessManager({ businessManagerId: 'BM-9999' })).toBeUndefined();
  });

  test('call 3 returns the portal options of a unit (all 7 codes, fewer in PACÍFICO)', async () => {
    const api = await stack.apiFor('ana.admin');
    const andina = await api.getPortalOptions({
      staffPortalPublicCode: 'ERM-DEMO',
      businessUnit: 'UN-ANDINA',
    });
    expect(andina.map((option) => option.publicCode).sort()).toEqual(
      [
        'ausenciasPortalErm',
        'cargoPortalErm',
        'certificacionPortalErm',
        'contratoPortalErm',
        'incapacidadesPortalErm',
        'solTramitePortalErm',
        'vacacionesPortalErm',
      ].sort(),
    );
    const pacifico = await api.getPortalOptions({
      staffPortalPublicCode: 'ERM-DEMO',
      businessUnit: 'UN-PACIFICO',
    });
    expect(pacifico.map((option) => option.publicCode)).not.toContain('incapacidadesPortalErm');
    expect(pacifico).toHaveLength(5);
  });

  test('call 4 returns the signed-in staff user, and nothing (204) for a non-staff account', async () => {
    const ana = await (await stack.apiFor('ana.admin')).getStaffUser({
      identificationDocumentNumber: account('ana.admin').identificationDocumentNumber,
    });
    expect(ana?.staffName).toBe('Ana Sofía Gutiérrez');
    expect(ana?.staffByBusinessUnitAndRole).toHaveLength(3);
    const elena = await (await stack.apiFor('elena.externa')).getStaffUser({
      identificationDocumentNumber: account('elena.externa').identificationDocumentNumber,
    });
    expect(elena).toBeUndefined();
  });

  test('call 5 returns the use cases of the staff member in the unit', async () => {
    const ana = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getUseCases({
      businessManagerCode: 'ERM',
      businessUnitCode: 'UN-ANDINA',
      userName: 'Ana Sofía Gutiérrez',
    });
    expect(ana).toHaveLength(13);
    const carla = await (await stack.apiFor('carla.consulta', 'UN-CARIBE')).getUseCases({
      businessManagerCode: 'ERM',
      businessUnitCode: 'UN-CARIBE',
      userName: 'Carla Peña Ríos',
    });
    expect(carla).toContain('CheckContractDetails');
    for (const missing of [
      'TerminateContract',
      'RequestToEnjoyVacationDays',
      'DiscardVacationInProcess',
      'AddEmployeeLink',
    ]) {
      expect(carla).not.toContain(missing);
    }
  });

  test('call 6 returns the units of the officer: ana 3, carla 2, beto 1, dario and elena none', async () => {
    const counts: Record<string, number> = {};
    for (const id of [
      'ana.admin',
      'carla.consulta',
      'beto.unaunidad',
      'dario.sinunidades',
      'elena.externa',
    ]) {
      const units = await (await stack.apiFor(id)).getBusinessUnits({
        userAccount: account(id).userAccount,
        portalCode: 'ERM-DEMO',
      });
      counts[id] = units.length;
    }
    expect(counts).toEqual({
      'ana.admin': 3,
      'carla.consulta': 2,
      'beto.unaunidad': 1,
      'dario.sinunidades': 0,
      'elena.externa': 0,
    });
  });

  test('call 7 returns at least 500 formalized employees of the unit sorted by names, accents included', async () => {
    const employees = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getEmployees();
    expect(employees.length).toBeGreaterThanOrEqual(500);
    expect(employees.length).toBeLessThanOrEqual(500);
    const names = employees.map((employee) => employee.names);
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(employees.some((employee) => employee.names.startsWith('José'))).toBe(true);
    expect(employees.some((employee) => /ñ/i.test(`${employee.names} ${employee.surnames}`))).toBe(true);
    const second = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getEmployees({ page: 2 });
    expect(second.length).toBeGreaterThan(0);
    expect(second.map((employee) => employee.employeeId)).not.toContain(employees[0]?.employeeId);
  });

  test('call 7 read page by page lists every employee of a unit with more than one page (525)', async () => {
    const employees = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getAllEmployees();
    expect(employees).toHaveLength(525);
    expect(new Set(employees.map((employee) => employee.employeeId)).size).toBe(525);
  });

  test('call 7 says the unit total (X-Total-Count) on every page, in one order page after page', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const [first, second] = await Promise.all([
      api.getEmployeePage({ page: 1 }),
      api.getEmployeePage({ page: 2 }),
    ]);
    expect(first.total).toBe(525);
    expect(second.total).toBe(525);
    expect(first.employees).toHaveLength(500);
    expect(second.employees).toHaveLength(25);
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    const names = [...first.employees, ...second.employees].map((employee) => employee.names);
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    const descending = await stack.call(
      '/employee-query/employees?page=1&per_page=5&sort=FirstName:desc&contract_status=Formalized',
      {
        headers: {
          Authorization: `Bearer ${await stack.tokenFor('ana.admin')}`,
          'X-Action': 'SearchAllEmployee',
          'X-Business-unit': 'UN-ANDINA',
        },
      },
    );
    const last = (await descending.json()) as { employeeId: string }[];
    expect(last.map((employee) => employee.employeeId)).toEqual(
      [...first.employees, ...second.employees]
        .slice(-5)
        .reverse()
        .map((employee) => employee.employeeId),
    );
  });

  test('call 8 returns the employee with contracts and vacations; a missing one is a 204', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const jose = await api.getEmployee({ employeeId: '100001' });
    expect(`${jose.names} ${jose.surnames}`).toBe('José Andrés Muñoz Peña');
    expect(jose.employmentContracts).toHaveLength(3);
    expect(jose.employmentContracts.flatMap((contract) => contract.vacationsHistory).length).toBeGreaterThan(
      3,
    );
    const missing = await api.getEmployee({ employeeId: '999999' }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(204);
  });

  test('call 9 (same path as 8, other X-Action) returns the pending days per contract', async () => {
    const days = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getPendingDays({
      employeeId: '100001',
    });
    expect(days).toHaveLength(3);
    expect(days.map((row) => row.pendingDays)).toEqual([0, 2.5, 18.5]);
  });

  test('call 10 returns requests of every type and status, newest first, filterable by type', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const requests = await api.getRequests({ employeeId: '100001' });
    const types = new Set(requests.map((request) => request.humanResourceRequestType));
    expect(types.size).toBe(12);
    const statuses = new Set(requests.map((request) => request.humanResourceRequestStatus));
    expect(statuses.size).toBe(9);
    const dates = requests.map((request) => Date.parse(request.humanResourceRequestDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const malformed = requests.find((request) =>
      request.humanResourceRequestDescription.includes('datos dañados'),
    );
    expect(malformed?.humanResourceRequestData).toBeTypeOf('object');
    const now = new Date();
    const vacationRequests = requests.filter(
      (request) => request.humanResourceRequestType === 'VacationsEnjoyed',
    );
    expect(vacationRequests.some((request) => discardRefusal(request, now) === undefined)).toBe(true);
    expect(vacationRequests.some((request) => discardRefusal(request, now) !== undefined)).toBe(true);
    const certifications = await api.getRequests({ employeeId: '100001', requestType: 'Certification' });
    expect(certifications.length).toBe(3);
    expect(certifications.every((request) => request.humanResourceRequestType === 'Certification')).toBe(
      true,
    );
  });

  test('call 11 saves a request with status supervisor_approval and a request number', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const saved = await api.saveRequest({
      request: {
        ...validCertification,
        humanResourceRequestDate: new Date().toISOString(),
        humanResourceRequestData: {
          ...validCertification.humanResourceRequestData,
          observationEmployee: 'Prueba de contrato',
        },
      },
    });
    expect(saved.humanResourceRequestId).not.toBe('');
    expect(saved.humanResourceRequestNumber).toMatch(/^\d{6}$/);
    const listed = await api.getRequests({ employeeId: '100005' });
    expect(
      listed.find((request) => request.humanResourceRequestId === saved.humanResourceRequestId),
    ).toMatchObject({
      humanResourceRequestStatus: 'supervisor_approval',
      humanResourceRequestNumber: saved.humanResourceRequestNumber,
    });
  });

  test('call 11 refuses a request for an employee without a valid contract, or against an ended contract', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const certificationFor = (employeeId: string, contractId: string) => ({
      ...validCertification,
      humanResourceRequestDate: new Date().toISOString(),
      humanResourceRequestData: { ...validCertification.humanResourceRequestData, contractId },
      employeeId,
    });
    const inigo = await api.getEmployee({ employeeId: '100003' });
    const ended = inigo.employmentContracts[0]?.contractId ?? '';
    const refusal = await api.saveRequest({ request: certificationFor('100003', ended) }).then(
      () => undefined,
      (error: unknown) => error as ApiError,
    );
    expect(refusal?.status).toBe(422);
    const token = await stack.tokenFor('ana.admin');
    const post = (body: unknown) =>
      stack.call('/persistence/human-resources-requests', {
        method: 'POST',
        headers: headersOf({ token, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' }),
        body: JSON.stringify(body),
      });
    const raw = await post(certificationFor('100003', ended));
    expect(raw.status).toBe(422);
    expect(((await raw.json()) as { message?: string }).message).toBe(contractRefusals.noValidContract);
    const jose = await api.getEmployee({ employeeId: '100001' });
    const now = new Date();
    const endedOfJose = jose.employmentContracts.find((contract) => !isContractValid(contract, now));
    const againstEnded = await post(certificationFor('100001', endedOfJose?.contractId ?? ''));
    expect(againstEnded.status).toBe(422);
    expect(((await againstEnded.json()) as { message?: string }).message).toBe(
      contractRefusals.contractNotValid,
    );
  });

  test('call 12 discards a request that the rules allow, which then shows as canceled', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const payment = (await api.getRequests({ employeeId: '100002' })).find(
      (request) => request.humanResourceRequestType === 'PaidVacations',
    );
    expect(payment).toBeDefined();
    if (!payment) return;
    const token = await stack.tokenFor('ana.admin');
    const discard = (removalJustification: string, ifMatch: string, idempotencyKey: string) =>
      stack.call('/persistence/human-resources-requests', {
        method: 'DELETE',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'RemoveHumanResourcesRequest',
          idempotencyKey,
          ifMatch,
        }),
        body: JSON.stringify({
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: payment.humanResourceRequestDescription,
              humanResourceRequestId: payment.humanResourceRequestId,
              humanResourceRequestNumber: payment.humanResourceRequestNumber,
              removalJustification,
            },
          ],
        }),
      });
    const seen = `"${payment.humanResourceRequestId}.${payment.humanResourceRequestVersion}"`;
    const first = await discard('El empleado ya no necesita el pago.', seen, 'discard-100002-payment');
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const firstAnswer = await first.json();
    // The same DELETE again (a retry whose first answer was lost: same key, same If-Match) is answered by
    // the stored first answer, marked as a replay.
    const retry = await discard('El empleado ya no necesita el pago.', seen, 'discard-100002-payment');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstAnswer);
    const after = (await api.getRequests({ employeeId: '100002' })).find(
      (request) => request.humanResourceRequestId === payment.humanResourceRequestId,
    );
    expect(after?.humanResourceRequestStatus).toBe('canceled');
    // Another discard of a request already canceled, with the version now (a stale one would get 412
    // before the lifecycle is asked), is refused: never 'Solicitud Descartada' twice.
    const now = `"${payment.humanResourceRequestId}.${after?.humanResourceRequestVersion}"`;
    const again = await discard('Otra justificación.', now, 'discard-100002-payment-again');
    expect(again.status).toBe(409);
  });

  test('call 13 returns the remuneration profiles catalogue', async () => {
    const profiles = await (await stack.apiFor('ana.admin')).getRemunerationProfiles();
    expect(profiles).toHaveLength(6);
    expect(profiles[0]).toMatchObject({
      remunerationProfileId: 'RP-001',
      remunerationProfileName: 'Salario básico',
    });
  });
});
