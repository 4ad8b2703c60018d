// Fault injection (test mode only) for every fault kind, and data surviving a restart.

import { ApiError } from '@src/api/http-client';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { validCertification } from './support/calls-table';
import { signIn, tokenEndpointProof } from './support/oidc-flow';
import { startTestStack, type TestStack } from './support/test-stack';

// Each test signs in through the real provider; the 2 shared cores can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack('test');
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const arm = (fault: Record<string, unknown> | Record<string, unknown>[]) =>
  stack.call('/__faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('fault injection forces, for one X-Action and a number of requests, a misbehaviour', () => {
  test('a status, for exactly `times` requests', async () => {
    expect(
      (await arm({ action: 'SearchAllStaffPortalsByBusinessManager', times: 2, status: 500 })).status,
    ).toBe(201);
    const api = await stack.apiFor('ana.admin');
    const first = await failure(api.getPortalData({ portalCode: 'ERM-DEMO' }));
    expect(first).toBeInstanceOf(ApiError);
    expect(first.status).toBe(500);
    expect((await failure(api.getPortalData({ portalCode: 'ERM-DEMO' }))).status).toBe(500);
    expect((await api.getPortalData({ portalCode: 'ERM-DEMO' }))?.publicCode).toBe('ERM-DEMO');
  });

  test('a 204', async () => {
    await arm({ action: 'SearchAllHumanResourcesRequest', empty204: true });
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    expect(await api.getRequests({ employeeId: '100001' })).toEqual([]);
    expect((await api.getRequests({ employeeId: '100001' })).length).toBeGreaterThan(10);
  });

  test('a malformed body', async () => {
    await arm({ action: 'SearchAllEmployee', malformed: true });
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    expect((await failure(api.getEmployees())).kind).toBe('malformed');
  });

  test('a dropped connection', async () => {
    await arm({ action: 'SearchByIdEmployee', drop: true });
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    expect((await failure(api.getEmployee({ employeeId: '100001' }))).kind).toBe('network');
    expect((await api.getEmployee({ employeeId: '100001' })).employeeId).toBe('100001');
  });

  test('a connection cut after the headers, in the middle of the body', async () => {
    await arm({ action: 'SearchByIdEmployee', cut: true });
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    expect((await failure(api.getEmployee({ employeeId: '100001' }))).kind).toBe('network');
    expect((await api.getEmployee({ employeeId: '100001' })).employeeId).toBe('100001');
  });

  test('a delay longer than the client time-out', async () => {
    await arm({ action: 'SearchDaysPendingPerContractByEmployee', delayMs: 1500 });
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA', { timeoutMs: 200 });
    expect((await failure(api.getPendingDays({ employeeId: '100001' }))).kind).toBe('timeout');
  });

  test('call 13 (no X-Action) under the key RemunerationProfilesCatalog', async () => {
    await arm({ action: 'RemunerationProfilesCatalog', status: 503 });
    const api = await stack.apiFor('ana.admin');
    expect((await failure(api.getRemunerationProfiles())).status).toBe(503);
  });

  test('requests are counted per X-Action on the server (the client attempts), and DELETE resets the counts', async () => {
    await stack.call('/__faults', { method: 'DELETE' });
    await arm({ action: 'SearchDaysPendingPerContractByEmployee', times: 10, status: 500 });
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA', { attempts: 3 });
    expect((await failure(api.getPendingDays({ employeeId: '100001' }))).attempts).toBe(3);
    await api.getRemunerationProfiles();
    const counted = (await (await stack.call('/__faults')).json()) as { calls: Record<string, number> };
    expect(counted.calls.SearchDaysPendingPerContractByEmployee).toBe(3);
    expect(counted.calls.RemunerationProfilesCatalog).toBe(1);
    await stack.call('/__faults', { method: 'DELETE' });
    expect(((await (await stack.call('/__faults')).json()) as { calls: object }).calls).toEqual({});
  });

  test('faults are listed, cleared with DELETE, and an invalid one is refused', async () => {
    await arm([
      { action: 'SearchAllStaff', status: 500, times: 3 },
      { action: 'SearchByIdBusinessManager', empty204: true },
    ]);
    const listed = (await (await stack.call('/__faults')).json()) as { faults: { action: string }[] };
    expect(listed.faults.map((fault) => fault.action)).toEqual([
      'SearchAllStaff',
      'SearchByIdBusinessManager',
    ]);
    expect((await stack.call('/__faults', { method: 'DELETE' })).status).toBe(204);
    expect(((await (await stack.call('/__faults')).json()) as { faults: unknown[] }).faults).toEqual([]);
    expect((await arm({ action: 'SearchAllStaff', status: 'quinientos' })).status).toBe(400);
  });
});

describe('POST /__reset sows the seed again (test mode)', () => {
  test('a request created since is gone, numbers start over, armed faults go, and the session stays', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const seeded = (await api.getRequests({ employeeId: '100005' })).map((r) => r.humanResourceRequestId);
    const first = await api.saveRequest({ request: validCertification });
    expect(seeded).not.toContain(first.humanResourceRequestId);
    await arm({ action: 'SearchAllEmployee', status: 500 });
    expect((await stack.call('/__reset', { method: 'POST' })).status).toBe(204);
    // The same access token (the provider's grants stay) reads the seed as it was sown.
    expect((await api.getRequests({ employeeId: '100005' })).map((r) => r.humanResourceRequestId)).toEqual(
      seeded,
    );
    expect((await api.getEmployees()).length).toBeGreaterThan(0);
    const again = await api.saveRequest({ request: validCertification });
    expect(again.humanResourceRequestNumber).toBe(first.humanResourceRequestNumber);
  });
});

/** An onboarding request for a new person (call 11): the services record the person (the next free id). */
const linking = (names: string, identificationNumber: string) => ({
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestDescription: 'Vinculación de un nuevo empleado',
  employeeId: '',
  humanResourceRequestData: {
    personal: {
      names,
      lastNames: 'Prueba Reinicio',
      identificationNumber,
      attachedFile: {
        fileName: 'hoja-de-vida.pdf',
        contentType: 'application/pdf',
        contentBase64: Buffer.from('%PDF-1.7\n'.padEnd(2048, ' '), 'latin1').toString('base64'),
      },
    },
    position: { startDate: new Date().toISOString(), contractType: 'PermanentJob' },
    location: { costCenter: 'Centro de costo ANDINA' },
    assignments: [{ assignment: 'Salario', value: 2_500_000 }],
  },
});

test("a person linked after a reset is listed by call 7 as themselves (their id was another's before)", async () => {
  const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
  const before = await api.saveRequest({ request: linking('Persona Antes', '3020309901') as never });
  // Call 7 reads every page, so the services keep that person's list summary.
  expect((await api.getAllEmployees()).map((employee) => employee.employeeId)).toContain(before.employeeId);
  expect((await stack.call('/__reset', { method: 'POST' })).status).toBe(204);
  const after = await api.saveRequest({ request: linking('Persona Después', '3020309902') as never });
  expect(after.employeeId).toBe(before.employeeId);
  const listed = (await api.getAllEmployees()).find((employee) => employee.employeeId === after.employeeId);
  expect(listed?.names).toBe('Persona Después');
  expect(listed?.identificationDocumentNumber).toBe('3020309902');
});

describe('nothing created through the app (or a sign-in) is lost on a restart', () => {
  test('a saved request is still listed after stop and start, and fault injection is off outside test mode', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const saved = await api.saveRequest({ request: validCertification });
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'beto.unaunidad',
      password: 'demo',
    });
    await stack.restart('dev');
    // The provider keeps its grants in the database too: the refresh token still works.
    const refreshed = await fetch(`${stack.urls.oidc}/token`, {
      method: 'POST',
      headers: { DPoP: await tokenEndpointProof(stack.urls.oidc) },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens?.refresh_token ?? '',
        client_id: 'portal-erm',
      }),
    });
    expect(refreshed.status).toBe(200);
    const again = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const listed = await again.getRequests({ employeeId: '100005' });
    expect(listed.map((request) => request.humanResourceRequestId)).toContain(saved.humanResourceRequestId);
    expect((await arm({ action: 'SearchAllStaff', status: 500 })).status).toBe(404);
    expect((await stack.call('/__faults', { method: 'DELETE' })).status).toBe(404);
    expect((await stack.call('/__reset', { method: 'POST' })).status).toBe(404);
  }, 60_000);
});
