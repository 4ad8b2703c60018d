// What the reference services enforce: Bearer token, X-Action of the route, the X-Business-unit scope,
// use cases for mutations, body validation, the discard rules, Idempotency-Key and CORS.

import { discardMessages } from '@src/domain/texts';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { currentTagOf, headersOf, rawCalls, validCertification } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

// Each test signs in through the real provider; the 2 shared cores can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;
let ana: string;
let carla: string;

beforeAll(async () => {
  stack = await startTestStack();
  ana = await stack.tokenFor('ana.admin');
  carla = await stack.tokenFor('carla.consulta');
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const send = (
  call: { method: string; path: string; body?: unknown },
  headers: Record<string, string>,
  body: unknown = call.body,
) =>
  stack.call(call.path, {
    method: call.method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

let forgingKey: Awaited<ReturnType<typeof generateKeyPair>> | undefined;

/** A well-formed access token (right issuer, audience, subject) signed by a key the provider never had. */
async function forgedToken() {
  forgingKey ??= await generateKeyPair('RS256');
  const { privateKey, publicKey } = forgingKey;
  const jwk = await exportJWK(publicKey);
  return new SignJWT({ client_id: 'portal-erm' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: String(jwk.n).slice(0, 8) })
    .setIssuer(stack.urls.oidc)
    .setAudience(stack.urls.services)
    .setSubject('ana.admin')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

const save = (body: unknown, token: string, unit = 'UN-ANDINA', key?: string) =>
  send(
    { method: 'POST', path: '/persistence/human-resources-requests' },
    headersOf({ token, unit, action: 'SaveHumanResourcesRequest', ...(key ? { idempotencyKey: key } : {}) }),
    body,
  );

const remove = async (
  id: string,
  token: string,
  unit = 'UN-ANDINA',
  justification = 'Ya no aplica.',
  idempotencyKey?: string,
) =>
  send(
    { method: 'DELETE', path: '/persistence/human-resources-requests' },
    headersOf({
      token,
      unit,
      action: 'RemoveHumanResourcesRequest',
      ifMatch: await currentTagOf(stack.db, id),
      idempotencyKey,
    }),
    {
      removeHumanResourcesRequest: [
        {
          humanResourceRequestDescription: 'Solicitud',
          humanResourceRequestId: id,
          humanResourceRequestNumber: '',
          removalJustification: justification,
        },
      ],
    },
  );

describe('a Bearer token verified against the provider is required', () => {
  test.each(rawCalls)('call $n without a token answers 401', async (call) => {
    const response = await send(
      call,
      headersOf({ unit: 'UN-ANDINA', ...(call.action ? { action: call.action } : {}) }),
    );
    expect(response.status).toBe(401);
  });

  test.each(rawCalls)('call $n with a token signed by another key answers 401', async (call) => {
    const token = await forgedToken();
    const response = await send(
      call,
      headersOf({ token, unit: 'UN-ANDINA', ...(call.action ? { action: call.action } : {}) }),
    );
    expect(response.status).toBe(401);
  });

  test('a garbage token and a non-Bearer scheme answer 401', async () => {
    const call = rawCalls[0];
    if (!call?.action) throw new Error('table');
    expect((await send(call, headersOf({ token: 'abc.def.ghi', action: call.action }))).status).toBe(401);
    expect((await send(call, { Authorization: `Basic ${ana}`, 'X-Action': call.action })).status).toBe(401);
  });

  test.each(rawCalls.filter((call) => call.method === 'GET'))(
    'call $n with a valid token answers 200',
    async (call) => {
      const token = call.account ? await stack.tokenFor(call.account) : ana;
      const response = await send(
        call,
        headersOf({ token, unit: 'UN-ANDINA', ...(call.action ? { action: call.action } : {}) }),
      );
      expect(response.status).toBe(200);
    },
  );
});

describe('the X-Action header must name the call of the route', () => {
  const withAction = rawCalls.filter((call) => call.action);

  test.each(withAction)('call $n with a wrong X-Action answers 400', async (call) => {
    const response = await send(
      call,
      headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SearchSomethingElse' }),
    );
    expect(response.status).toBe(400);
    expect(await message(response)).toContain('X-Action');
  });

  test.each(withAction)('call $n without X-Action answers 400', async (call) => {
    const response = await send(call, headersOf({ token: ana, unit: 'UN-ANDINA' }));
    expect(response.status).toBe(400);
  });

  test('calls 8 and 9 share a path and are told apart by X-Action', async () => {
    const path = '/employee-query/employees/100001';
    const employee = await (
      await send(
        { method: 'GET', path },
        headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SearchByIdEmployee' }),
      )
    ).json();
    const pending = await (
      await send(
        { method: 'GET', path },
        headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SearchDaysPendingPerContractByEmployee' }),
      )
    ).json();
    expect(employee).toMatchObject({ employeeId: '100001' });
    expect(Array.isArray(pending)).toBe(true);
  });
});

describe('another unit is out of reach: its ids answer exactly like missing ones, its units are refused', () => {
  const get = (path: string, action: string, token: string, unit?: string) =>
    send({ method: 'GET', path }, headersOf({ token, action, ...(unit ? { unit } : {}) }));

  /** Status, body and content type: everything a caller could tell two answers apart by. */
  const answer = async (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  });

  test.each([
    ['call 8', '/employee-query/employees/', '', 'SearchByIdEmployee'],
    ['call 9', '/employee-query/employees/', '', 'SearchDaysPendingPerContractByEmployee'],
    [
      'call 10',
      '/employee-portal-query/human-resources-requests?employeeId=',
      '&sort=desc.humanResourceRequestDate',
      'SearchAllHumanResourcesRequest',
    ],
  ])(
    '%s: an employee of CARIBE asked from UN-ANDINA answers as a missing id',
    async (_n, path, rest, action) => {
      const other = await answer(await get(`${path}200001${rest}`, action, ana, 'UN-ANDINA'));
      const missing = await answer(await get(`${path}999999${rest}`, action, ana, 'UN-ANDINA'));
      expect(other).toEqual(missing);
      expect(other.status).toBe(204);
      expect((await get(`${path}200001${rest}`, action, ana, 'UN-CARIBE')).status).toBe(200);
    },
  );

  test('call 11: saving for an employee of another unit answers as for a missing employee', async () => {
    const other = await answer(await save({ ...validCertification, employeeId: '200001' }, ana, 'UN-ANDINA'));
    const missing = await answer(
      await save({ ...validCertification, employeeId: '999999' }, ana, 'UN-ANDINA'),
    );
    expect(other.status).toBe(400);
    expect(other.body.replace('200001', 'ID')).toBe(missing.body.replace('999999', 'ID'));
    expect(other.type).toBe(missing.type);
  });

  test('call 12: discarding a request of another unit answers as for a missing request', async () => {
    const caribe = (await (
      await get(
        '/employee-portal-query/human-resources-requests?employeeId=200001',
        'SearchAllHumanResourcesRequest',
        ana,
        'UN-CARIBE',
      )
    ).json()) as { humanResourceRequestId: string }[];
    const id = caribe[0]?.humanResourceRequestId ?? '';
    expect(id).not.toBe('');
    const other = await answer(await remove(id, ana, 'UN-ANDINA'));
    const missing = await answer(await remove('HRR-NO-EXISTE', ana, 'UN-ANDINA'));
    expect(other.status).toBe(404);
    expect(other.body.replace(id, 'ID')).toBe(missing.body.replace('HRR-NO-EXISTE', 'ID'));
    expect(other.type).toBe(missing.type);
  });

  test('a unit the staff member does not belong to, or no unit at all', async () => {
    const list =
      '/employee-query/employees?page=1&per_page=500&sort=FirstName:asc&contract_status=Formalized';
    expect((await get(list, 'SearchAllEmployee', carla, 'UN-PACIFICO')).status).toBe(403);
    expect((await get(list, 'SearchAllEmployee', carla)).status).toBe(403);
    expect((await get(list, 'SearchAllEmployee', carla, 'UN-CARIBE')).status).toBe(200);
  });

  test('portal options and use cases of a unit other than the header', async () => {
    expect(
      (
        await get(
          '/staff-portals/staff-portals-by-business-manager?staffPortalPublicCode=ERM-DEMO&businessUnit=UN-CARIBE',
          'SearchOptionsStaffPortalByBusinessUnit',
          ana,
          'UN-ANDINA',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await get(
          '/staff-portals/staff-portals-by-business-manager?staffPortalPublicCode=ERM-DEMO&businessUnit=UN-PACIFICO',
          'SearchOptionsStaffPortalByBusinessUnit',
          carla,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await get(
          '/staff/staffs?businessManagerCode=ERM&businessUnitCode=UN-CARIBE',
          'SearchUseCaseForStaff',
          ana,
          'UN-ANDINA',
        )
      ).status,
    ).toBe(403);
  });

  test("another person's staff record or user account", async () => {
    expect(
      (await get('/staff-query/staffs?identificationDocumentNumber=43100003', 'SearchAllStaff', ana)).status,
    ).toBe(403);
    expect(
      (
        await get(
          '/staff-query/business-units-portal-staff/carla.consulta%40erm-d/ERM-DEMO',
          'SearchBusinessUnitsForAnOfficer',
          ana,
        )
      ).status,
    ).toBe(403);
  });
});

describe('mutations need the use cases of SPEC §6 (403 otherwise)', () => {
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const enjoyment = {
    ...validCertification,
    humanResourceRequestType: 'VacationsEnjoyed',
    humanResourceRequestData: {
      contractId: 'CT-100005-1',
      daysOff: 3,
      startDateEnyoment: inTenDays,
      observationEmployee: '',
    },
  };
  const payment = {
    ...validCertification,
    humanResourceRequestType: 'PaidVacations',
    humanResourceRequestData: { contractId: 'CT-100005-1', daysToPay: 3, observationEmployee: '' },
  };

  test.each([
    ['an enjoyment request', enjoyment, 'RequestToEnjoyVacationDays'],
    ['a payment request', payment, 'RequestPaymentForVacationDays'],
    ['a certification request', validCertification, 'RequestCertificate'],
  ])('read-only carla cannot save %s', async (_name, body, useCase) => {
    const response = await save(body, carla);
    expect(response.status).toBe(403);
    expect(await message(response)).toContain(useCase);
  });

  test('read-only carla cannot discard a request; ana can save an enjoyment request', async () => {
    const response = await remove('HRR-00008', carla);
    expect(response.status).toBe(403);
    expect(await message(response)).toContain('DiscardCertificateRequest');
    expect((await save(enjoyment, ana)).status).toBe(201);
  });
});

describe('request bodies are validated (400 with a Spanish message)', () => {
  test('a body that is not JSON', async () => {
    const response = await save('{"humanResourceRequestType": ', ana);
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  test('days out of 1..15, a start date in the past, a missing field, an unknown type', async () => {
    const base = { ...validCertification, humanResourceRequestType: 'PaidVacations' };
    const tooMany = await save(
      { ...base, humanResourceRequestData: { contractId: 'CT-1', daysToPay: 20 } },
      ana,
    );
    expect(tooMany.status).toBe(400);
    expect(await message(tooMany)).toContain('entre 1 y 15');
    const past = await save(
      {
        ...base,
        humanResourceRequestType: 'VacationsEnjoyed',
        humanResourceRequestData: {
          contractId: 'CT-1',
          daysOff: 2,
          startDateEnyoment: '2020-01-01T00:00:00-05:00',
        },
      },
      ana,
    );
    expect(past.status).toBe(400);
    expect(await message(past)).toContain('anterior o igual al día actual');
    const { employeeId: _employeeId, ...withoutEmployee } = validCertification;
    expect((await save(withoutEmployee, ana)).status).toBe(400);
    const pqr = await save({ ...validCertification, humanResourceRequestType: 'PQR' }, ana);
    expect(pqr.status).toBe(400);
    expect(await message(pqr)).toBe('Tipo de solicitud no reconocido.');
  });

  test('a discard without justification or longer than 500 characters', async () => {
    expect((await remove('HRR-00008', ana, 'UN-ANDINA', '')).status).toBe(400);
    expect((await remove('HRR-00008', ana, 'UN-ANDINA', 'x'.repeat(501))).status).toBe(400);
  });
});

describe('the discard rules of SPEC §5 are enforced by the service', () => {
  test.each([
    ['an enjoyment request whose period has not begun', 'HRR-00002', discardMessages.enjoymentNotStarted],
    ['an enjoyment request with a disbursement date', 'HRR-00003', discardMessages.enjoymentDisbursed],
    ['a payment request with a disbursement date', 'HRR-00005', discardMessages.paymentDisbursed],
  ])('refuses %s (409)', async (_name, id, text) => {
    const response = await remove(id, ana);
    expect(response.status).toBe(409);
    expect(await message(response)).toBe(text);
  });

  test('refuses a finished request and allows a discardable one once; a keyed repeat answers the same', async () => {
    expect((await remove('HRR-00010', ana)).status).toBe(409);
    const key = 'discard-HRR-00001';
    const first = await remove('HRR-00001', ana, 'UN-ANDINA', 'Ya no aplica.', key);
    expect(first.status).toBe(200);
    // A retry with the same Idempotency-Key is answered by the first answer…
    const again = await remove('HRR-00001', ana, 'UN-ANDINA', 'Ya no aplica.', key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    // …any other discard of the request, now canceled, is refused by the lifecycle.
    expect((await remove('HRR-00001', ana)).status).toBe(409);
  });
});

describe('who asked and when come from the token and the server clock, not from the body', () => {
  test('a body naming someone else and another date is saved with the caller and today', async () => {
    const staff = (await (
      await send(
        { method: 'GET', path: '/staff-query/staffs?identificationDocumentNumber=52100001' },
        headersOf({ token: ana, action: 'SearchAllStaff' }),
      )
    ).json()) as { staffId: string; staffName: string }[];
    const me = staff[0];
    expect(me?.staffName).toBe('Ana Sofía Gutiérrez');
    const before = Date.now();
    const response = await save(
      {
        ...validCertification,
        requesterCode: 'STF-999',
        requesterName: 'Alguien Más',
        humanResourceRequestDate: '2001-01-01T00:00:00-05:00',
      },
      ana,
    );
    expect(response.status).toBe(201);
    const saved = (await response.json()) as Record<string, string>;
    expect(saved.requesterCode).toBe(me?.staffId);
    expect(saved.requesterName).toBe('Ana Sofía Gutiérrez');
    const date = Date.parse(saved.humanResourceRequestDate ?? '');
    expect(date).toBeGreaterThanOrEqual(before - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);
    const listed = (await (
      await send(
        { method: 'GET', path: '/employee-portal-query/human-resources-requests?employeeId=100005' },
        headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SearchAllHumanResourcesRequest' }),
      )
    ).json()) as Record<string, string>[];
    expect(
      listed.find((request) => request.humanResourceRequestId === saved.humanResourceRequestId),
    ).toMatchObject({
      requesterCode: me?.staffId,
      requesterName: 'Ana Sofía Gutiérrez',
      humanResourceRequestDate: saved.humanResourceRequestDate,
    });
  });
});

describe('POST honours Idempotency-Key', () => {
  test('a repeat returns the first result and creates nothing', async () => {
    const list = async () =>
      (await (
        await send(
          { method: 'GET', path: '/employee-portal-query/human-resources-requests?employeeId=100005' },
          headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SearchAllHumanResourcesRequest' }),
        )
      ).json()) as unknown[];
    const before = (await list()).length;
    const key = `key-${Date.now()}`;
    const first = await save(validCertification, ana, 'UN-ANDINA', key);
    const second = await save(validCertification, ana, 'UN-ANDINA', key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const a = (await first.json()) as { humanResourceRequestId: string; humanResourceRequestNumber: string };
    const b = (await second.json()) as { humanResourceRequestId: string; humanResourceRequestNumber: string };
    expect(b.humanResourceRequestId).toBe(a.humanResourceRequestId);
    expect(b.humanResourceRequestNumber).toBe(a.humanResourceRequestNumber);
    expect((await list()).length).toBe(before + 1);
    const third = await save(validCertification, ana, 'UN-ANDINA', `${key}-other`);
    expect(((await third.json()) as { humanResourceRequestId: string }).humanResourceRequestId).not.toBe(
      a.humanResourceRequestId,
    );
  });
});

describe('CORS is open only to the app origins', () => {
  const preflight = (origin: string) =>
    stack.call('/employee-query/employees', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-action,x-business-unit,content-type',
      },
    });

  test('the app origin may call with the custom headers', async () => {
    const response = await preflight(stack.urls.app);
    expect(response.headers.get('access-control-allow-origin')).toBe(stack.urls.app);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'x-action', 'x-business-unit', 'x-user-name', 'idempotency-key']) {
      expect(allowed).toContain(header);
    }
  });

  test('another origin gets no CORS grant', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
