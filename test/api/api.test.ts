import { type Api, createApi } from '@src/api/api';
import { RequestChangedError } from '@src/api/calls/requests';
import { ApiError } from '@src/api/http-client';
import type { NewHumanResourceRequest } from '@src/domain/entities';
import { apiRejection as failure } from '@test/support/api-rejection';
import { envConfig } from '@test/support/env-config';
import { describe, expect, test, vi } from 'vitest';
import { fakeFetch, json, type Step } from './fake-fetch';

const config = envConfig({});

function setup(script: Step[], overrides: { attempts?: number } = {}) {
  const fake = fakeFetch(...script);
  const api = createApi({
    config: {
      ...config,
      retryAttempts: overrides.attempts ?? config.retryAttempts,
    },
    getToken: async () => 'tok',
    getBusinessUnit: () => 'UN-SELECTED',
    fetch: fake.fetch,
    sleep: async () => undefined,
  });
  return { api, calls: fake.calls };
}

const query = (url: URL) => Object.fromEntries(url.searchParams.entries());

const newRequest: NewHumanResourceRequest = {
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestDate: '2026-11-21T10:00:00-05:00',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestDescription: 'Solicitud de disfrute',
  humanResourceRequestData: { daysOff: 5 },
  employeeId: 'E-1',
  requesterCode: 'R-1',
  requesterName: 'Solicitante',
};

interface CallCase {
  call: number;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  query: Record<string, string>;
  action: string | undefined;
  run: (api: Api) => Promise<unknown>;
}

// Exact address, query and X-Action of calls 1–13 of SPEC §7 (default local-stack addresses).
const cases: CallCase[] = [
  {
    call: 1,
    method: 'GET',
    url: 'http://localhost:4100/staff-query/staff-portals-by-business-manager',
    query: { publicCode: 'ERM-DEMO' },
    action: 'SearchAllStaffPortalsByBusinessManager',
    run: (api) => api.getPortalData({ portalCode: 'ERM-DEMO' }),
  },
  {
    call: 2,
    method: 'GET',
    url: 'http://localhost:4100/staff-query/business-managers/BM-7',
    query: {},
    action: 'SearchByIdBusinessManager',
    run: (api) => api.getBusinessManager({ businessManagerId: 'BM-7' }),
  },
  {
    call: 3,
    method: 'GET',
    url: 'http://localhost:4100/staff-portals/staff-portals-by-business-manager',
    query: { staffPortalPublicCode: 'ERM-DEMO', businessUnit: 'UN-2' },
    action: 'SearchOptionsStaffPortalByBusinessUnit',
    run: (api) => api.getPortalOptions({ staffPortalPublicCode: 'ERM-DEMO', businessUnit: 'UN-2' }),
  },
  {
    call: 4,
    method: 'GET',
    url: 'http://localhost:4100/staff-query/staffs',
    query: { identificationDocumentNumber: '1020304050' },
    action: 'SearchAllStaff',
    run: (api) => api.getStaffUser({ identificationDocumentNumber: '1020304050' }),
  },
  {
    call: 5,
    method: 'GET',
    url: 'http://localhost:4100/staff/staffs',
    query: { businessManagerCode: 'BM-7', businessUnitCode: 'UN-2' },
    action: 'SearchUseCaseForStaff',
    run: (api) =>
      api.getUseCases({ businessManagerCode: 'BM-7', businessUnitCode: 'UN-2', userName: 'ana.admin' }),
  },
  {
    call: 6,
    method: 'GET',
    url: 'http://localhost:4100/staff-query/business-units-portal-staff/abcdefghijklmnopqrst/ERM-DEMO',
    query: {},
    action: 'SearchBusinessUnitsForAnOfficer',
    run: (api) => api.getBusinessUnits({ userAccount: 'abcdefghijklmnopqrstuvwxyz', portalCode: 'ERM-DEMO' }),
  },
  {
    call: 7,
    method: 'GET',
    url: 'http://localhost:4100/employee-query/employees',
    query: { page: '1', per_page: '500', sort: 'FirstName:asc', contract_status: 'Formalized' },
    action: 'SearchAllEmployee',
    run: (api) => api.getEmployees(),
  },
  {
    call: 8,
    method: 'GET',
    url: 'http://localhost:4100/employee-query/employees/E-1',
    query: {},
    action: 'SearchByIdEmployee',
    run: (api) => api.getEmployee({ employeeId: 'E-1' }),
  },
  {
    call: 9,
    method: 'GET',
    url: 'http://localhost:4100/employee-query/employees/E-1',
    query: {},
    action: 'SearchDaysPendingPerContractByEmployee',
    run: (api) => api.getPendingDays({ employeeId: 'E-1' }),
  },
  {
    call: 10,
    method: 'GET',
    url: 'http://localhost:4100/employee-portal-query/human-resources-requests',
    query: { page: '1', perPage: '500', employeeId: 'E-1', sort: 'desc.humanResourceRequestDate' },
    action: 'SearchAllHumanResourcesRequest',
    run: (api) => api.getRequests({ employeeId: 'E-1' }),
  },
  {
    call: 10,
    method: 'GET',
    url: 'http://localhost:4100/employee-portal-query/human-resources-requests',
    query: {
      page: '1',
      perPage: '500',
      sort: 'desc.humanResourceRequestDate',
      humanResourceRequestNumber: '150001',
    },
    action: 'SearchAllHumanResourcesRequest',
    run: (api) => api.getRequestByNumber({ requestNumber: '150001' }),
  },
  {
    call: 11,
    method: 'POST',
    url: 'http://localhost:4100/persistence/human-resources-requests',
    query: {},
    action: 'SaveHumanResourcesRequest',
    run: (api) => api.saveRequest({ request: newRequest, idempotencyKey: 'key-1' }),
  },
  {
    call: 12,
    method: 'DELETE',
    url: 'http://localhost:4100/persistence/human-resources-requests',
    query: {},
    action: 'RemoveHumanResourcesRequest',
    run: (api) =>
      api.removeRequests({
        requests: [
          {
            humanResourceRequestDescription: 'd',
            humanResourceRequestId: 'R-1',
            humanResourceRequestNumber: 'N-1',
            removalJustification: 'Ya no se necesita',
            version: 3,
          },
        ],
      }),
  },
  {
    call: 13,
    method: 'GET',
    url: 'http://localhost:4100/remuneration/remuneration-profiles-catalog',
    query: {},
    action: undefined,
    run: (api) => api.getRemunerationProfiles(),
  },
  {
    call: 14,
    method: 'POST',
    url: 'http://localhost:4100/persistence/human-resources-requests/HRR-150001/approval',
    query: {},
    action: 'SaveVacationRequestApproval',
    run: (api) =>
      api.answerVacationRequest({
        requestId: 'HRR-150001',
        version: 1,
        answer: { approval: 'approve', observation: '' },
        idempotencyKey: 'key-14',
      }),
  },
];

describe('calls 1–14: method, address, query and X-Action', () => {
  test.each(cases)('call $call: $method $url with X-Action $action', async (c) => {
    const body = c.call === 11 ? { humanResourceRequestId: 'R-9', humanResourceRequestNumber: 'N-9' } : [];
    const { api, calls } = setup([json(200, body)]);
    await c.run(api);
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.method).toBe(c.method);
    expect(`${sent?.url.origin}${sent?.url.pathname}`).toBe(c.url);
    expect(sent && query(sent.url)).toEqual(c.query);
    expect(sent?.headers['x-action']).toBe(c.action);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.authorization).toBe('Bearer tok');
    expect(sent?.headers['x-business-unit']).toBeTruthy();
  });
});

describe('per-call details', () => {
  test('call 1 uses the first item of the array, undefined for an empty list or a 204', async () => {
    const portal = {
      portalCode: 'ERM-DEMO',
      businessManagerId: 'BM-7',
      optionsByStaffPortalBusinessManager: 'x',
    };
    const first = setup([json(200, [portal, { portalCode: 'other' }])]);
    const data = await first.api.getPortalData({ portalCode: 'ERM-DEMO' });
    expect(data?.portalCode).toBe('ERM-DEMO');
    expect(data?.optionsByStaffPortalBusinessManager).toEqual([]);
    await expect(setup([json(200, [])]).api.getPortalData({ portalCode: 'X' })).resolves.toBeUndefined();
    await expect(setup([{ status: 204 }]).api.getPortalData({ portalCode: 'X' })).resolves.toBeUndefined();
  });

  test('call 1 failure carries the portal texts', async () => {
    const { api } = setup([json(500)]);
    const error = await failure(api.getPortalData({ portalCode: 'X' }));
    expect(error.message).toBe('Error al obtener los datos del portal');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
    );
  });

  test('call 2 maps the business manager, undefined on 204, operator texts on failure', async () => {
    const { api } = setup([
      json(200, { businessManagerId: 'BM-7', languageId: 'es', descriptionUse: 'Operador' }),
    ]);
    await expect(api.getBusinessManager({ businessManagerId: 'BM-7' })).resolves.toMatchObject({
      id: 'BM-7',
      language: 'es',
      description: 'Operador',
    });
    await expect(
      setup([{ status: 204 }]).api.getBusinessManager({ businessManagerId: 'B' }),
    ).resolves.toBeUndefined();
    const error = await failure(setup([json(503)]).api.getBusinessManager({ businessManagerId: 'B' }));
    expect(error.message).toBe('Error al obtener los datos del operador');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
    );
  });

  test('call 3 sends the unit as query parameter and header; 204 gives []', async () => {
    const { api, calls } = setup([json(200, [{ publicCode: 'vacacionesPortalErm', subOption: null }])]);
    const options = await api.getPortalOptions({ staffPortalPublicCode: 'P', businessUnit: 'UN-2' });
    expect(options[0]?.publicCode).toBe('vacacionesPortalErm');
    expect(options[0]?.subOption).toEqual([]);
    expect(calls[0]?.headers['x-business-unit']).toBe('UN-2');
    await expect(
      setup([{ status: 204 }]).api.getPortalOptions({ staffPortalPublicCode: 'P', businessUnit: 'U' }),
    ).resolves.toEqual([]);
  });

  test('call 4 uses the first staff member, user texts on failure', async () => {
    const { api } = setup([json(200, [{ staffId: 'S-1', staffName: 'Ana' }])]);
    await expect(api.getStaffUser({ identificationDocumentNumber: '1' })).resolves.toMatchObject({
      staffId: 'S-1',
      staffByBusinessUnitAndRole: [],
    });
    await expect(
      setup([{ status: 204 }]).api.getStaffUser({ identificationDocumentNumber: '1' }),
    ).resolves.toBeUndefined();
    const error = await failure(
      setup([{ network: true }]).api.getStaffUser({ identificationDocumentNumber: '1' }),
    );
    expect(error.message).toBe('Error al obtener los datos del usuario');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
    );
  });

  test('call 5 sends X-User-Name and reads listOfUseCases or a list; 204 gives []', async () => {
    const input = { businessManagerCode: 'BM', businessUnitCode: 'UN-2', userName: 'ana.admin' };
    const { api, calls } = setup([json(200, { listOfUseCases: ['RenewContract', 3] })]);
    await expect(api.getUseCases(input)).resolves.toEqual(['RenewContract']);
    expect(calls[0]?.headers['x-user-name']).toBe('ana.admin');
    await expect(setup([json(200, ['A', 'B'])]).api.getUseCases(input)).resolves.toEqual(['A', 'B']);
    await expect(setup([{ status: 204 }]).api.getUseCases(input)).resolves.toEqual([]);
    const error = await failure(setup([json(500)]).api.getUseCases(input));
    expect(error.message).toBe('Error al obtener los casos de uso del staff');
  });

  test('call 6 gives [] on 204, units otherwise, and the code in its failure message', async () => {
    const input = { userAccount: 'ana.admin', portalCode: 'ERM-DEMO' };
    await expect(setup([{ status: 204 }]).api.getBusinessUnits(input)).resolves.toEqual([]);
    const units = await setup([
      json(200, [{ businessUnitPublicCode: 'UN-1', urlLogo: 5 }]),
    ]).api.getBusinessUnits(input);
    expect(units).toEqual([
      {
        businessUnitPublicCode: 'UN-1',
        languageId: '',
        abbreviatedName: '',
        descriptionUse: '',
        firstMonthOfFiscalYear: '',
        urlLogo: '',
      },
    ]);
    const error = await failure(setup([json(502)]).api.getBusinessUnits(input));
    expect(error.message).toBe('Error al obtener las unidades de negocio para el oficial. Código: 502');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.',
    );
  });

  test('call 6 encodes path segments', async () => {
    const { api, calls } = setup([json(200, [])]);
    await api.getBusinessUnits({ userAccount: 'a b/c', portalCode: 'P?1' });
    expect(calls[0]?.url.pathname).toBe('/staff-query/business-units-portal-staff/a%20b%2Fc/P%3F1');
  });

  test('call 6 always asks the services: the sample-units flag is decided once, by the credential check', async () => {
    const { api, calls } = setup([json(200, [])]);
    await expect(api.getBusinessUnits({ userAccount: 'a', portalCode: 'p' })).resolves.toEqual([]);
    expect(calls).toHaveLength(1);
  });

  test('call 7 asks for the given page and parses employees', async () => {
    const { api, calls } = setup([
      json(200, [{ employeeId: 'E-1', names: 'Ñusta', employmentContracts: 'x' }]),
    ]);
    const employees = await api.getEmployees({ page: 2 });
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(employees[0]).toMatchObject({ employeeId: 'E-1', names: 'Ñusta', employmentContracts: [] });
    await expect(setup([json(200, { not: 'a list' })]).api.getEmployees()).resolves.toEqual([]);
  });

  test('a data call refused with 401 or 403 is reported once for the error catalogue; session calls are not', async () => {
    const denied: number[] = [];
    const make = (script: Step[]) =>
      createApi({
        config: { ...config, retryAttempts: 3 },
        getToken: async () => 'tok',
        getBusinessUnit: () => 'UN-SELECTED',
        fetch: fakeFetch(...script).fetch,
        sleep: async () => undefined,
        onDenied: (status) => denied.push(status),
      });
    await expect(make([json(403)]).getPendingDays({ employeeId: 'E-1' })).rejects.toBeInstanceOf(ApiError);
    await expect(make([json(401)]).getRequests({ employeeId: 'E-1' })).rejects.toBeInstanceOf(ApiError);
    await expect(make([json(403)]).getRemunerationProfiles()).rejects.toBeInstanceOf(ApiError);
    expect(denied).toEqual([403, 401, 403]);
    await expect(
      make([json(403)]).getStaffUser({ identificationDocumentNumber: '1' }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      make([json(500), json(500), json(500)]).getEmployee({ employeeId: 'E-1' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(denied).toEqual([403, 401, 403]);
  });

  test('call 7 for the whole unit reads page after page until a short page', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ employeeId: `E-${from + index}` }));
    const { api, calls } = setup([
      json(200, page(0, 500)),
      json(200, page(500, 500)),
      json(200, page(1000, 25)),
    ]);
    const employees = await api.getAllEmployees({ businessUnit: 'UN-BIG' });
    expect(employees).toHaveLength(1025);
    expect(employees[1024]?.employeeId).toBe('E-1024');
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(calls.every((call) => call.url.searchParams.get('per_page') === '500')).toBe(true);
  });

  test('call 7 for the whole unit stops at an empty page and fails when any page fails', async () => {
    const full = Array.from({ length: 500 }, (_, index) => ({ employeeId: `E-${index}` }));
    const { api, calls } = setup([json(200, full), { status: 204 }]);
    await expect(api.getAllEmployees()).resolves.toHaveLength(500);
    expect(calls).toHaveLength(2);
    const failing = setup([json(200, full), json(500)], { attempts: 1 });
    await expect(failing.api.getAllEmployees()).rejects.toBeInstanceOf(ApiError);
  });

  test('call 8: a 204 means the employee does not exist (not retried)', async () => {
    const { api, calls } = setup([{ status: 204 }]);
    const error = await failure(api.getEmployee({ employeeId: 'E-404' }));
    expect(error.message).toBe('El empleado con ID E-404 no existe.');
    expect(error.status).toBe(204);
    expect(calls).toHaveLength(1);
  });

  test('call 8 returns the employee, and names it on failure', async () => {
    await expect(
      setup([json(200, { employeeId: 'E-1', names: 'Ana' })]).api.getEmployee({ employeeId: 'E-1' }),
    ).resolves.toMatchObject({ employeeId: 'E-1', names: 'Ana' });
    const error = await failure(setup([json(500)]).api.getEmployee({ employeeId: 'E-1' }));
    expect(error.message).toBe('Error al obtener el empleado E-1');
  });

  test('call 9 gives [] on 204, pending days otherwise, the final message names the employee', async () => {
    await expect(setup([{ status: 204 }]).api.getPendingDays({ employeeId: 'E-1' })).resolves.toEqual([]);
    await expect(
      setup([json(200, [{ contractId: 'C-1', pendingDays: '7.5' }])]).api.getPendingDays({
        employeeId: 'E-1',
      }),
    ).resolves.toMatchObject([{ contractId: 'C-1', pendingDays: 7.5 }]);
    const error = await failure(setup([json(500)]).api.getPendingDays({ employeeId: 'E-1' }));
    expect(error.message).toBe('Error al obtener los días de vacaciones pendientes');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado E-1.',
    );
  });

  test('call 10 adds humanResourceRequestType when filtered; 204 gives []; status in the message', async () => {
    const { api, calls } = setup([
      json(200, [{ humanResourceRequestId: 'R-1', humanResourceRequestData: '{a:1' }]),
    ]);
    const requests = await api.getRequests({ employeeId: 'E-1', requestType: 'PaidVacations' });
    expect(calls[0]?.url.searchParams.get('humanResourceRequestType')).toBe('PaidVacations');
    expect(requests[0]?.humanResourceRequestId).toBe('R-1');
    expect(requests[0]?.humanResourceRequestData).toEqual({ a: 1 });
    await expect(setup([{ status: 204 }]).api.getRequests({ employeeId: 'E-1' })).resolves.toEqual([]);
    const error = await failure(setup([json(500)]).api.getRequests({ employeeId: 'E-1' }));
    expect(error.message).toBe('Error al obtener las solicitudes de recursos humanos (Status: 500)');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    );
  });

  test('a 503 with Retry-After (the services’ database did not answer) is retried as a 500 is, then the call’s usual texts', async () => {
    const unavailable: Step = {
      status: 503,
      body: { message: 'No disponible.' },
      headers: { 'Retry-After': '5' },
    };
    const { api, calls } = setup([unavailable]);
    const error = await failure(api.getRequests({ employeeId: 'E-1' }));
    expect(calls).toHaveLength(config.retryAttempts);
    expect(error.message).toBe('Error al obtener las solicitudes de recursos humanos (Status: 503)');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    );
    const recovered = setup([unavailable, json(200, [{ humanResourceRequestId: 'R-1' }])]);
    const requests = await recovered.api.getRequests({ employeeId: 'E-1' });
    expect(requests.map((request) => request.humanResourceRequestId)).toEqual(['R-1']);
  });

  test('a 429 (too many calls of the account) says so in Spanish, whatever the call', async () => {
    const tooMany: Step = { status: 429, body: { message: 'Demasiadas.' }, headers: { 'Retry-After': '1' } };
    const text = 'Demasiadas solicitudes en poco tiempo. Espera un momento e inténtalo de nuevo.';
    const { api, calls } = setup([tooMany]);
    const error = await failure(api.getRequests({ employeeId: 'E-1' }));
    expect(calls).toHaveLength(config.retryAttempts);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.message).toBe(text);
    expect(error.finalMessage).toBe(text);
    const save = await failure(setup([tooMany]).api.saveRequest({ request: newRequest }));
    expect(save.finalMessage).toBe(text);
  });

  test('call 11 posts the request with an Idempotency-Key reused on every attempt', async () => {
    const { api, calls } = setup([
      json(503),
      json(201, { humanResourceRequestId: 'R-9', humanResourceRequestNumber: 'SOL-0009' }),
    ]);
    await expect(api.saveRequest({ request: newRequest, idempotencyKey: 'key-1' })).resolves.toEqual({
      humanResourceRequestId: 'R-9',
      humanResourceRequestNumber: 'SOL-0009',
      // The person the services filed it under: none named in this answer.
      employeeId: '',
    });
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
    expect(calls[0]?.body).toEqual(newRequest);
  });

  test('call 11 makes up a key when the caller gives none, the same on every attempt', async () => {
    const { api, calls } = setup([
      json(500),
      json(200, { humanResourceRequestId: 1, humanResourceRequestNumber: 2 }),
    ]);
    await expect(api.saveRequest({ request: newRequest })).resolves.toEqual({
      humanResourceRequestId: '1',
      humanResourceRequestNumber: '2',
      employeeId: '',
    });
    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('call 11 failure says the submission failed; an answer without id is malformed', async () => {
    const error = await failure(setup([json(400)]).api.saveRequest({ request: newRequest }));
    expect(error.message).toBe('Error al enviar la solicitud. Intente nuevamente.');
    const malformed = await failure(setup([json(200, {})]).api.saveRequest({ request: newRequest }));
    expect(malformed.kind).toBe('malformed');
  });

  test('call 10 by number gives the request of that number only, undefined on 204; the requests texts on failure', async () => {
    const { api } = setup([
      json(200, [
        { humanResourceRequestId: 'HRR-150009', humanResourceRequestNumber: '150009' },
        { humanResourceRequestId: 'HRR-150001', humanResourceRequestNumber: '150001' },
      ]),
    ]);
    // Never the first item of the list: the one whose number equals `code`.
    await expect(api.getRequestByNumber({ requestNumber: '150001' })).resolves.toMatchObject({
      humanResourceRequestId: 'HRR-150001',
    });
    await expect(
      setup([
        json(200, [{ humanResourceRequestId: 'HRR-150009', humanResourceRequestNumber: '150009' }]),
      ]).api.getRequestByNumber({ requestNumber: '150001' }),
    ).resolves.toBeUndefined();
    await expect(
      setup([{ status: 204 }]).api.getRequestByNumber({ requestNumber: '9' }),
    ).resolves.toBeUndefined();
    await expect(
      setup([json(200, [])]).api.getRequestByNumber({ requestNumber: '9' }),
    ).resolves.toBeUndefined();
    const error = await failure(setup([json(500)]).api.getRequestByNumber({ requestNumber: '9' }));
    expect(error.message).toBe('Error al obtener las solicitudes de recursos humanos (Status: 500)');
  });

  test('call 14 posts the answer with an Idempotency-Key reused on every attempt, and reads the request', async () => {
    const { api, calls } = setup([
      json(503),
      json(200, { humanResourceRequestId: 'HRR-150002', humanResourceRequestStatus: 'rejected' }),
    ]);
    const answered = await api.answerVacationRequest({
      requestId: 'HRR-150002',
      version: 4,
      answer: { approval: 'reject', observation: 'Sin cupo' },
      idempotencyKey: 'key-2',
    });
    expect(answered.humanResourceRequestStatus).toBe('rejected');
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual(['key-2', 'key-2']);
    // The version the person saw goes back as If-Match, the same on every attempt.
    expect(calls.map((call) => call.headers['if-match'])).toEqual(['"HRR-150002.4"', '"HRR-150002.4"']);
    expect(calls[0]?.body).toEqual({ approval: 'reject', observation: 'Sin cupo' });
    const error = await failure(
      setup([json(403)]).api.answerVacationRequest({
        requestId: 'R',
        version: 1,
        answer: { approval: 'approve', observation: '' },
      }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Error al enviar la solicitud. Intente nuevamente.');
  });

  test('a 412 with the request now and its last change is a RequestChangedError, sent once, never retried', async () => {
    const now = {
      humanResourceRequestId: 'R-1',
      humanResourceRequestNumber: '150001',
      humanResourceRequestStatus: 'canceled',
      humanResourceRequestVersion: 4,
      employeeId: 'E-9',
    };
    const lastChange = {
      userWhoExecutedAction: 'beto.unaunidad',
      userName: 'Alberto Núñez',
      actionExecuted: 'Descarte',
      executionDate: '2026-11-24T10:00:00.000Z',
      description: 'Ya no aplica.',
    };
    const { api, calls } = setup(
      [json(412, { message: 'La solicitud cambió', humanResourceRequest: now, lastChange }), json(200, now)],
      { attempts: 3 },
    );
    const error = await failure(
      api.answerVacationRequest({
        requestId: 'R-1',
        version: 3,
        answer: { approval: 'approve', observation: '' },
      }),
    );
    expect(error).toBeInstanceOf(RequestChangedError);
    expect(error.status).toBe(412);
    expect((error as RequestChangedError).conflict).toEqual({
      humanResourceRequest: expect.objectContaining({
        humanResourceRequestId: 'R-1',
        humanResourceRequestStatus: 'canceled',
        humanResourceRequestVersion: 4,
        employeeId: 'E-9',
      }),
      lastChange,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['if-match']).toBe('"R-1.3"');
  });

  test('a 428 (a change sent without If-Match: a bug of the app) is an ordinary error, logged, sent once, never retried', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { api, calls } = setup(
        [
          json(428, { message: 'Falta el encabezado If-Match' }),
          json(200, { humanResourceRequestId: 'R-1' }),
        ],
        { attempts: 3 },
      );
      const error = await failure(api.assignResponsible({ requestId: 'R-1', version: 2 }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).not.toBeInstanceOf(RequestChangedError);
      expect(error).toMatchObject({ kind: 'http', status: 428 });
      expect(calls).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith(
        '[api] AssignHumanResourcesRequestResponsible: 428 Precondition Required (falta If-Match)',
      );
    } finally {
      logged.mockRestore();
    }
  });

  test('call 12 sends removeHumanResourcesRequest in a DELETE body and accepts 204', async () => {
    const entry = {
      humanResourceRequestDescription: 'Vacaciones',
      humanResourceRequestId: 'R-1',
      humanResourceRequestNumber: 'SOL-1',
      removalJustification: 'Duplicada',
    };
    const { api, calls } = setup([{ status: 204 }]);
    const second = { ...entry, humanResourceRequestId: 'R-2', humanResourceRequestNumber: 'SOL-2' };
    await expect(
      api.removeRequests({
        requests: [
          { ...entry, version: 7 },
          { ...second, version: 2 },
        ],
      }),
    ).resolves.toBeUndefined();
    // The versions go in If-Match only, each with its request; the body is call 12's.
    expect(calls[0]?.body).toEqual({ removeHumanResourcesRequest: [entry, second] });
    expect(calls[0]?.headers['if-match']).toBe('"R-1.7", "R-2.2"');
    const error = await failure(
      setup([json(500)], { attempts: 2 }).api.removeRequests({ requests: [{ ...entry, version: 7 }] }),
    );
    expect(error.message).toBe('No se pudo eliminar la solicitud');
  });

  test('call 13 has no X-Action, maps a non-array to [] and shows the status', async () => {
    await expect(setup([json(200, { a: 1 })]).api.getRemunerationProfiles()).resolves.toEqual([]);
    await expect(
      setup([
        json(200, [{ remunerationProfileId: 'P1', remunerationProfileName: 'Básico' }]),
      ]).api.getRemunerationProfiles(),
    ).resolves.toEqual([
      { remunerationProfileId: 'P1', remunerationProfileName: 'Básico', remunerationProfileDescription: '' },
    ]);
    const error = await failure(setup([json(404)]).api.getRemunerationProfiles());
    expect(error.message).toBe('Error al obtener los perfiles de remuneración (Status: 404)');
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudo obtener los perfiles de remuneración.',
    );
  });

  test('an explicit businessUnit overrides the selected unit in X-Business-unit', async () => {
    const { api, calls } = setup([json(200, [])]);
    await api.getEmployees({ businessUnit: 'UN-OTHER' });
    await api.getEmployees();
    expect(calls.map((call) => call.headers['x-business-unit'])).toEqual(['UN-OTHER', 'UN-SELECTED']);
  });

  test('every call passes the caller signal: an aborted signal makes no request', async () => {
    const { api, calls } = setup([json(200, [])]);
    const error = await failure(api.getEmployees({ signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(calls).toHaveLength(0);
  });
});

describe('call 18 (ours): an onboarding request’s CV', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n% hoja de vida\n%%EOF\n');

  /** A fetch answering the PDF (or the given status), recording what was asked. */
  function fileFetch(status = 200) {
    const calls: { url: URL; headers: Record<string, string> }[] = [];
    const fetch = async (input: string, init: RequestInit) => {
      calls.push({ url: new URL(input), headers: Object.fromEntries(new Headers(init.headers).entries()) });
      return status === 200
        ? new Response(pdf, {
            status,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `inline; filename="cv lucia.pdf"; filename*=UTF-8''cv%20luc%C3%ADa.pdf`,
            },
          })
        : new Response(JSON.stringify({ message: 'No' }), { status });
    };
    const api = createApi({
      config: { ...config, retryAttempts: 2 },
      getToken: async () => 'tok',
      getBusinessUnit: () => 'UN-SELECTED',
      fetch,
      sleep: async () => undefined,
    });
    return { api, calls };
  }

  test('GETs the request’s curriculum with the client’s headers and gives the PDF and its file name', async () => {
    const { api, calls } = fileFetch();
    const file = await api.getRequestCurriculum({ requestId: 'HRR 1/2' });
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(`${sent?.url.origin}${sent?.url.pathname}`).toBe(
      'http://localhost:4100/employee-portal-query/human-resources-requests/HRR%201%2F2/curriculum',
    );
    expect(sent?.headers['x-action']).toBe('SearchHumanResourcesRequestCurriculum');
    expect(sent?.headers.authorization).toBe('Bearer tok');
    expect(sent?.headers['x-business-unit']).toBe('UN-SELECTED');
    expect(file.fileName).toBe('cv lucía.pdf');
    expect(file.content.type).toBe('application/pdf');
    expect(new Uint8Array(await file.content.arrayBuffer())).toEqual(pdf);
  });

  test('a 404 (no CV) is not retried and carries the CV texts', async () => {
    const { api, calls } = fileFetch(404);
    const error = await failure(api.getRequestCurriculum({ requestId: 'HRR-1' }));
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Error al obtener la hoja de vida (Status: 404)');
    expect(error.finalMessage).toBe('Todos los intentos fallaron. No se pudo obtener la hoja de vida.');
  });
});
